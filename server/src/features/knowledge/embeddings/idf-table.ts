import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { bm25Idf, contentStems, snowballStem } from '@app/engine';

/** How rare each word stem is in Swedish legal text: the weights of the local embedder. */
export type IdfTable = {
  /** Short hash of the table; part of the model name, so a new table means re-embedding. */
  version: string;
  weight: (stem: string) => number;
};

type IdfFile = { chunkCount: number; unknownWeight: number; weights: Record<string, number> };

/** Counts, over the given texts, how many contain each stem, and turns that into BM25's idf. */
export const buildIdfFile = (texts: string[]): IdfFile => {
  const documentFrequency = new Map<string, number>();
  for (const text of texts) {
    for (const stem of new Set(contentStems(text, snowballStem))) {
      documentFrequency.set(stem, (documentFrequency.get(stem) ?? 0) + 1);
    }
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const sorted = [...documentFrequency.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    chunkCount: texts.length,
    unknownWeight: round(bm25Idf(texts.length, 0)),
    weights: Object.fromEntries(sorted.map(([stem, df]) => [stem, round(bm25Idf(texts.length, df))])),
  };
};

export const loadIdfTable = (path: string): IdfTable => {
  const raw = readFileSync(path, 'utf8');
  const file = JSON.parse(raw) as IdfFile;
  const weights = new Map(Object.entries(file.weights));
  return {
    version: createHash('sha256').update(raw).digest('hex').slice(0, 8),
    // A word the corpus never had is as rare as it gets.
    weight: (stem) => weights.get(stem) ?? file.unknownWeight,
  };
};
