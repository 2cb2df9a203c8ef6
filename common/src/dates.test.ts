import { describe, expect, it } from 'vitest';
import {
  formatAdminDateTime,
  formatDateSv,
  formatDateTimeSv,
  INVALID_DATE_TEXT,
  isoWeekNumber,
  startOfWeekSv,
} from './dates';

const invalidInputs = [null, undefined, '', 'inte ett datum', Number.NaN, new Date('garbage')];

describe('formatDateTimeSv', () => {
  it('formats in Swedish winter time', () => {
    expect(formatDateTimeSv('2026-01-05T13:03:00Z')).toBe('5 januari 2026 kl. 14:03');
  });

  it('formats in Swedish summer time', () => {
    expect(formatDateTimeSv('2026-07-01T10:00:00Z')).toBe('1 juli 2026 kl. 12:00');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const instant = Date.UTC(2026, 11, 24, 14, 30);
    expect(formatDateTimeSv(new Date(instant))).toBe('24 december 2026 kl. 15:30');
    expect(formatDateTimeSv(instant)).toBe('24 december 2026 kl. 15:30');
  });

  it('rolls over to the Swedish date at midnight and shows 00, not 24', () => {
    expect(formatDateTimeSv('2025-12-31T23:00:00Z')).toBe('1 januari 2026 kl. 00:00');
  });

  it('follows the clock change in spring (29 March 2026, 02:00 becomes 03:00)', () => {
    expect(formatDateTimeSv('2026-03-29T00:59:00Z')).toBe('29 mars 2026 kl. 01:59');
    expect(formatDateTimeSv('2026-03-29T01:00:00Z')).toBe('29 mars 2026 kl. 03:00');
  });

  it('follows the clock change in autumn (25 October 2026, 03:00 becomes 02:00)', () => {
    expect(formatDateTimeSv('2026-10-25T00:30:00Z')).toBe('25 oktober 2026 kl. 02:30');
    expect(formatDateTimeSv('2026-10-25T01:30:00Z')).toBe('25 oktober 2026 kl. 02:30');
  });

  it.each(invalidInputs)('returns the unknown-date text for %s', (input) => {
    expect(formatDateTimeSv(input)).toBe(INVALID_DATE_TEXT);
  });
});

describe('formatDateSv', () => {
  it('formats day, month name and year in Swedish time', () => {
    expect(formatDateSv('2026-01-05T13:03:00Z')).toBe('5 januari 2026');
    expect(formatDateSv('2026-05-31T22:30:00Z')).toBe('1 juni 2026');
  });

  it.each(invalidInputs)('returns the unknown-date text for %s', (input) => {
    expect(formatDateSv(input)).toBe(INVALID_DATE_TEXT);
  });
});

describe('formatAdminDateTime', () => {
  it('formats as yyyy-MM-dd HH:mm in Swedish time', () => {
    expect(formatAdminDateTime('2026-01-05T13:03:00Z')).toBe('2026-01-05 14:03');
    expect(formatAdminDateTime('2026-07-09T22:05:00Z')).toBe('2026-07-10 00:05');
  });

  it('handles both sides of the spring clock change', () => {
    expect(formatAdminDateTime('2026-03-29T00:59:00Z')).toBe('2026-03-29 01:59');
    expect(formatAdminDateTime('2026-03-29T01:00:00Z')).toBe('2026-03-29 03:00');
  });

  it.each(invalidInputs)('returns the unknown-date text for %s', (input) => {
    expect(formatAdminDateTime(input)).toBe(INVALID_DATE_TEXT);
  });
});

describe('startOfWeekSv', () => {
  it('returns Monday 00:00 Swedish time for a Sunday', () => {
    expect(startOfWeekSv(new Date('2026-01-11T12:00:00Z')).toISOString()).toBe('2026-01-04T23:00:00.000Z');
  });

  it('keeps a Monday at midnight as the start of its own week', () => {
    expect(startOfWeekSv(new Date('2026-01-04T23:00:00Z')).toISOString()).toBe('2026-01-04T23:00:00.000Z');
  });

  it('uses the Swedish date when UTC is still on the previous day', () => {
    // 23:30 UTC on Sunday 11 January is 00:30 on Monday 12 January in Sweden.
    expect(startOfWeekSv(new Date('2026-01-11T23:30:00Z')).toISOString()).toBe('2026-01-11T23:00:00.000Z');
  });

  it('handles the weeks around the spring clock change', () => {
    // Sunday 29 March 2026 belongs to the week that started in winter time.
    expect(startOfWeekSv(new Date('2026-03-29T10:00:00Z')).toISOString()).toBe('2026-03-22T23:00:00.000Z');
    // The next week starts at midnight summer time (UTC+2).
    expect(startOfWeekSv(new Date('2026-04-01T10:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('handles the week after the autumn clock change', () => {
    expect(startOfWeekSv(new Date('2026-10-28T10:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('returns an invalid date for an invalid date', () => {
    expect(Number.isNaN(startOfWeekSv(new Date('garbage')).getTime())).toBe(true);
  });
});

describe('isoWeekNumber', () => {
  it.each([
    ['2026-01-01T12:00:00Z', 1],
    ['2026-01-04T12:00:00Z', 1],
    ['2026-01-05T12:00:00Z', 2],
    ['2026-12-31T12:00:00Z', 53],
    ['2027-01-03T12:00:00Z', 53],
    ['2027-01-04T12:00:00Z', 1],
    ['2021-01-03T12:00:00Z', 53],
    ['2024-12-30T12:00:00Z', 1],
    ['2025-06-15T12:00:00Z', 24],
  ])('%s is in week %i', (iso, week) => {
    expect(isoWeekNumber(new Date(iso))).toBe(week);
  });

  it('uses the Swedish date, not the UTC date', () => {
    // 23:30 UTC on Sunday 4 January 2026 is Monday 5 January in Sweden, week 2.
    expect(isoWeekNumber(new Date('2026-01-04T23:30:00Z'))).toBe(2);
  });

  it('returns NaN for an invalid date', () => {
    expect(isoWeekNumber(new Date('garbage'))).toBeNaN();
  });
});
