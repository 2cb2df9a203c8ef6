import { describe, expect, it } from 'vitest';
import { CASE_SUMMARY_LABEL, caseKey, DECISION_SUMMARY_LABEL, parseCaseSummary } from './parse-case-summary';

const file = {
  id: 'HFD 2099 ref. 1',
  court: 'Högsta förvaltningsdomstolen',
  decided: '2099-01-31',
  caseNumber: '1-99',
  heading: 'Provfall',
  question: 'Kan bidrag lämnas?',
  facts: 'Sökanden ville ha ett fristående garage.',
  outcome: 'Nej.',
  principle: 'En fristående byggnad är ingen fast funktion.',
  lagrum: '5 § lagen (2018:222) om bostadsanpassningsbidrag.',
  current: null,
  note: null,
  provisions: [{ sfsNumber: '2018:222', sectionReference: '5 §', relation: 'applied' }],
  factTerms: [['garage', 'carport'], ['fristående']],
  source: 'https://domstol.example/hfd/2099-1',
  label: CASE_SUMMARY_LABEL,
};

describe('parseCaseSummary', () => {
  it('makes one labelled chunk with the court and date, question, facts, outcome, principle and law', () => {
    const summary = parseCaseSummary(JSON.stringify(file));
    expect(summary).toMatchObject({
      key: 'case-hfd-2099-ref-1',
      sfsNumber: '2018:222',
      decided: '2099-01-31',
      source: 'https://domstol.example/hfd/2099-1',
    });
    expect(summary.chunk.sectionReference).toBe('HFD 2099 ref. 1');
    expect(summary.chunk.section).toBeNull();
    expect(summary.chunk.content).toBe(
      [
        'Avgörande: Högsta förvaltningsdomstolen, 2099-01-31, HFD 2099 ref. 1.',
        'Fråga: Kan bidrag lämnas?',
        'Omständigheter: Sökanden ville ha ett fristående garage.',
        'Utgång: Nej.',
        'Princip: En fristående byggnad är ingen fast funktion.',
        'Lagrum: 5 § lagen (2018:222) om bostadsanpassningsbidrag.',
        'Målnummer: 1-99.',
        CASE_SUMMARY_LABEL,
      ].join('\n\n'),
    );
  });

  it('gives the engine the distinguishing facts and the sections the ruling bears on', () => {
    expect(parseCaseSummary(JSON.stringify(file)).facts).toEqual({
      id: 'HFD 2099 ref. 1',
      caseNumber: '1-99',
      sfs: '2018:222',
      factTerms: [['garage', 'carport'], ['fristående']],
      grantable: null,
      sections: ['2018:222 5 §'],
    });
    // A ruling on a grant says which way it decided; anything but true or false is refused.
    expect(parseCaseSummary(JSON.stringify({ ...file, grantable: false })).facts.grantable).toBe(false);
    expect(() => parseCaseSummary(JSON.stringify({ ...file, grantable: 'nej' }))).toThrow(/grantable/);
  });

  it('refuses a ruling without a date, facts or the address of the original', () => {
    expect(() => parseCaseSummary(JSON.stringify({ ...file, decided: null }))).toThrow(/decided/);
    expect(() => parseCaseSummary(JSON.stringify({ ...file, factTerms: [] }))).toThrow(/factTerms/);
    // Two letters only as an abbreviation in capitals.
    expect(() => parseCaseSummary(JSON.stringify({ ...file, factTerms: [['ms']] }))).toThrow(/factTerms/);
    expect(parseCaseSummary(JSON.stringify({ ...file, factTerms: [['MS']] })).facts.factTerms).toEqual([
      ['ms'],
    ]);
    expect(() => parseCaseSummary(JSON.stringify({ ...file, source: 'lagen.nu/dom' }))).toThrow(
      /web address/,
    );
  });

  it('labels a JO decision as a summary of the decision, not of a court text', () => {
    const jo = { ...file, id: 'JO dnr 1-2099', court: 'Justitieombudsmannen' };
    expect(() => parseCaseSummary(JSON.stringify(jo))).toThrow(/labelled/);
    expect(parseCaseSummary(JSON.stringify({ ...jo, label: DECISION_SUMMARY_LABEL })).key).toBe(
      'case-jo-dnr-1-2099',
    );
  });

  it('refuses a summary that is not labelled as ours', () => {
    expect(() => parseCaseSummary(JSON.stringify({ ...file, label: 'Domstolens text.' }))).toThrow(
      /labelled/,
    );
  });

  it('refuses an unknown court and a summary without an applied provision', () => {
    expect(() => parseCaseSummary(JSON.stringify({ ...file, court: 'Kammarrätten i Lund' }))).toThrow(
      /court/,
    );
    expect(() => parseCaseSummary(JSON.stringify({ ...file, provisions: [] }))).toThrow(/applied/);
  });

  it.each([
    ['HFD 2014 ref. 42', 'case-hfd-2014-ref-42'],
    ['HFD 2013 not. 50', 'case-hfd-2013-not-50'],
    ['RÅ 2002 ref. 100', 'case-ra-2002-ref-100'],
    ['Kammarrätten i Göteborg mål nr 1982-19', 'case-kammarratten-i-goteborg-mal-nr-1982-19'],
  ])('keys %s as %s', (id, key) => {
    expect(caseKey(id)).toBe(key);
  });
});
