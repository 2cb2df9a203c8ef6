import { z } from 'zod';

/**
 * Shared rules for text and dates that arrive in requests. PostgreSQL refuses a NUL byte in text
 * and an impossible date such as 2026-02-30 with an error, so both are refused here, with a
 * Swedish message, before anything reaches the database.
 */

export const INPUT_MESSAGES = {
  controlCharacters: 'Texten innehåller otillåtna styrtecken. Ta bort dem och försök igen.',
} as const;

// C0 controls and DEL. Tab, line feed and carriage return are allowed where text has lines.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r\u0085\u2028\u2029]/;

/** False for text with a NUL byte or another control character other than tab and line breaks. */
export const isPrintableText = (text: string): boolean => !CONTROL_CHARACTER.test(text);

/** False for text with a tab or a line break (a field of one line). */
export const isSingleLineText = (text: string): boolean => !LINE_BREAK_OR_TAB.test(text);

/** A string of printable text (lines allowed); `error` is the message for a value that is no string. */
export const printableText = (error?: string) =>
  z.string(error ? { error } : undefined).refine(isPrintableText, INPUT_MESSAGES.controlCharacters);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a day that exists: not 2026-02-30, not month 13, not year 0. */
export const isCalendarDate = (value: string): boolean => {
  const parts = ISO_DATE.exec(value);
  if (!parts) {
    return false;
  }
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  // Set apart, so years 1–99 are not read as 1901–1999.
  date.setUTCFullYear(year);
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
};

/** A calendar date written 'YYYY-MM-DD'; `message` for anything else. */
export const isoDateSchema = (message: string) =>
  z.string({ error: message }).refine(isCalendarDate, message);
