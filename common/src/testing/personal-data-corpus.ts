import fc from 'fast-check';

/**
 * Generated text for testing the personal-data gate (property test and `npm run bench -- pii`),
 * written from the number formats (Skatteverket; reliability §4.1) and from how people type them,
 * not from the gate's code.
 */

/** Modulus-10 (Luhn) check digit over YYMMDDNNN, weights 2,1,2,… */
export const luhnCheckDigit = (nine: string): number => {
  let sum = 0;
  for (const [i, character] of [...nine].entries()) {
    let product = Number(character) * (i % 2 === 0 ? 2 : 1);
    if (product > 9) {
      product -= 9;
    }
    sum += product;
  }
  return (10 - (sum % 10)) % 10;
};

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

export type IdentityNumber = {
  century: string;
  yy: string;
  mm: string;
  dd: string;
  serial: string;
  check: number;
  coordination: boolean;
};

/** A personnummer or samordningsnummer (day + 60) with a valid date and check digit. */
export const identityNumberArb: fc.Arbitrary<IdentityNumber> = fc
  .record({
    date: fc.date({
      min: new Date(Date.UTC(1900, 0, 1)),
      max: new Date(Date.UTC(2025, 11, 31)),
      noInvalidDate: true,
    }),
    serial: fc.integer({ min: 1, max: 999 }),
    coordination: fc.boolean(),
  })
  .map(({ date, serial, coordination }) => {
    const year = date.getUTCFullYear();
    const yy = pad(year % 100, 2);
    const mm = pad(date.getUTCMonth() + 1, 2);
    const dd = pad(date.getUTCDate() + (coordination ? 60 : 0), 2);
    const serialText = pad(serial, 3);
    return {
      century: pad(Math.floor(year / 100), 2),
      yy,
      mm,
      dd,
      serial: serialText,
      check: luhnCheckDigit(`${yy}${mm}${dd}${serialText}`),
      coordination,
    };
  });

/** Between the date and the last four digits: what people type or paste. */
export const TYPED_SEPARATORS = [
  '-',
  '+',
  ' ',
  ' - ',
  '.',
  '/',
  ' / ',
  '_',
  ':',
  '--',
  '\n',
  '\r\n',
  '\t',
  '  ',
  '–',
  ' – ',
  '—',
  '‐',
  '−',
  '－',
  '\u00A0',
  '\u202F',
] as const;

/** Between year, month and day when the date itself is written with separators ('1939-07-28-0360'). */
const DATE_SEPARATORS = ['-', '.', '/', ' '] as const;

/** Decimal digit sets: ASCII, full-width, mathematical bold, Arabic-Indic, Persian, Devanagari, Bengali, Thai. */
const DIGIT_ZEROS = [0x30, 0xff10, 0x1d7ce, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50] as const;

/** Zero-width, bidi-control, soft-hyphen and word-joiner characters. */
export const INVISIBLES = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u034F',
  '\u202A',
  '\u2066',
  '\u200E',
] as const;

const SWEDISH_BEFORE = [
  'Sökanden har personnummer ',
  'Gäller det här ärendet (',
  'pnr: ',
  'Pnr:',
  'Hej! Kan du kolla ',
  'Ärendet för ',
  'Mamman till barnet, ',
  'Enligt 5 § lag (2018:222) söker ',
  'Samordningsnummer ',
  'Kan en person med nummer\n',
  'Fick in en ansökan 2024-05-01 från ',
  'Hur gör jag med ',
  '',
] as const;

const SWEDISH_AFTER = [
  ' – vad gäller?',
  ') och hennes ansökan om bidrag?',
  '?',
  ' har sökt bidrag för 45 000 kr.',
  '. Hon flyttade 2024-05-01.',
  ', som bor i lägenhet 1102, vill ha ramp.',
  '\nHan har fått avslag tidigare.',
  ' har rätt till bostadsanpassning?',
  '',
] as const;

