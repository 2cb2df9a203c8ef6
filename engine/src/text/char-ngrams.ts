import { isStopword, tokenize } from './swedish-text';

export const MIN_GRAM = 3;
export const MAX_GRAM = 5;

/**
 * Folds letters people often type without their marks ("hyresvardens", "atgard"), so a word
 * with and without å, ä, ö, é or ü shares its n-grams.
 */
export const foldDiacritics = (word: string): string =>
  word.replace(/[åä]/g, 'a').replace(/ö/g, 'o').replace(/é/g, 'e').replace(/ü/g, 'u');

/** Content words, diacritics folded: what character n-grams are taken from. */
export const foldedWords = (text: string): string[] =>
  tokenize(text)
    .filter((word) => !isStopword(word) && word.length >= 2)
    .map(foldDiacritics);

/**
 * The word's character n-grams of 3–5 letters, with '#' marking its start and end: compounds,
 * inflections and typos share most of them with the word they are formed from.
 */
export const wordGrams = (word: string): string[] => {
  const marked = `#${word}#`;
  const grams: string[] = [];
  for (let n = MIN_GRAM; n <= MAX_GRAM; n++) {
    for (let i = 0; i + n <= marked.length; i++) {
      grams.push(marked.slice(i, i + n));
    }
  }
  return grams;
};

/** How often each n-gram occurs in a text. */
export const gramCounts = (text: string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const word of foldedWords(text)) {
    for (const gram of wordGrams(word)) {
      counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
  }
  return counts;
};
