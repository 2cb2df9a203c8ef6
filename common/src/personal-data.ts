import Personnummer from 'personnummer';

/**
 * Personal-data gate for free text (spec 1 §1, §5; reliability §4.1, requirement 7).
 *
 * Users must never enter personal data. The web client and the server run the same check
 * (`containsPersonalData`) so the server enforces every rule the UI shows. Two rules cover identity
 * numbers, and both are used in both places:
 *
 * - The spec rule ("6 digits, 4 digits"): six digits and four digits joined by '-', '+' or a
 *   space, e.g. '850709-9805', whether the check digit is right or not. This is what the original UI
 *   blocked; it catches mistyped numbers too. An organisation number ('212000-0142') is left alone:
 *   its third digit is 2 or more, a month no person is born in.
 * - The validated rule: YYMMDDNNNC, YYMMDD-NNNC, YYMMDD+NNNC, YYYYMMDDNNNC and YYYYMMDD-NNNC (also
 *   with '+' or a space), accepted only when the date (day + 60 for a samordningsnummer) and the
 *   Luhn check digit are valid (`personnummer` package). It adds the compact 10-digit form, which the
 *   spec rule leaves alone because most 10-digit numbers are something else (a valid date and check
 *   digit happen for roughly 1 in 30 random ones).
 *
 * Other kinds: runs of 12 or more digits (the spec says 12–16; longer runs such as bank-account
 * numbers are blocked too), whole or in groups of at least 3 digits joined by single spaces or
 * hyphens ('4111 1111 1111 1111'), except a list of years ('2019 2020 2021'); and e-mail addresses
 * (also 'namn(at)kommun.se').
 *
 * The number rules also take a number spread out ('8 5 0 7 0 9 9 8 0 5', '850709-980 5'), typed with
 * O for 0 or l for 1 ('85O7O9-98O5'), with accents on its digits, or cut in two: a date standing
 * alone and, within a sentence or two after it, four digits standing alone that make it a valid
 * number ('Född 850709. Sista fyra: 9805.').
 *
 * Everything is matched on `normalizeForScreening(text)`, so full-width digits, invisible characters
 * inside a number and en dashes as separators do not get past. Dates ('2024-05-01'), date ranges
 * ('2024-01-01–2024-12-31'), SFS numbers ('2017:900'), section references and amounts in kronor
 * ('12 000 kr', '1 250 000 kr') are not matched. All scanning is linear in the text length.
 */

export type PersonalDataKind =
  | 'personal_identity_number'
  | 'coordination_number'
  | 'long_digit_run'
  | 'email';

export type PersonalDataMatch = {
  kind: PersonalDataKind;
  /** The matched text as it appears in `normalizeForScreening(text)`. */
  match: string;
  /** Offset of `match` in `normalizeForScreening(text)`. */
  index: number;
};