export type DisguisedNumber = {
  id: IdentityNumber;
  text: string;
};

const withDigits = (text: string, zeros: readonly number[]): string => {
  let digitIndex = 0;
  return Array.from(text, (character) => {
    if (!/[0-9]/.test(character)) {
      return character;
    }
    const zero = zeros[digitIndex % zeros.length] ?? 0x30;
    digitIndex += 1;
    return String.fromCodePoint(zero + Number(character));
  }).join('');
};

/**
 * A Luhn-valid number in one of the formats (10 or 12 digits, date compact or split, any typed
 * separator), its digits in one or several digit sets, invisible characters anywhere in it, inside
 * Swedish text.
 */
export const disguisedNumberArb: fc.Arbitrary<DisguisedNumber> = fc
  .record({
    id: identityNumberArb,
    withCentury: fc.boolean(),
    dateSeparator: fc.option(fc.constantFrom(...DATE_SEPARATORS), { freq: 4 }),
    separator: fc.option(fc.constantFrom(...TYPED_SEPARATORS), { freq: 6 }),
    digitSets: fc.oneof(
      fc.constant([0x30]),
      fc.constantFrom(...DIGIT_ZEROS).map((zero) => [zero]),
      fc.array(fc.constantFrom(...DIGIT_ZEROS), { minLength: 1, maxLength: 12 }),
    ),
    insertions: fc.array(fc.record({ at: fc.nat(), character: fc.constantFrom(...INVISIBLES) }), {
      maxLength: 4,
    }),
    before: fc.constantFrom(...SWEDISH_BEFORE),
    after: fc.constantFrom(...SWEDISH_AFTER),
  })
  .map(({ id, withCentury, dateSeparator, separator, digitSets, insertions, before, after }) => {
    const year = withCentury ? `${id.century}${id.yy}` : id.yy;
    const date = [year, id.mm, id.dd].join(dateSeparator ?? '');
    // '+' marks a person of 100 or more in the 10-digit form only; a split date needs a separator.
    const plainSeparator = separator === '+' && withCentury ? '-' : separator;
    const between = plainSeparator ?? (dateSeparator ? '-' : '');
    const characters = Array.from(withDigits(`${date}${between}${id.serial}${id.check}`, digitSets));
    for (const { at, character } of insertions) {
      characters.splice(at % (characters.length + 1), 0, character);
    }
    return { id, text: `${before}${characters.join('')}${after}` };
  });

/**
 * The ways issue 24 found numbers getting past the gate, written from how a person hides a number
 * from a filter: a space before the check digit, every digit spaced, the letter O for zero, accents
 * on the digits, and the date and the last four digits in two sentences.
 */
export const OBFUSCATION_FORMS = [
  'space before the check digit',
  'all digits spaced',
  'letter O for zero',
  'combining accent',
  'date and last four in two sentences',
] as const;
export type ObfuscationForm = (typeof OBFUSCATION_FORMS)[number];

/** Acute, grave, diaeresis, ring, cedilla, tilde: accents a keyboard or a paste can put on a digit. */
const COMBINING_ACCENTS = ['\u0301', '\u0300', '\u0308', '\u030A', '\u0327', '\u0303'] as const;

const SERIAL_LEADS = [
  'De fyra sista siffrorna är',
  'Sista fyra:',
  'Numret slutar på',
  'Kontrollsiffrorna är',
  'Och sedan',
] as const;

export type ObfuscatedNumber = { id: IdentityNumber; form: ObfuscationForm; text: string };

