import { describe, expect, it } from 'vitest';
import { stem } from '../text/swedish-text';
import { splitCompound } from './compound-splitter';

const known = new Set(['hiss', 'trapp', 'bostad', 'anpassning', 'dörr', 'öppn', 'badrum'].map(stem));

describe('splitCompound', () => {
  it('splits a compound into parts the corpus knows', () => {
    expect(splitCompound('trapphiss', known)).toEqual([stem('trapp'), 'hiss']);
    expect(splitCompound('dörrhiss', known)).toEqual([stem('dörr'), 'hiss']);
  });

  it('drops the linking s', () => {
    expect(splitCompound('bostadsanpassning', known)).toEqual([stem('bostad'), stem('anpassning')]);
  });

  it('leaves known and unsplittable words alone', () => {
    expect(splitCompound('hiss', known)).toEqual([]);
    expect(splitCompound('badrum', known)).toEqual([]);
    expect(splitCompound('kylskåp', known)).toEqual([]);
  });
});
