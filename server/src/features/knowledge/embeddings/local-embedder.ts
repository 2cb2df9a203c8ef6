import { contentStems, normalizeText } from '../text/swedish-text';
import type { Embedder } from './embedder';

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
 * Feature hashing of stemmed words plus character 3–5-grams of each word with boundary marks.
 * The n-grams make Swedish compounds meet their parts ("trapphiss" shares "hiss" grams), and the
 * stems make inflections meet ("bidraget", "bidrag"). Deterministic, no model download.
 */
export const embedText = (text: string, dimension: number): number[] => {
  const vector = new Float64Array(dimension);
  for (const word of contentStems(normalizeText(text))) {
    addFeature(vector, `w:${word}`, WORD_WEIGHT);
    const marked = `<${word}>`;
    const grams: string[] = [];
    for (const n of NGRAM_SIZES) {
      for (let i = 0; i + n <= marked.length; i++) {
        grams.push(marked.slice(i, i + n));
      }
    }
    // Long words must not outweigh short ones just by having more n-grams.
    const gramWeight = grams.length > 0 ? NGRAM_WEIGHT / Math.sqrt(grams.length) : 0;
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

export const LOCAL_EMBEDDING_DIMENSION = 512;

export const createLocalEmbedder = (dimension = LOCAL_EMBEDDING_DIMENSION): Embedder => ({
  model: `local-ngram-v1-${dimension}`,
  dimension,
  embed: async (texts) => texts.map((text) => embedText(text, dimension)),
});
