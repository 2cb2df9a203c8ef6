import { describe, expect, it } from 'vitest';
import { MAX_CHUNK_CHARS, parsePropositionText } from './parse-proposition-text';

const ID = { rm: '2017/18', nummer: '80' };

describe('parsePropositionText', () => {
  it('numbers pages split by form feeds', () => {
    const text = 'Omslag\n\f1 Första rubriken\n\nText ett.\n\fText två.\n\n2 Andra rubriken\n\nText tre.';
    const parsed = parsePropositionText(text, ID);
    expect(parsed.chunks.map((chunk) => chunk.sectionReference)).toEqual([
      'prop. 2017/18:80 s. 1',
      'prop. 2017/18:80 s. 2–3',
      'prop. 2017/18:80 s. 3',
    ]);
  });

  it('cites by heading when the text has no page marks, and skips the table of contents', () => {
    const text =
      'Innehållsförteckning\n\n1 Rubrik .......... 3\n\n1 Rubrik\n\nText.\n\n1.1 Underrubrik\n\nMer text.';
    const parsed = parsePropositionText(text, ID);
    expect(parsed.warnings).toEqual(['no page marks found: chunks are cited by heading']);
    expect(parsed.chunks.map((chunk) => [chunk.sectionReference, chunk.headingPath])).toEqual([
      ['prop. 2017/18:80 avsnitt 1', ['1 Rubrik']],
      ['prop. 2017/18:80 avsnitt 1.1', ['1 Rubrik', '1.1 Underrubrik']],
    ]);
  });

  it('splits a long section at page boundaries', () => {
    const paragraph = `${'Ord '.repeat(Math.ceil(MAX_CHUNK_CHARS / 8))}slut.`;
    const pages = [3, 4, 5].map((page) => `Prop. 2017/18:80\n\n${page}\n\n${paragraph}`);
    const parsed = parsePropositionText(`Omslag\n\n${pages.join('\n\n')}`, ID);
    expect(parsed.chunks.map((chunk) => chunk.sectionReference)).toEqual([
      'prop. 2017/18:80 s. 1–3',
      'prop. 2017/18:80 s. 4',
      'prop. 2017/18:80 s. 5',
    ]);
  });
});
