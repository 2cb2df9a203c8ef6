/// <reference path="../types/snowball-stemmers.d.ts" />
import { newStemmer } from 'snowball-stemmers';

const stemmer = newStemmer('swedish');

// Function words that carry no meaning for retrieval (a short list: legal words such as
// "får", "ska" and "inte", and the words of time and amount "efter", "sedan", "under" and
// "över", are kept on purpose, they change what a rule says).
const STOPWORDS = new Set(
  (
    'och i att det som en på är av för med till den de om ett han hon men var jag sig från vi så ' +
    'man när nu sin sitt sina där vid mot ut vara hade alla andra än här då bara in upp även vad ' +
    'hur mer detta dessa denna dess deras vilken vilket vilka något någon några jag du ni mig dig ' +
    'oss er min mitt mina din ditt dina vår vårt våra eller också hos ju väl'
  ).split(' '),
);

/** NFKC, lower case, invisible characters removed, whitespace collapsed. å, ä and ö stay letters. */
export const normalizeText = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Words of letters and digits, e.g. "2017:900" gives "2017" and "900". */
export const tokenize = (text: string): string[] => normalizeText(text).match(/[\p{L}\p{N}]+/gu) ?? [];

export const isStopword = (word: string): boolean => STOPWORDS.has(word);

/**
 * The Swedish Snowball stem, as PostgreSQL's 'swedish' text search makes it: the form the
 * database's word index holds, so queries against it must use this one.
 */
export const snowballStem = (word: string): string => stemmer.stem(word);

/**
 * Words Snowball cuts down to another word of the law: "laga" (repair) to "lag" (law), "rätta"
 * (correct) and "rättelse" to "rätt" (right, court). Our own indexes keep them apart.
 */
const STEM_EXCEPTIONS: [RegExp, string][] = [
  [/^lag(?:a|ade|at|as|ning|ningen)$/, 'laga'],
  [/^rätt(?:a|ade|at|as)$/, 'rätta'],
  [/^rättelse/, 'rättelse'],
  [/^rättighet/, 'rättighet'],
];

/** The stem our own indexes and comparisons use: Snowball's, without its collisions of meaning. */
export const stem = (word: string): string =>
  STEM_EXCEPTIONS.find(([pattern]) => pattern.test(word))?.[1] ?? snowballStem(word);

/** Content words, stemmed: the unit both the embedder and query analysis work on. */
export const contentStems = (text: string, stemWord: (word: string) => string = stem): string[] =>
  tokenize(text)
    .filter((word) => !isStopword(word))
    .map(stemWord);
