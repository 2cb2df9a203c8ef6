/** Turns texts into vectors. Implementations: the local hashed n-gram embedder and an OpenAI-compatible API. */
export type Embedder = {
  /** Identifies the vectors in `chunk_embeddings`; a new model means re-embedding. */
  readonly model: string;
  readonly dimension: number;
  embed(texts: string[]): Promise<number[][]>;
};
