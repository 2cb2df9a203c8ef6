import { describe, expect, it } from 'vitest';
import { caseIdOf, caseNumberOf, lawsOf } from './publication';

const BAB = { laws: ['2018:222', '1992:1574'], keywords: ['bostadsanpassningsbidrag'] };
const babLawsOf = (publication: Parameters<typeof lawsOf>[1]) => lawsOf(BAB, publication);

describe('publication filter', () => {
  it('finds the BAB laws in the lagrum list whatever the key format', () => {
    expect(babLawsOf({ lagrumLista: [{ referens: null, sfsNummer: 'SFS 1992:1574' }] })).toEqual([
      '1992:1574',
    ]);
    expect(babLawsOf({ lagrumLista: [{ referens: '2018:222 5 §', sfsNummer: null }] })).toEqual(['2018:222']);
    expect(babLawsOf({ lagrumLista: [{ referens: null, sfsNummer: '2018:2220' }] })).toEqual([]);
  });

  it('falls back to the text and keywords', () => {
    expect(
      babLawsOf({ sammanfattning: 'enligt lagen (1992:1574) om bostadsanpassningsbidrag m.m.' }),
    ).toEqual(['1992:1574']);
    expect(babLawsOf({ nyckelordLista: ['Bostadsanpassningsbidrag'] })).toEqual(['2018:222']);
    expect(babLawsOf({ sammanfattning: 'Fråga om skatt.', innehall: '<p>Inget här.</p>' })).toEqual([]);
  });

  it('names a ruling by its report number, else by court and case number', () => {
    expect(caseIdOf({ referatNummerLista: ['HFD 2099 ref. 1'] })).toBe('HFD 2099 ref. 1');
    const unreported = { domstol: { domstolKod: 'KRSU' }, malNummerLista: ['1-99', '2-99'] };
    expect(caseIdOf(unreported)).toBe('KRSU mål nr 1-99');
    expect(caseNumberOf(unreported)).toBe('KRSU 1-99, 2-99');
  });
});
