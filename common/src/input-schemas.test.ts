import { describe, expect, it } from 'vitest';
import {
  INPUT_MESSAGES,
  isCalendarDate,
  isoDateSchema,
  isPrintableText,
  printableText,
} from './input-schemas';

describe('printable text', () => {
  it('refuses a NUL byte and the other C0 controls, but keeps tab and line breaks', () => {
    for (const text of ['a\u0000b', '\u0001', 'x\u0008', 'x\u000B', 'x\u001B[31m', 'x\u007F']) {
      expect(isPrintableText(text)).toBe(false);
    }
    expect(isPrintableText('Rad ett\r\nRad två\tmed tabb, å ä ö')).toBe(true);
  });

  it('gives the Swedish message', () => {
    const result = printableText().safeParse('Kommun\u0000');
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      INPUT_MESSAGES.controlCharacters,
    ]);
  });
});

describe('calendar dates', () => {
  it('takes days that exist', () => {
    for (const date of ['2026-01-01', '2024-02-29', '2026-12-31', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDate(date)).toBe(true);
    }
  });

  it('refuses impossible days, months and year 0, which Date.parse lets through', () => {
    for (const date of [
      '2026-02-30',
      '2026-02-31',
      '2025-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
    ]) {
      expect(isCalendarDate(date)).toBe(false);
    }
    expect(Number.isNaN(Date.parse('2026-02-30'))).toBe(false);
  });

  it('refuses other forms with the given message', () => {
    const schema = isoDateSchema('Ange datum som ÅÅÅÅ-MM-DD.');
    for (const value of ['2026-1-01', '20260101', '2026-01-01T00:00', ' 2026-01-01', 20260101]) {
      const result = schema.safeParse(value);
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
        'Ange datum som ÅÅÅÅ-MM-DD.',
      ]);
    }
  });
});
