/** Citations written like "(5 § lag (2018:222) om bostadsanpassningsbidrag)" in an answer. */
const CITATION = /\(((?:\d+ kap\. )?\d+(?: [a-h])? § [^()]*\(\d{4}:\d+\)[^()]*)\)/g;

export const extractCitations = (answer: string): string[] =>
  [...answer.matchAll(CITATION)].map((match) => match[1] ?? '');
