/**
 * Input shaped to make a careless pattern backtrack, for the tests (which check what the checks
 * answer) and for `npm run bench -- hostile` (which times them: wall-clock limits fail on a busy
 * machine, so they are figures, not assertions).
 */

/** 3000-character chat messages, the longest the form takes. */
export const HOSTILE_CHAT_MESSAGES: readonly string[] = [
  '<a'.repeat(1500),
  "'".repeat(3000),
  "' or ".repeat(600),
  ';'.repeat(3000),
  '{{'.repeat(1500),
  '${'.repeat(1500),
  '%0'.repeat(1500),
  'A1b+'.repeat(750),
  'a '.repeat(1500),
  'ab'.repeat(1500),
  '\u0301'.repeat(3000),
  '1 '.repeat(1500),
  'a@'.repeat(1500),
  'on'.repeat(1500),
  '/*'.repeat(1500),
  '&#'.repeat(1500),
];

const MEGABYTE = 1_000_000;

/** A 1 MB chat message of ordinary words. */
export const megabyteChatMessage = (): string => 'Vad gäller för bidrag? '.repeat(Math.ceil(MEGABYTE / 23));

/** 1 MB of nested tags and script prefixes for the sanitiser. */
export const nestedMarkup = (): string =>
  `${'<'.repeat(100_000)}${'b>'.repeat(100_000)}${'java'.repeat(50_000)}${'script:'.repeat(50_000)}`;

/** 1 MB texts for the personal-data scan. */
export const hostileMegabyteTexts = (): string[] => [
  '1 '.repeat(MEGABYTE / 2),
  '1-'.repeat(MEGABYTE / 2),
  'a@'.repeat(MEGABYTE / 2),
  '@a.'.repeat(MEGABYTE / 3),
  '8'.repeat(MEGABYTE),
  '850709-9805 '.repeat(MEGABYTE / 12),
  'a'.repeat(MEGABYTE),
  '(at)'.repeat(MEGABYTE / 4),
  `${'a'.repeat(63)}@`.repeat(MEGABYTE / 64),
  '1234 - '.repeat(MEGABYTE / 7),
  '12.'.repeat(MEGABYTE / 3),
];
