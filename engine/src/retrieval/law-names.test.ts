import { describe, expect, it } from 'vitest';
import { bundledLawDomain } from '../testing/area-pack';
import { createLawNames } from './law-names';

const { lawReference, namedLaws, namedSections } = createLawNames(bundledLawDomain('bab'));

describe('namedLaws', () => {
  it.each([
    ['Gäller LSS 9 § här?', ['1993:387']],
    ['Vad säger förvaltningslagen om kommunicering?', ['2017:900']],
    ['Enligt FL 25 § ska vi kommunicera', ['2017:900']],
    ['Kan SoL-boende få bab?', ['2025:400']],
    ['Hur gäller 26 kap. 12 § OSL?', ['2009:400']],
    ['Får nämnden delegera enligt KL?', ['2017:725']],
    ['Ansökan kom in före den 1 juli 2018, gäller gamla lagen?', ['1992:1574']],
    ['Kan vi bevilja en ramp?', []],
  ])('%s → %j', (question, laws) => {
    expect([...namedLaws(question)].sort()).toEqual(laws);
  });

  it('reads the abbreviations that are also words only as written', () => {
    expect([...namedLaws('Vi ses kl 14 i solen')]).toEqual([]);
  });

  it('finds a law referred to in a statute text', () => {
    const text = 'hjälpmedel som erbjuds av regionen enligt hälso- och sjukvårdslagen (2017:30)';
    expect(lawReference('2017:30')?.test(text)).toBe(true);
    expect(lawReference('1993:387')?.test(text)).toBe(false);
  });
});

describe('namedSections', () => {
  it.each([
    [
      'Hon kan inte få dubbelassistans förrän BAB är utrett, enligt 9 a § LSS. Stämmer det?',
      [['1993:387', '9 a §']],
    ],
    ['Enligt FL 25 § ska vi kommunicera', [['2017:900', '25 §']]],
    ['Måste vi kommunicera enligt 25 § förvaltningslagen?', [['2017:900', '25 §']]],
    ['Hur gäller 26 kap. 12 § OSL för bab?', [['2009:400', '26 kap. 12 §']]],
    ['Vad stod det i 9 § i gamla bab-lagen?', [['1992:1574', '9 §']]],
    ['Enligt 21 § kan vi kräva tillbaka, men hur gäller FL här?', []],
    ['Kan vi bevilja en ramp enligt 5 §?', []],
  ])('%s → %j', (question, sections) => {
    expect(namedSections(question).map(({ sfs, reference }) => [sfs, reference])).toEqual(sections);
  });
});
