import type { AnswerBlock } from './answer-block';

/**
 * The spec's extracted-content safeguard and formatted-text fallback: cleaning and formatting may
 * tidy an answer, never swallow it.
 */
export const ANSWER_SAFEGUARDS = {
  /** A cleaned text shorter than this is not trusted. */
  minCleanedLength: 50,
  /** Nor one that kept less than this share of the original. */
  minCleanedShare: 0.5,
  /** The structured blocks must hold at least this share of the original… */
  minStructuredShare: 0.25,
  /** …when the original is longer than this. */
  structuredCheckAbove: 200,
} as const;

// C0/C1 controls except tab and newline, zero-width and bidi controls: invisible, and the bidi
// ones can make text read differently from what it says.
const CONTROL_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u061C]/g;
const AUTOLINK = /<(https?:\/\/[^<>\s]+)>/g;
const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|table|blockquote|pre)\b[^<>]*>/gi;
const HTML_TAG = /<\/?[a-zA-Z][^<>]*>|<![^<>]*>|<\?[^<>]*>/g;
// A link's address may hold one level of parentheses ('javascript:alert(1)').
const MARKDOWN_IMAGE = /!\[[^\]\n]{0,300}\]\((?:[^()\n]|\([^()\n]{0,200}\)){0,1000}\)/g;
const MARKDOWN_LINK = /\[([^\]\n]{1,300})\]\((?:[^()\n]|\([^()\n]{0,200}\)){0,1000}\)/g;
// What a script or style element holds is code, not text to show.
const SCRIPT_OR_STYLE = /<(script|style)\b[^<>]*>[^<]{0,10000}<\/\1\s*>/gi;
const CODE_FENCE_LINE = /^[ \t]*(?:```|~~~).*$/gm;
const INLINE_CODE = /`([^`\n]+)`/g;
const STRIKETHROUGH = /~~([^~\n]+)~~/g;
const QUOTE_MARKER = /^[ \t]*>[ \t]?/gm;
const RULE_LINE = /^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/gm;

/**
 * The answer without HTML tags (block tags become line breaks, script and style elements go with
 * their content), control, bidi and zero-width characters, or markup the renderer does not
 * support: images are dropped, links, inline code and strikethrough keep their text, code fences,
 * quote markers and horizontal rules go. Headings, lists and '**bold**' stay.
 */
export const cleanAnswerText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .replace(AUTOLINK, '$1')
    .replace(SCRIPT_OR_STYLE, '')
    .replace(BLOCK_TAG, '\n')
    .replace(HTML_TAG, '')
    .replace(MARKDOWN_IMAGE, '')
    .replace(MARKDOWN_LINK, '$1')
    .replace(CODE_FENCE_LINE, '')
    .replace(INLINE_CODE, '$1')
    .replace(STRIKETHROUGH, '$1')
    .replace(QUOTE_MARKER, '')
    .replace(RULE_LINE, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * The text to show: the cleaned answer, or the original when cleaning left nothing, under 50
 * characters, or less than half of it (surrounding whitespace aside). Either way it is only ever
 * rendered as text.
 */
export const safeAnswerText = (original: string): string => {
  const cleaned = cleanAnswerText(original);
  const tooShort = cleaned.length < ANSWER_SAFEGUARDS.minCleanedLength;
  const cutTooMuch = cleaned.length < original.trim().length * ANSWER_SAFEGUARDS.minCleanedShare;
  return tooShort || cutTooMuch ? original : cleaned;
};

const blockText = (block: AnswerBlock): string[] => {
  switch (block.type) {
    case 'heading':
      return [block.text];
    case 'paragraph':
      return block.lines;
    default:
      return block.items;
  }
};

/** False when the blocks hold under 25 % of an original longer than 200 characters. */
export const keepsEnoughStructure = (blocks: readonly AnswerBlock[], original: string): boolean => {
  if (original.length <= ANSWER_SAFEGUARDS.structuredCheckAbove) {
    return true;
  }
  const structured = blocks.flatMap(blockText).reduce((sum, part) => sum + part.length, 0);
  return structured >= original.length * ANSWER_SAFEGUARDS.minStructuredShare;
};

/** The original as paragraphs split at blank lines, with no formatting read into it. */
export const plainParagraphs = (original: string): AnswerBlock[] =>
  original
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0)
    .map((lines): AnswerBlock => ({ type: 'paragraph', lines }));
