/** Swedish date formatting and week arithmetic, always in Swedish time whatever the runtime's zone. */

export const SWEDISH_TIME_ZONE = 'Europe/Stockholm';
export const INVALID_DATE_TEXT = 'Okänt datum';

export type DateInput = Date | string | number | null | undefined;

const DAY_MS = 24 * 60 * 60 * 1000;

const longDateFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SWEDISH_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

// One numeric formatter serves every calculation below; h23 avoids '24:00' at midnight.
const numericFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SWEDISH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The date and time on a clock in Sweden at the given instant. */
const swedishWallClock = (date: Date): WallClock => {
  const parts: Record<string, number> = {};
  for (const part of numericFormat.formatToParts(date)) {
    if (part.type !== 'literal') {
      parts[part.type] = Number(part.value);
    }
  }
  return {
    year: parts.year ?? Number.NaN,
    month: parts.month ?? Number.NaN,
    day: parts.day ?? Number.NaN,
    hour: parts.hour ?? Number.NaN,
    minute: parts.minute ?? Number.NaN,
    second: parts.second ?? Number.NaN,
  };
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** '5 januari 2026' */
export const formatDateSv = (value: DateInput): string => {
  const date = toDate(value);
  return date ? longDateFormat.format(date) : INVALID_DATE_TEXT;
};

/** '5 januari 2026 kl. 14:03' */
export const formatDateTimeSv = (value: DateInput): string => {
  const date = toDate(value);
  if (!date) {
    return INVALID_DATE_TEXT;
  }
  const { hour, minute } = swedishWallClock(date);
  return `${longDateFormat.format(date)} kl. ${pad(hour)}:${pad(minute)}`;
};

/** '2026-01-05 14:03', the admin panel's format. */
export const formatAdminDateTime = (value: DateInput): string => {
  const date = toDate(value);
  if (!date) {
    return INVALID_DATE_TEXT;
  }
  const { year, month, day, hour, minute } = swedishWallClock(date);
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}`;
};

/** Sweden's offset from UTC at the given instant, in milliseconds (one or two hours). */
const swedishOffsetMs = (instantMs: number): number => {
  const clock = swedishWallClock(new Date(instantMs));
  const clockAsUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return clockAsUtc - Math.floor(instantMs / 1000) * 1000;
};

/** Monday 00:00 Swedish time of the week containing `date` (Swedish weeks start on Monday). */
export const startOfWeekSv = (date: Date): Date => {
  if (Number.isNaN(date.getTime())) {
    return new Date(Number.NaN);
  }
  const { year, month, day } = swedishWallClock(date);
  const mondayIndex = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  const mondayAsUtc = Date.UTC(year, month - 1, day - mondayIndex);
  // Swedish clocks change at 02:00/03:00, so local midnight always exists and is unambiguous.
  const guess = mondayAsUtc - swedishOffsetMs(mondayAsUtc);
  return new Date(mondayAsUtc - swedishOffsetMs(guess));
};

/** ISO 8601 week number of the Swedish calendar date; week 1 is the week containing 4 January. */
export const isoWeekNumber = (date: Date): number => {
  if (Number.isNaN(date.getTime())) {
    return Number.NaN;
  }
  const { year, month, day } = swedishWallClock(date);
  const calendarDay = Date.UTC(year, month - 1, day);
  const mondayIndex = (new Date(calendarDay).getUTCDay() + 6) % 7;
  // The Thursday of the week decides which year the week belongs to.
  const thursday = new Date(calendarDay + (3 - mondayIndex) * DAY_MS);
  const firstDayOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - firstDayOfYear) / DAY_MS / 7) + 1;
};
