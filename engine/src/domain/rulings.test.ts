import { describe, expect, it } from 'vitest';
import { createRulingMatcher, type RulingFacts } from './rulings';

const garage: RulingFacts = {
  id: 'HFD 2020 ref. 70',
  caseNumber: '4637-19',
  sfs: '2018:222',
  factTerms: [
    ['garage', 'carport'],
    ['fristående', 'friliggande'],
  ],
  grantable: false,
  sections: ['2018:222 5 §'],
};
const appeal: RulingFacts = {
  id: 'Kammarrätten i Göteborg mål nr 1982-19',
  caseNumber: '1982-19',
  sfs: '2018:222',
  factTerms: [['elrullstol', 'permobil']],
  grantable: false,
  sections: ['2018:222 5 §'],
};
const matcher = createRulingMatcher([garage, appeal]);

describe('createRulingMatcher', () => {
  it.each([
    'Vad sa HFD i HFD 2020 ref. 70?',
    'hfd 2020 ref 70 om garage',
    'Gäller HFD 2020:70 fortfarande?',
    'Domen i mål 4637-19, vad innebär den?',
  ])('finds a ruling named by its reference or case number: %s', (question) => {
    expect(matcher.named(question)).toEqual([garage]);
  });

  it('does not read another ruling or a longer number as the reference', () => {
    expect(matcher.named('HFD 2020 ref. 7 och 14637-19')).toEqual([]);
  });

  it('finds a ruling whose every fact group the question names, in any inflection', () => {
    expect(matcher.described('Kan vi bevilja ett friliggande garaget till elrullstolen?')).toEqual([
      garage,
      appeal,
    ]);
  });

  it('finds a fact as the last part of a compound, but not a short word inside another', () => {
    expect(matcher.described('Ett fristående plåtgarage för permobilen?')).toEqual([garage, appeal]);
    expect(
      createRulingMatcher([{ ...garage, factTerms: [['råd'], ['fristående']] }]).described(
        'Ett fristående förråd?',
      ),
    ).toEqual([]);
  });

  it('leaves out a ruling when one of its facts is missing', () => {
    expect(matcher.described('Kan vi bevilja ett garage i källaren?')).toEqual([]);
  });
});
