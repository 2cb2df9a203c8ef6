import { EMBEDDING_INPUT_CHARS } from '@app/common';
import type { Embedder } from '@app/engine';
import OpenAI from 'openai';

// Dimensions of common models, so start-up needs no call; others are asked once.
const KNOWN_DIMENSIONS: Record<string, number> = {
  'text-embedding-3-small': 1536,
  'text-embedding-3-large': 3072,
  'text-embedding-ada-002': 1536,
};

const BATCH = 64;

export type OpenAiEmbedderOptions = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Forces a dimension (v3 models can shorten their vectors); otherwise the model's own. */
  dimension?: number | undefined;
  timeoutMs?: number;
};

/** Any OpenAI-compatible embeddings API (OpenAI, Azure, Mistral, vLLM, Ollama …). */
export const createOpenAiEmbedder = async (options: OpenAiEmbedderOptions): Promise<Embedder> => {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    timeout: options.timeoutMs ?? 30_000,
    maxRetries: 2,
  });
  const request = async (input: string[]) => {
    const response = await client.embeddings.create({
      model: options.model,
      input: input.map((text) => text.slice(0, EMBEDDING_INPUT_CHARS)),
      // Floats keep fake servers and odd providers simple; the SDK defaults to base64.
      encoding_format: 'float',
      ...(options.dimension ? { dimensions: options.dimension } : {}),
    });
    return [...response.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
  };
  const dimension =
    options.dimension ?? KNOWN_DIMENSIONS[options.model] ?? (await request(['dimension']))[0]?.length ?? 0;
  if (dimension <= 0) {
    throw new Error(`could not determine the dimension of embedding model ${options.model}`);
  }
  return {
    model: `${options.model}-${dimension}`,
    dimension,
    embed: async (texts) => {
      const vectors: number[][] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        vectors.push(...(await request(texts.slice(i, i + BATCH))));
      }
      return vectors;
    },
  };
};
