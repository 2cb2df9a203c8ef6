import { describe, expect, it } from 'vitest';
import { CASE_SUMMARY_LABEL, caseKey, parseCaseSummary } from './parse-case-summary';

const file = {
  id: 'HFD 2099 ref. 1',
  court: 'Högsta förvaltningsdomstolen',
  decided: '2099-01-31',
  caseNumber: '1-99',
  heading: 'Provfall',
  question: 'Kan bidrag lämnas?',
  outcome: 'Nej.',
  lagrum: '5 § lagen (2018:222) om bostadsanpassningsbidrag.',
  current: null,
  note: null,
  provisions: [{ sfsNumber: '2018:222', sectionReference: '5 §', relation: 'applied' }],
  lagenNu: null,
  label: CASE_SUMMARY_LABEL,
};

describe('parseCaseSummary', () => {
  it('makes one labelled chunk with the question, the outcome and the law', () => {
    const summary = parseCaseSummary(JSON.stringify(file));
    expect(summary).toMatchObject({
      key: 'case-hfd-2099-ref-1',
      sfsNumber: '2018:222',
      decided: '2099-01-31',
    });
    expect(summary.chunk.sectionReference).toBe('HFD 2099 ref. 1');
    expect(summary.chunk.section).toBeNull();
    expect(summary.chunk.content).toBe(
      'Fråga: Kan bidrag lämnas?\n\nUtgång: Nej.\n\nLagrum: 5 § lagen (2018:222) om bostadsanpassningsbidrag.' +
        `\n\nMålnummer: 1-99.\n\n${CASE_SUMMARY_LABEL}`,
    );
  });

  it('refuses a summary that is not labelled as ours', () => {
    expect(() => parseCaseSummary(JSON.stringify({ ...file, label: 'Domstolens text.' }))).toThrow(
      /labelled/,
    );
  });

  it('refuses an unknown court and a summary without an applied provision', () => {
    expect(() => parseCaseSummary(JSON.stringify({ ...file, court: 'Kammarrätten' }))).toThrow(/court/);
    expect(() => parseCaseSummary(JSON.stringify({ ...file, provisions: [] }))).toThrow(/applied/);
  });

  it.each([
    ['HFD 2014 ref. 42', 'case-hfd-2014-ref-42'],
    ['HFD 2013 not. 50', 'case-hfd-2013-not-50'],
    ['RÅ 2002 ref. 100', 'case-ra-2002-ref-100'],
  ])('keys %s as %s', (id, key) => {
    expect(caseKey(id)).toBe(key);
  });
});