/** A Luhn-valid number hidden in one of the obfuscation forms, inside Swedish text. */
export const obfuscatedNumberArb: fc.Arbitrary<ObfuscatedNumber> = fc
  .record({
    id: identityNumberArb,
    form: fc.constantFrom(...OBFUSCATION_FORMS),
    withCentury: fc.boolean(),
    separator: fc.constantFrom('-', ' ', ''),
    spacing: fc.constantFrom(' ', '  ', ' - '),
    letters: fc.array(fc.constantFrom('O', 'o'), { minLength: 12, maxLength: 12 }),
    accents: fc.array(fc.record({ at: fc.nat(), accent: fc.constantFrom(...COMBINING_ACCENTS) }), {
      minLength: 1,
      maxLength: 3,
    }),
    lead: fc.constantFrom(...SERIAL_LEADS),
    before: fc.constantFrom(...SWEDISH_BEFORE),
    after: fc.constantFrom(...SWEDISH_AFTER),
  })
  .map(({ id, form, withCentury, separator, spacing, letters, accents, lead, before, after }) => {
    const date = `${withCentury ? id.century : ''}${id.yy}${id.mm}${id.dd}`;
    const serial = `${id.serial}${id.check}`;
    const plain = `${date}${separator}${serial}`;
    let number: string;
    switch (form) {
      case 'space before the check digit':
        number = `${date}${separator}${id.serial} ${id.check}`;
        break;
      case 'all digits spaced':
        number = `${[...date].join(' ')}${spacing}${[...serial].join(' ')}`;
        break;
      case 'letter O for zero': {
        let zero = 0;
        number = plain.replace(/0/g, () => letters[zero++ % letters.length] ?? 'O');
        break;
      }
      case 'combining accent': {
        const characters = [...plain];
        for (const { at, accent } of accents) {
          const digit = at % characters.length;
          characters[digit] = `${characters[digit]}${accent}`;
        }
        number = characters.join('');
        break;
      }
      case 'date and last four in two sentences':
        return { id, form, text: `${before}född ${date}. ${lead} ${serial}.${after}` };
    }
    return { id, form, text: `${before}${number}${after}` };
  });

// ---------------------------------------------------------------------------------------------
// Innocent questions: numbers a case officer writes that are not personal data.

const int = (min: number, max: number) => fc.integer({ min, max });
const two = (min: number, max: number) => int(min, max).map((value) => pad(value, 2));
const digits = (count: number) =>
  fc.array(int(0, 9), { minLength: count, maxLength: count }).map((values) => values.join(''));

const sfsNumber = fc.tuple(int(1970, 2025), int(1, 1500)).map(([year, number]) => `${year}:${number}`);

/** Amounts the way Swedes write them: '12 000 kr', '1 250 000 kronor', '4 500,50 kr', '45 000:-'. */
const amount = fc
  .tuple(int(1, 9_999_999), fc.constantFrom(' kr', ' kronor', ':-', ' SEK', ',50 kr', ' kr per månad'))
  .map(([value, unit]) => `${value.toLocaleString('sv-SE').replace(/\s/g, ' ')}${unit}`);

const isoDate = fc.tuple(int(1990, 2030), two(1, 12), two(1, 28)).map(([y, m, d]) => `${y}-${m}-${d}`);
const date = fc.oneof(
  isoDate,
  fc.tuple(two(1, 28), two(1, 12), int(1990, 2030)).map(([d, m, y]) => `${d}.${m}.${y}`),
  fc.tuple(int(1990, 2030), two(1, 12), two(1, 28)).map(([y, m, d]) => `${y}/${m}/${d}`),
  fc
    .tuple(int(1, 28), fc.constantFrom('januari', 'maj', 'oktober'), int(1990, 2030))
    .map(([d, m, y]) => `${d} ${m} ${y}`),
  fc.tuple(isoDate, fc.constantFrom('–', ' - ', ' till ', '--'), isoDate).map(([a, s, b]) => `${a}${s}${b}`),
  fc.tuple(isoDate, two(0, 23), two(0, 59)).map(([d, h, m]) => `${d} kl. ${h}:${m}`),
);

