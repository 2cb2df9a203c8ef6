import { contentStems } from '../text/swedish-text';

const MAX_SNIPPET = 300;

/** The sentence of a chunk that shares the most words with the query, cut to a readable length. */
export const makeSnippet = (content: string, queryTerms: string[]): string => {
  const wanted = new Set(queryTerms.flatMap(contentStems));
  const sentences = content.split(/(?<=[.!?:;])\s+/).filter(Boolean);
  let best = sentences[0] ?? content;
  let bestScore = -1;
  for (const sentence of sentences) {
    const score = new Set(contentStems(sentence).filter((word) => wanted.has(word))).size;
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  return best.length > MAX_SNIPPET ? `${best.slice(0, MAX_SNIPPET - 1).trimEnd()}…` : best;
};
