import { fileURLToPath } from 'node:url';
import type { Embedder } from '@app/engine';
import { contentStems, normalizeText, snowballStem } from '@app/engine';
import { type IdfTable, loadIdfTable } from './idf-table';

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

const fnv1a = (text: string, seed = FNV_OFFSET): number => {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
};

const NGRAM_SIZES = [3, 4, 5] as const;
const WORD_WEIGHT = 1;
const NGRAM_WEIGHT = 0.6;

const addFeature = (vector: Float64Array, feature: string, weight: number) => {
  const hash = fnv1a(feature);
  // A second hash picks the sign, so colliding features cancel out instead of piling up.
  const sign = fnv1a(feature, 0x9747b28c) & 1 ? 1 : -1;
  const index = hash % vector.length;
  vector[index] = (vector[index] ?? 0) + sign * weight;
};

/**
 * TF-IDF feature hashing of stemmed words plus character 3–5-grams of each word with boundary
 * marks. The n-grams make Swedish compounds meet their parts ("trapphiss" shares "hiss" grams),
 * the stems make inflections meet ("bidraget", "bidrag"), and the idf weights keep words every
 * section has ("bidrag", "kommun") from drowning the rare ones. Deterministic, no download.
 */
export const embedText = (text: string, dimension: number, idf: IdfTable): number[] => {
  const vector = new Float64Array(dimension);
  for (const word of contentStems(normalizeText(text), snowballStem)) {
    const rarity = idf.weight(word);
    addFeature(vector, `w:${word}`, WORD_WEIGHT * rarity);
    const marked = `<${word}>`;
    const grams: string[] = [];
    for (const n of NGRAM_SIZES) {
      for (let i = 0; i + n <= marked.length; i++) {
        grams.push(marked.slice(i, i + n));
      }
    }
    // Long words must not outweigh short ones just by having more n-grams.
    const gramWeight = grams.length > 0 ? (NGRAM_WEIGHT * rarity) / Math.sqrt(grams.length) : 0;
    for (const gram of grams) {
      addFeature(vector, `g:${gram}`, gramWeight);
    }
  }
  let norm = 0;
  for (const value of vector) {
    norm += value * value;
  }
  norm = Math.sqrt(norm);
  return Array.from(vector, (value) => (norm > 0 ? value / norm : 0));
};

export const LOCAL_EMBEDDING_DIMENSION = 1024;

/** The idf table shipped with the bundled corpus (regenerate with `npm run build:idf`). */
export const DEFAULT_IDF_PATH = fileURLToPath(
  new URL('../../../../../data/embeddings/idf-sv.json', import.meta.url),
);

let defaultIdf: IdfTable | undefined;

/** The shipped idf table, read once: also used to weigh words when composing answers. */
export const defaultIdfTable = (): IdfTable => {
  defaultIdf ??= loadIdfTable(DEFAULT_IDF_PATH);
  return defaultIdf;
};

export const createLocalEmbedder = (options: { dimension?: number; idf?: IdfTable } = {}): Embedder => {
  const dimension = options.dimension ?? LOCAL_EMBEDDING_DIMENSION;
  const idf = options.idf ?? defaultIdfTable();
  return {
    model: `local-tfidf-v1-${dimension}-${idf.version}`,
    dimension,
    embed: async (texts) => texts.map((text) => embedText(text, dimension, idf)),
  };
};
