import { describe, expect, it } from 'vitest';
import type { AnswerBlock } from './answer-block';
import { cleanAnswerText, keepsEnoughStructure, plainParagraphs, safeAnswerText } from './answer-safeguards';

const letters = (length: number) => 'a'.repeat(length);

describe('cleanAnswerText', () => {
  it('removes HTML tags, turning block tags into line breaks', () => {
    expect(
      cleanAnswerText(
        '<p>Bidrag lämnas för <b>nödvändiga</b> åtgärder.</p><p>Kommunen prövar<br/>ansökan.<!-- x --></p>',
      ),
    ).toBe('Bidrag lämnas för nödvändiga åtgärder.\n\nKommunen prövar\nansökan.');
  });

  it('removes control, zero-width and bidi characters but keeps tabs and line breaks', () => {
    expect(cleanAnswerText('Lag\u0000en\u200B gäller\u202E.\r\nNy\trad\u0085.')).toBe(
      'Lagen gäller.\nNy\trad.',
    );
  });

  it('drops images and keeps the text of links, code and strikethrough', () => {
    expect(
      cleanAnswerText(
        'Se ![karta](https://x.se/a.png)[lagen](https://lagen.nu/2018:222 "SFS"), `12 §` och ~~äldre~~ regler: <https://riksdagen.se/sfs>',
      ),
    ).toBe('Se lagen, 12 § och äldre regler: https://riksdagen.se/sfs');
  });

  it('drops script and style elements with their content, the Arabic letter mark, and links whose address holds parentheses', () => {
    expect(
      cleanAnswerText(
        'Ja<script>alert("x")</script><style>p{}</style>, se \u061C[lagen](javascript:alert(1)) och ![bild](data:image/png;base64,x(1)).',
      ),
    ).toBe('Ja, se lagen och .');
  });

  it('removes code fences, quote markers and horizontal rules, keeping what the renderer reads', () => {
    expect(
      cleanAnswerText('**Kort svar**\n> Ja, enligt 12 §.\n---\n```\n- Punkt\n1. Steg\n```\n\n\n\n# Slut   '),
    ).toBe('**Kort svar**\nJa, enligt 12 §.\n\n- Punkt\n1. Steg\n\n# Slut');
  });
});

describe('safeAnswerText', () => {
  it('shows the cleaned text when it keeps 50 characters and at least half', () => {
    expect(safeAnswerText(`${letters(50)}<b></b>`)).toBe(letters(50));
    expect(safeAnswerText(`${letters(60)}${'<i>'.repeat(20)}`)).toBe(letters(60));
  });

  it('shows the original when the cleaned text is under 50 characters', () => {
    const original = `${letters(49)}<b></b>`;
    expect(safeAnswerText(original)).toBe(original);
  });

  it('shows the original when the cleaned text is empty', () => {
    const original = '<div><span></span></div>'.repeat(5);
    expect(safeAnswerText(original)).toBe(original);
  });

  it('shows the original when cleaning cut more than half', () => {
    const original = `${letters(60)}<em>${'<i>'.repeat(19)}`;
    expect(original).toHaveLength(121);
    expect(safeAnswerText(original)).toBe(original);
  });

  it('does not count surrounding whitespace as text that was cut', () => {
    expect(safeAnswerText(`\n\n${letters(60)}${' '.repeat(100)}`)).toBe(letters(60));
  });
});

describe('keepsEnoughStructure', () => {
  const paragraph = (length: number): AnswerBlock[] => [{ type: 'paragraph', lines: [letters(length)] }];

  it('needs 25 % of an original longer than 200 characters in the blocks', () => {
    expect(keepsEnoughStructure(paragraph(50), letters(200))).toBe(true);
    expect(keepsEnoughStructure(paragraph(50), letters(201))).toBe(false);
    expect(keepsEnoughStructure(paragraph(51), letters(201))).toBe(true);
  });

  it('does not check originals of 200 characters or less', () => {
    expect(keepsEnoughStructure([], letters(200))).toBe(true);
  });

  it('counts the text of every kind of block', () => {
    const blocks: AnswerBlock[] = [
      { type: 'heading', text: letters(10) },
      { type: 'paragraph', lines: [letters(10), letters(10)] },
      { type: 'bullets', items: [letters(10)] },
      { type: 'numbers', items: [letters(10), letters(1)] },
    ];
    expect(keepsEnoughStructure(blocks, letters(204))).toBe(true);
    expect(keepsEnoughStructure(blocks, letters(205))).toBe(false);
  });
});

describe('plainParagraphs', () => {
  it('splits at blank lines and reads no formatting into the text', () => {
    expect(plainParagraphs('**Kort svar**\r\n- Ja\n \n\nSe 12 §.\n\n\n')).toEqual([
      { type: 'paragraph', lines: ['**Kort svar**', '- Ja'] },
      { type: 'paragraph', lines: ['Se 12 §.'] },
    ]);
  });
});
