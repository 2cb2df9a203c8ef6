import { describe, expect, it } from 'vitest';
import { contentStems, snowballStem, stem } from './swedish-text';

describe('stem', () => {
  it('keeps "laga" (repair) apart from "lag" (law)', () => {
    expect(snowballStem('laga')).toBe(snowballStem('lagen'));
    expect(['laga', 'lagade', 'lagat', 'lagas'].map(stem)).toEqual(['laga', 'laga', 'laga', 'laga']);
    expect(['lag', 'lagen', 'lagar', 'lagarna'].map(stem)).toEqual(['lag', 'lag', 'lag', 'lag']);
  });

  it('keeps "rätta" and "rättelse" apart from "rätt"', () => {
    expect(snowballStem('rättelse')).toBe(snowballStem('rätten'));
    expect(stem('rätta')).toBe(stem('rättade'));
    expect(stem('rättelse')).toBe(stem('rättelsen'));
    expect(new Set([stem('rätta'), stem('rättelse'), stem('rätt'), stem('rättighet')]).size).toBe(4);
    expect(stem('rätten')).toBe(stem('rätt'));
  });

  it('is Snowball for every other word', () => {
    for (const word of ['bostadsanpassningsbidrag', 'medgivande', 'återbetalning', 'överklagande']) {
      expect(stem(word)).toBe(snowballStem(word));
    }
  });

  it('stems content words with the stemmer asked for', () => {
    expect(contentStems('Kan vi laga dörröppnaren?')).toContain('laga');
    expect(contentStems('Kan vi laga dörröppnaren?', snowballStem)).toContain('lag');
  });
});