/** Swedish phone numbers: mobile, Stockholm, other area codes, international form. */
const phone = fc.oneof(
  fc.tuple(int(0, 9), digits(3), digits(2), digits(2)).map(([a, b, c, d]) => `07${a}-${b} ${c} ${d}`),
  fc.tuple(int(0, 9), digits(7)).map(([a, b]) => `07${a}-${b}`),
  fc.tuple(digits(3), digits(3), digits(2)).map(([a, b, c]) => `08-${a} ${b} ${c}`),
  fc.tuple(int(10, 99), digits(3), digits(2), digits(2)).map(([a, b, c, d]) => `0${a}-${b} ${c} ${d}`),
  fc.tuple(int(0, 9), digits(3), digits(2), digits(2)).map(([a, b, c, d]) => `+46 7${a} ${b} ${c} ${d}`),
  fc.tuple(int(0, 9), digits(7)).map(([a, b]) => `07${a}${b}`),
);

/** Diary and court case numbers: 'KS 2024/123', 'SN 2023.0456', '2024-000123', 'mål nr 1234-23'. */
const caseNumber = fc.oneof(
  fc
    .tuple(fc.constantFrom('KS', 'SN', 'BN', 'SBN'), int(2015, 2025), int(1, 2999))
    .map(([unit, year, n]) => `${unit} ${year}/${n}`),
  fc
    .tuple(fc.constantFrom('SN', 'KS'), int(2015, 2025), digits(4))
    .map(([unit, y, n]) => `${unit} ${y}.${n}`),
  fc.tuple(int(2015, 2025), digits(6)).map(([year, n]) => `${year}-${n}`),
  fc
    .tuple(fc.constantFrom('mål nr', 'T', 'B', 'Ö'), int(100, 9999), two(10, 25))
    .map(([p, n, y]) => `${p} ${n}-${y}`),
  fc.tuple(int(2015, 2025), int(1, 999), two(1, 99)).map(([year, n, part]) => `dnr ${year}/${n}-${part}`),
);

/** Organisation numbers ('212000-0142'): the third digit is 2 or more, and the last is a Luhn check digit. */
const organisationNumber = fc
  .tuple(fc.constantFrom('2', '5', '7', '8', '9'), digits(1), int(2, 9), digits(3), digits(3))
  .map(([group, second, third, rest, serial]) => {
    const nine = `${group}${second}${third}${rest}${serial}`;
    return `${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`;
  });

const section = fc.oneof(
  fc.tuple(int(1, 30), int(1, 40)).map(([chapter, paragraph]) => `${chapter} kap. ${paragraph} §`),
  fc.tuple(int(1, 60), fc.constantFrom('första', 'andra', 'tredje')).map(([p, s]) => `${p} § ${s} stycket`),
  fc.tuple(int(1, 30), int(1, 40), int(1, 9)).map(([c, p, point]) => `${c}:${p} punkt ${point}`),
);

const TEMPLATES: ((value: string) => string)[] = [
  (value) => `Vad säger lagen (${value}) om bostadsanpassning?`,
  (value) => `Gäller ${value} även för fritidshus?`,
  (value) => `Sökanden har fått offert på ${value}, är det skäligt?`,
  (value) => `Ansökan kom in ${value}. Hinner vi fatta beslut i tid?`,
  (value) => `Jag nås på ${value} om du vill ringa.`,
  (value) => `I ärende ${value} undrar jag om ramp räknas som anpassning?`,
  (value) => `Enligt ${value} ska vi väl göra en ny bedömning?`,
  (value) => `Hur tolkas ${value} när det gäller trappor?`,
  (value) => `Fakturan ska ställas till organisationsnummer ${value}, går det bra?`,
];

/**
 * A case officer's question with SFS numbers, amounts, dates, phone numbers, case, section or
 * organisation numbers.
 */
export const innocentQuestionArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...TEMPLATES),
    fc.oneof(sfsNumber, amount, date, phone, caseNumber, section, organisationNumber),
    fc.option(fc.oneof(sfsNumber, amount, date, caseNumber, section, organisationNumber), { freq: 2 }),
  )
  .map(([template, value, extra]) => template(value) + (extra ? ` Se även ${extra}.` : ''));
