import { RANKING } from '../ranking-config';
import { contentStems } from '../text/swedish-text';

const MAX_SNIPPET = RANKING.snippetLength;

/** A sentence of a chunk with its word stems, worked out once per chunk (see chunk-store.ts). */
export type SnippetSentence = { text: string; stems: Set<string> };

export const snippetSentences = (content: string): SnippetSentence[] =>
  content
    .split(/(?<=[.!?:;])\s+/)
    .filter(Boolean)
    .map((text) => ({ text, stems: new Set(contentStems(text)) }));

/** The sentence of a chunk that shares the most words with the query, cut to a readable length. */
export const makeSnippet = (content: string, sentences: SnippetSentence[], queryTerms: string[]): string => {
  const wanted = new Set(queryTerms.flatMap((term) => contentStems(term)));
  let best = sentences[0]?.text ?? content;
  let bestScore = -1;
  for (const sentence of sentences) {
    let score = 0;
    for (const stem of wanted) {
      if (sentence.stems.has(stem)) {
        score++;
      }
    }
    if (score > bestScore) {
      best = sentence.text;
      bestScore = score;
    }
  }
  return best.length > MAX_SNIPPET ? `${best.slice(0, MAX_SNIPPET - 1).trimEnd()}…` : best;
};
