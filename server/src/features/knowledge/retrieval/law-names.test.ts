import { describe, expect, it } from 'vitest';
import { lawReference, namedLaws } from './law-names';

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
