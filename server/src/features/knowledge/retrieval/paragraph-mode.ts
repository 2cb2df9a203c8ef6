import { normalizeText } from '../text/swedish-text';
import { namedLaws } from './law-names';

const SPELLED: Record<string, number> = {
  en: 1,
  ett: 1,
  första: 1,
  två: 2,
  andra: 2,
  tre: 3,
  tredje: 3,
  fyra: 4,
  fjärde: 4,
  fem: 5,
  femte: 5,
  sex: 6,
  sjätte: 6,
  sju: 7,
  sjunde: 7,
  åtta: 8,
  åttonde: 8,
  nio: 9,
  nionde: 9,
  tio: 10,
  tionde: 10,
};
const SPELLED_WORDS = Object.keys(SPELLED).join('|');

// A chapter reference ("26 kap. 12 §"), a förordning, secrecy (OSL) or any SFS number but
// 2018:222 is not about a section of lag (2018:222); nor is a question that names another law.
const NOT_BAB_LAW = /\bkap\b|\bkap\.|förordning|sekretess|\b(?!2018:222)\d{4}:\d+/;

const namesAnotherLaw = (question: string) => [...namedLaws(question)].some((sfs) => sfs !== '2018:222');

const PATTERNS: RegExp[] = [
  /(?:^|[^\d:])(\d{1,2})\s*([a-z])?\s*§/,
  /§\s*(\d{1,2})(?:\s*([a-h])\b)?/,
  /\bparagraf(?:en)?\s+(?:nummer\s+|nr\.?\s+)?(\d{1,2})(?:\s*([a-h])\b)?/,
  new RegExp(`(?:^|\\s)(${SPELLED_WORDS})\\s*§`),
  new RegExp(`\\bparagraf(?:en)?\\s+(${SPELLED_WORDS})\\b`),
  new RegExp(`\\b(${SPELLED_WORDS})\\s+paragrafen\\b`),
];

/**
 * Paragraph mode (spec 1 §5): a question naming a section ('12 §', '§ 12', 'paragraf 12', or a
 * number spelled one to ten) is about that section of lag (2018:222). Returns the section as
 * written before '§' ('12', '5 a'), or null when the question names none or names another law.
 */
export const detectParagraphSection = (question: string): string | null => {
  const text = normalizeText(question);
  if (NOT_BAB_LAW.test(text) || namesAnotherLaw(question)) {
    return null;
  }
  for (const pattern of PATTERNS) {
    const match = pattern.exec(text);
    const raw = match?.[1];
    if (!raw) {
      continue;
    }
    const number = /^\d+$/.test(raw) ? Number(raw) : SPELLED[raw];
    if (!number || number > 99) {
      continue;
    }
    const letter = match?.[2];
    return letter ? `${number} ${letter}` : String(number);
  }
  return null;
};
