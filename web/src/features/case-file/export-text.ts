import { cleanAnswerText } from '@/features/answer-blocks/answer-safeguards';

/**
 * Text made safe to leave the page: the clipboard ('Kopiera med källor') and the .docx carry what
 * the screen shows, not the model's raw string, and nothing a spreadsheet would run.
 */

// Links that are not http(s): the screen never makes a link of them, so neither may a pasted copy.
const UNSAFE_LINK =
  /\b(?:java|vb|live|ecma)\s*script\s*:\S*|\bdata\s*:\s*[\w.+-]+\/[\w.+-]+[;,]\S*|\bfile:\/\/\S*/gi;
// Bidi controls and zero-width characters, which can make text read differently from what it says.
const INVISIBLE_FORMATTING = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/**
 * One piece of text as the screen shows it: no HTML tags, Markdown links as their text, no
 * control, bidi or zero-width characters, no javascript:, data: or file: links. '**' stays for
 * the caller to render as bold or drop.
 */
export const exportText = (text: string): string =>
  cleanAnswerText(text.replace(INVISIBLE_FORMATTING, ''))
    .replace(UNSAFE_LINK, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();

/** What opens a formula in Excel, LibreOffice and Google Sheets, also in full-width form. */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/**
 * A line that a spreadsheet would read as a formula gets a leading apostrophe, as OWASP's advice on
 * CSV injection says: pasted into a cell it marks the cell as text and is not shown; elsewhere it is
 * one visible character, which is the price of safety.
 */
export const formulaSafeLine = (line: string): string => (FORMULA_START.test(line) ? `'${line}` : line);

/** Every line of a text made formula-safe. */
export const formulaSafeText = (text: string): string => text.split('\n').map(formulaSafeLine).join('\n');
