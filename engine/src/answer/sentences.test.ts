import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits at full stops before a capital or a numbered item', () => {
    expect(splitSentences('Bidrag lämnas. Om bostaden hyrs ut gäller 3 §. 1. en punkt')).toEqual([
      'Bidrag lämnas.',
      'Om bostaden hyrs ut gäller 3 §.',
      '1. en punkt',
    ]);
  });

  it('keeps abbreviations, chapters and bills inside the sentence', () => {
    expect(
      splitSentences('Se prop. 2017/18:80 och 26 kap. 12 § OSL, bl.a. om sekretess. Nästa mening.'),
    ).toEqual(['Se prop. 2017/18:80 och 26 kap. 12 § OSL, bl.a. om sekretess.', 'Nästa mening.']);
  });

  it('keeps a citation of a bill in parentheses with its sentence', () => {
    expect(splitSentences('Bidrag lämnas inte (prop. 2017/18:80 s. 69). Nästa mening.')).toEqual([
      'Bidrag lämnas inte (prop. 2017/18:80 s. 69).',
      'Nästa mening.',
    ]);
  });
});
