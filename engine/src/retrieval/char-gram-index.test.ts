import { describe, expect, it } from 'vitest';
import { createCharGramIndex } from './char-gram-index';

const index = createCharGramIndex([
  { key: 'shower', fields: [{ text: 'duschkabin duschplats badrum', weight: 3 }] },
  { key: 'landlord', fields: [{ text: 'hyresvärd fastighetsägare medgivande', weight: 3 }] },
  { key: 'grant', fields: [{ text: 'bostadsanpassningsbidrag anpassning av bostaden', weight: 1 }] },
]);

describe('createCharGramIndex', () => {
  it.each([
    ['an inflected compound', 'duschkabinen', 'shower'],
    ['a word without å/ä/ö', 'hyresvardens svar', 'landlord'],
    ['a typo', 'bostadsanpasning', 'grant'],
  ])('finds %s', (_, query, key) => {
    expect(index.search(query)[0]?.key).toBe(key);
  });

  it('finds nothing for words no entry shares', () => {
    expect(index.search('zzzz')).toEqual([]);
  });
});