/** Zero-width, bidi-control, soft-hyphen and grapheme-joiner characters (Trojan Source, hidden digits). */
const INVISIBLE_CHARACTERS = /\u034F|[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const DASH_VARIANTS = /[\u2010-\u2015\u2212]/g;

// Arabic-Indic, Devanagari, Thai … digits, which NFKC leaves alone.
const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/gu;
const IS_DIGIT = /^\p{Nd}$/u;

/**
 * Unicode encodes every decimal digit in runs of ten, 0 to 9, so a digit's value is its distance
 * from the start of its run, modulo 10 (runs can sit back to back).
 */
const asciiDigit = (digit: string): string => {
  const code = digit.codePointAt(0) ?? 0;
  let start = code;
  while (IS_DIGIT.test(String.fromCodePoint(start - 1))) {
    start -= 1;
  }
  return String((code - start) % 10);
};

/**
 * The form every screening rule reads: invisible characters removed, NFKC (full-width and
 * mathematical digits become ASCII, no-break spaces become spaces), dash variants turned into '-',
 * other decimal digits (Arabic-Indic, Devanagari …) turned into ASCII. Idempotent.
 */
export const normalizeForScreening = (text: string): string =>
  text
    .replace(INVISIBLE_CHARACTERS, '')
    .normalize('NFKC')
    .replace(DASH_VARIANTS, '-')
    .replace(NON_ASCII_DIGIT, asciiDigit);

type Finding = { kind: PersonalDataKind; start: number; end: number; priority: number };

const COMBINING_MARK = /\p{M}/gu;
/** Digits with the letters that pass for them: O and o for 0, l and I for 1. */
const DIGIT_LIKE_RUN = /[0-9OolI]+/g;
const DIGIT_LIKE_LETTER = /[OolI]/g;
const LETTER_DIGITS: Record<string, string> = { O: '0', o: '0', l: '1', I: '1' };

/** The screening text as the number rules read it, and each character's offset in the screening text. */
type NumberView = { text: string; originOf: (index: number) => number };

// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII
const NON_ASCII = /[^\u0000-\u007F]/;

const DIGIT_BESIDE_LETTER = /\d[OolI]|[OolI]\d/;

const readDigitLikeLetters = (text: string): string =>
  DIGIT_BESIDE_LETTER.test(text)
    ? text.replace(DIGIT_LIKE_RUN, (run) =>
        /[OolI]/.test(run) && /\d/.test(run)
          ? run.replace(DIGIT_LIKE_LETTER, (letter) => LETTER_DIGITS[letter] ?? letter)
          : run,
      )
    : text;

/**
 * Combining marks dropped ('8\u0301' reads '8', 'Ö' reads 'O'), and O, o, l and I read as digits
 * in a run of digits and such letters that holds a real digit ('85O7O9'), so a number
 * typed with look-alikes is still a number. Every character of the view comes from one character
 * of the screening text, so findings map back to it. Linear.
 */
const numberView = (normalized: string): NumberView => {
  if (!NON_ASCII.test(normalized)) {
    return { text: readDigitLikeLetters(normalized), originOf: (index) => index };
  }
  const parts: string[] = [];
  const origin: number[] = [];
  let offset = 0;
  for (const character of normalized) {
    const bases =
      character.charCodeAt(0) < 128 ? character : character.normalize('NFD').replace(COMBINING_MARK, '');
    for (const base of bases) {
      parts.push(base);
      origin.push(offset);
    }
    offset += character.length;
  }
  return { text: readDigitLikeLetters(parts.join('')), originOf: (index) => origin[index] ?? index };
};

/** Digit groups joined by one '-', '+' or space. Unambiguous, so the scan is linear. */
const DIGIT_CHAIN = /\d+(?:[ +-]\d+)*/g;
const DIGIT_GROUP = /\d+/g;

type DigitGroup = { digits: string; start: number; end: number; separatorBefore: string };

const isDayCoordination = (day: string): boolean => Number(day) > 60;

/** YYMMDD + NNNC: valid in either of the two centuries the short form can mean. */
const validShortNumber = (date: string, serial: string): PersonalDataKind | null => {
  if (!Personnummer.valid(`${date}-${serial}`) && !Personnummer.valid(`${date}+${serial}`)) {
    return null;
  }
  return isDayCoordination(date.slice(4, 6)) ? 'coordination_number' : 'personal_identity_number';
};

/** YYYYMMDD + NNNC. */
const validLongNumber = (date: string, serial: string): PersonalDataKind | null => {
  if (!Personnummer.valid(`${date}${serial}`)) {
    return null;
  }
  return isDayCoordination(date.slice(6, 8)) ? 'coordination_number' : 'personal_identity_number';
};

/** Modulus 10 over the last ten digits of digits[from, to) (YYMMDDNNNC): cheap, so most candidates end here. */
const luhnValid = (digits: string, from = 0, to = digits.length): boolean => {
  let sum = 0;
  const first = Math.max(from, to - 10);
  for (let i = first; i < to; i += 1) {
    let product = (digits.charCodeAt(i) - 48) * ((i - first) % 2 === 0 ? 2 : 1);
    if (product > 9) {
      product -= 9;
    }
    sum += product;
  }
  return sum % 10 === 0;
};

const validIdentityNumber = (date: string, serial: string): PersonalDataKind | null => {
  if (serial.length !== 4 || !luhnValid(date + serial)) {
    return null;
  }
  if (date.length === 6) {
    return validShortNumber(date, serial);
  }
  if (date.length === 8 && /^(?:18|19|20)/.test(date)) {
    return validLongNumber(date, serial);
  }
  return null;
};

const YEAR = /^(?:19|20)\d\d$/;

const scanDigitChain = (chain: string, offset: number, findings: Finding[]): void => {
  const groups: DigitGroup[] = [];
  for (const group of chain.matchAll(DIGIT_GROUP)) {
    const start = offset + group.index;
    groups.push({
      digits: group[0],
      start,
      end: start + group[0].length,
      separatorBefore: group.index > 0 ? (chain[group.index - 1] ?? '') : '',
    });
  }

  for (const [i, group] of groups.entries()) {
    // Validated rule, compact forms: YYMMDDNNNC and YYYYMMDDNNNC.
    if (group.digits.length === 10 || group.digits.length === 12) {
      const kind = validIdentityNumber(group.digits.slice(0, -4), group.digits.slice(-4));
      if (kind) {
        findings.push({ kind, start: group.start, end: group.end, priority: 0 });
      }
    }
    const next = groups[i + 1];
    if (!next) {
      continue;
    }
    // Spec rule: six digits, a separator, four digits — blocked even when the check digit is wrong,
    // unless the month's first digit makes it an organisation number. Valid numbers with separators
    // are found, with their kind, by scanTypedNumbers.
    if (group.digits.length === 6 && next.digits.length === 4 && (group.digits[2] ?? '') < '2') {
      findings.push({ kind: 'personal_identity_number', start: group.start, end: next.end, priority: 1 });
    }
  }

  // Long digit runs: consecutive groups of 3+ digits joined by spaces or hyphens ('+' is arithmetic).
  let runStart = 0;
  while (runStart < groups.length) {
    let runEnd = runStart;
    const first = groups[runStart];
    if (!first || first.digits.length < 3) {
      runStart += 1;
      continue;
    }
    let digits = first.digits.length;
    let allYears = YEAR.test(first.digits);
    for (;;) {
      const candidate = groups[runEnd + 1];
      if (!candidate || candidate.digits.length < 3 || candidate.separatorBefore === '+') {
        break;
      }
      runEnd += 1;
      digits += candidate.digits.length;
      allYears &&= YEAR.test(candidate.digits);
    }
    const last = groups[runEnd];
    const yearList = allYears && runEnd > runStart;
    if (last && digits >= 12 && !yearList) {
      findings.push({ kind: 'long_digit_run', start: first.start, end: last.end, priority: 2 });
    }
    runStart = runEnd + 1;
  }
};

/** What people type between the parts of a number: whitespace, '-', '+', '.', '/', '_', ':'. */
const TYPED_SEPARATOR = /^[\s+./_:-]{1,4}$/;
const TYPED_SEPARATOR_MAX = 4;

/** How the date part of an identity number may be split: YYMMDD, YYYYMMDD, YY MM DD, YYYY MM DD, YYYY MMDD, YY MMDD. */
const DATE_SPLITS = new Set(['6', '8', '2,2,2', '4,2,2', '4,4', '2,4']);
const DATE_PARTS_MAX = 3;
/** A date and a time ('2024-05-01 14.30'): twelve digits, but no number spread out. */
const DATE_TIME_SPLIT = '4,2,2,2,2';
/** Groups this short are a number spread out ('8 5 0 7 0 9 9 8 0 5', '850709-980 5'). */
const SPREAD_GROUP_MAX = 3;
/** How far after its date the last four digits are looked for ('Född 850709. Sista fyra: 9805.'). */
const SPLIT_NUMBER_GAP_MAX = 120;
/** A date part standing alone: YYMMDD, YYYYMMDD or YY MM DD. */
const LONE_DATE_SPLITS = new Set(['6', '8', '2,2,2']);

const isAsciiDigit = (code: number): boolean => code >= 48 && code <= 57;

type LoneGroup = { digits: string; start: number; end: number };

/**
 * The validated rule with any typed separators, up to four in a row: '521230 - 1971', '400529.9294',
 * '1939-07-28-0360', '850709\n9805'. In a chain of digit groups joined by such separators, each
 * 4-digit group is tried as NNNC with the groups before it as the date. A 4-digit group that goes
 * on with a separator and 1–2 digits is the year of a date range ('2024-01-01–2024-12-31').
 * A chain of 10 or 12 digits in all, and a stretch of short groups that adds up to 10 or 12, is
 * tried as a number spread out ('8 5 0 7 0 9 9 8 0 5'). A date standing alone with four digits
 * standing alone after it, within a sentence or two, is tried as one number too.
 * One pass over the text, a bounded amount of work per group.
 */
const scanTypedNumbers = (text: string, findings: Finding[]): void => {
  const starts: number[] = [];
  const ends: number[] = [];
  const loneDates: LoneGroup[] = [];
  const loneSerials: LoneGroup[] = [];
  const length = (j: number) => (ends[j] ?? 0) - (starts[j] ?? 0);
  const tryGroup = (j: number, chainEnd: boolean) => {
    const start = starts[j] ?? 0;
    const end = ends[j] ?? 0;
    if (end - start !== 4 || j === 0) {
      return;
    }
    const nextStart = starts[j + 1];
    const nextEnd = ends[j + 1];
    if (!chainEnd && nextStart !== undefined && nextEnd !== undefined && nextEnd - nextStart <= 2) {
      if (/\S/.test(text.slice(end, nextStart))) {
        return;
      }
    }
    let split = '';
    let date = '';
    for (let parts = 1; parts <= Math.min(DATE_PARTS_MAX, j); parts += 1) {
      const first = j - parts;
      const firstStart = starts[first] ?? 0;
      const part = text.slice(firstStart, ends[first]);
      split = split === '' ? String(part.length) : `${part.length},${split}`;
      date = part + date;
      if (!DATE_SPLITS.has(split)) {
        continue;
      }
      const kind = validIdentityNumber(date, text.slice(start, end));
      if (kind) {
        findings.push({ kind, start: firstStart, end, priority: 0 });
      }
    }
  };
  /** Whether groups first…last, whose digits are `digits`, are one identity number (then a finding). */
  const trySpread = (first: number, last: number, digits: string): boolean => {
    const lengths: number[] = [];
    for (let j = first; j <= last; j += 1) {
      lengths.push(length(j));
    }
    const kind =
      lengths.join(',') === DATE_TIME_SPLIT
        ? null
        : validIdentityNumber(digits.slice(0, -4), digits.slice(-4));
    if (kind) {
      findings.push({ kind, start: starts[first] ?? 0, end: ends[last] ?? 0, priority: 0 });
    }
    return kind !== null;
  };
  const flush = () => {
    for (let j = 0; j < starts.length; j += 1) {
      tryGroup(j, j === starts.length - 1);
    }
    // The chain's digits, and where each group begins in them.
    let chainDigits = '';
    const offsets: number[] = [];
    for (let j = 0; j < starts.length; j += 1) {
      offsets.push(chainDigits.length);
      chainDigits += text.slice(starts[j], ends[j]);
    }
    offsets.push(chainDigits.length);
    if (starts.length > 1 && (chainDigits.length === 10 || chainDigits.length === 12)) {
      trySpread(0, starts.length - 1, chainDigits);
    }
    for (let first = 0; first < starts.length; first += 1) {
      const from = offsets[first] ?? 0;
      for (let last = first; last < starts.length && length(last) <= SPREAD_GROUP_MAX; last += 1) {
        const to = offsets[last + 1] ?? 0;
        if (to - from > 12) {
          break;
        }
        const complete = last > first && (to - from === 10 || to - from === 12);
        if (
          complete &&
          luhnValid(chainDigits, from, to) &&
          trySpread(first, last, chainDigits.slice(from, to))
        ) {
          // The groups up to here are marked; the next number starts after them.
          first = last;
          break;
        }
      }
    }
    // Only a chain of one to three groups can stand alone as a date or as the last four digits.
    const split = starts.length <= 3 ? starts.map((_, j) => length(j)).join(',') : '';
    const chain = { start: starts[0] ?? 0, end: ends.at(-1) ?? 0 };
    if (LONE_DATE_SPLITS.has(split)) {
      loneDates.push({ ...chain, digits: text.slice(chain.start, chain.end).replace(/\D/g, '') });
    } else if (split === '4') {
      loneSerials.push({ ...chain, digits: text.slice(chain.start, chain.end) });
    }
    starts.length = 0;
    ends.length = 0;
  };

  let i = 0;
  while (i < text.length) {
    if (!isAsciiDigit(text.charCodeAt(i))) {
      i += 1;
      continue;
    }
    const start = i;
    while (i < text.length && isAsciiDigit(text.charCodeAt(i))) {
      i += 1;
    }
    const previousEnd = ends.at(-1);
    const joined =
      previousEnd !== undefined &&
      start - previousEnd <= TYPED_SEPARATOR_MAX &&
      TYPED_SEPARATOR.test(text.slice(previousEnd, start));
    if (!joined) {
      flush();
    }
    starts.push(start);
    ends.push(i);
  }
  flush();

  // The date and the last four digits apart: both are marked, the words between them are not.
  let firstSerial = 0;
  for (const date of loneDates) {
    while ((loneSerials[firstSerial]?.start ?? Number.POSITIVE_INFINITY) < date.end) {
      firstSerial += 1;
    }
    for (let k = firstSerial; k < loneSerials.length; k += 1) {
      const serial = loneSerials[k];
      if (!serial || serial.start - date.end > SPLIT_NUMBER_GAP_MAX) {
        break;
      }
      const kind = validIdentityNumber(date.digits, serial.digits);
      if (kind) {
        findings.push({ kind, start: date.start, end: date.end, priority: 0 });
        findings.push({ kind, start: serial.start, end: serial.end, priority: 0 });
      }
    }
  }
};

/** '@', or '(at)' / '[at]' / '{at}' / '(snabel-a)' spelled out; up to 3 spaces either side. */
const AT_SIGN = / {0,3}(?:@|[([{] {0,3}(?:at|snabel-?a) {0,3}[)\]}]) {0,3}/gi;
const EMAIL_DOMAIN = /[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8}\.\p{L}{2,24}/uy;
const EMAIL_LOCAL_CHARACTER = /[\p{L}\p{N}._%+-]/u;
const LOCAL_PART_MAX = 64;

const isLocalCharacter = (character: string): boolean => {
  const code = character.charCodeAt(0);
  if (code < 128) {
    return (
      (code >= 48 && code <= 57) ||
      (code >= 65 && code <= 90) ||
      (code >= 97 && code <= 122) ||
      character === '.' ||
      character === '_' ||
      character === '%' ||
      character === '+' ||
      character === '-'
    );
  }
  return EMAIL_LOCAL_CHARACTER.test(character);
};

const scanEmails = (text: string, findings: Finding[]): void => {
  if (!/@|\bat\b|snabel/i.test(text)) {
    return;
  }
  for (const at of text.matchAll(AT_SIGN)) {
    let localStart = at.index;
    const floor = Math.max(0, at.index - LOCAL_PART_MAX);
    while (localStart > floor && isLocalCharacter(text[localStart - 1] ?? '')) {
      localStart -= 1;
    }
    while (localStart < at.index && text[localStart] === '.') {
      localStart += 1;
    }
    if (localStart === at.index) {
      continue;
    }
    EMAIL_DOMAIN.lastIndex = at.index + at[0].length;
    const domain = EMAIL_DOMAIN.exec(text);
    if (domain) {
      findings.push({ kind: 'email', start: localStart, end: domain.index + domain[0].length, priority: 0 });
    }
  }
};

const scan = (normalized: string): Finding[] => {
  const view = numberView(normalized);
  const numbers: Finding[] = [];
  for (const chain of view.text.matchAll(DIGIT_CHAIN)) {
    if (chain[0].length >= 10) {
      scanDigitChain(chain[0], chain.index, numbers);
    }
  }
  scanTypedNumbers(view.text, numbers);
  // A finding ends on a digit, one character of the screening text.
  const findings = numbers.map((finding) => ({
    ...finding,
    start: view.originOf(finding.start),
    end: view.originOf(finding.end - 1) + 1,
  }));
  scanEmails(normalized, findings);

  // Keep the most specific finding where several cover the same text.
  findings.sort((a, b) => a.start - b.start || b.end - a.end || a.priority - b.priority);
  const kept: Finding[] = [];
  let coveredTo = -1;
  for (const finding of findings) {
    if (finding.end <= coveredTo) {
      continue;
    }
    kept.push(finding);
    coveredTo = Math.max(coveredTo, finding.end);
  }
  return kept;
};

/** Every personal identity number, coordination number, long digit run and e-mail address in the text. */
export const findPersonalData = (text: string): PersonalDataMatch[] => {
  const normalized = normalizeForScreening(text);
  return scan(normalized).map((finding) => ({
    kind: finding.kind,
    match: normalized.slice(finding.start, finding.end),
    index: finding.start,
  }));
};

/**
 * The one gate every way in blocks on: the chat input (web) and the chat endpoint, the history,
 * retrieval, statement embedding, feedback, the info chat and the contact form. `allow` names kinds
 * a channel may carry: the contact form's message may hold the sender's own e-mail address.
 */
export const containsPersonalData = (
  text: string,
  options: { allow?: readonly PersonalDataKind[] } = {},
): boolean => findPersonalData(text).some((found) => !options.allow?.includes(found.kind));

/**
 * `normalizeForScreening(text)` with every character of each finding replaced by '*', so positions are
 * kept. For logs and error reports.
 */
export const maskPersonalData = (text: string): string => {
  const normalized = normalizeForScreening(text);
  let masked = '';
  let position = 0;
  for (const finding of scan(normalized)) {
    masked += normalized.slice(position, finding.start) + '*'.repeat(finding.end - finding.start);
    position = finding.end;
  }
  return masked + normalized.slice(position);
};
