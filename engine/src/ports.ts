/**
 * The engine's ports: what it needs from the outside world, implemented by the server (the corpus
 * in the database, the embedding model, the language model, the logger). The engine itself knows
 * no database, no HTTP and no model API.
 */

/** Turns texts into vectors. Implementations: the local hashed n-gram embedder and an OpenAI-compatible API. */
export type Embedder = {
  /** Identifies the vectors in the store; a new model means re-embedding. */
  readonly model: string;
  readonly dimension: number;
  embed(texts: string[]): Promise<number[][]>;
};

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** Streams the text of a chat completion. */
export type Llm = {
  model: string;
  stream: (messages: ChatMessage[], signal?: AbortSignal) => AsyncIterable<string>;
};

/** Where the engine reports what it worked around (an embedder down, a model that failed). */
export type EngineLogger = {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
};

/** A stored chunk of the corpus, as the pipeline ranks and shows it. */
export type ChunkRecord = {
  id: string;
  documentKey: string;
  ordinal: number;
  title: string;
  content: string;
  sectionReference: string;
  section: string | null;
  chapter: number | null;
  category: string | null;
  subtopic: string | null;
  documentTitle: string;
  kind: string;
  /** The court of a ruling summary. */
  court: string | null;
  sfsNumber: string | null;
  sourceClass: string;
  sourceUrl: string | null;
  fileName: string;
  date: string | null;
  versionStamp: string | null;
  /** Repealed law, or a ruling under a repealed law. */
  repealed: boolean;
};

/** What ranking needs of a chunk: everything but its text. */
export type ChunkFacts = Omit<ChunkRecord, 'content'> & { contentLength: number };

/** Corpus statistics for BM25's idf: how many chunks contain each lexeme. */
export type LexemeStats = { documentFrequency: Map<string, number>; chunkCount: number };

/** The statute text of a section, as stored. */
export type StoredSectionText = {
  id: string;
  sfs: string;
  ref: string;
  title: string;
  headings: string;
  content: string;
};

export type EmbeddingModelRef = { name: string; dimension: number };

/**
 * The corpus as the engine reads it. The server implements it with its retrieval repository;
 * every query and index lives there.
 */
export type CorpusStore = {
  /** Chunks' facts by id, in any order; unknown ids are left out. */
  chunkFacts: (ids: string[]) => Promise<ChunkFacts[]>;
  /** Chunks by id, in any order; unknown ids are left out. */
  chunks: (ids: string[]) => Promise<ChunkRecord[]>;
  /** Chunks of one SFS whose section is exactly the given one (paragraph mode). */
  chunksOfSection: (sfsNumber: string, section: string) => Promise<ChunkRecord[]>;
  /** Ids of the chunks of sections named by law and reference as stored ("26 kap. 12 §"). */
  chunkIdsOfSections: (sections: { sfs: string; reference: string }[]) => Promise<string[]>;
  /** BM25 over the stored impacts: Σ idf · impact per chunk, best first, ties by document and order. */
  bm25Search: (
    lexemes: { lexeme: string; idf: number }[],
    limit: number,
  ) => Promise<{ id: string; score: number }[]>;
  /** Document frequency of every indexed lexeme. */
  lexemeStats: () => Promise<LexemeStats>;
  /** Ids of the nearest chunks by cosine distance, nearest first. */
  vectorSearch: (model: EmbeddingModelRef, vector: number[], limit: number) => Promise<string[]>;
  /** Cosine similarity of the given chunks to a vector. */
  vectorSimilarities: (
    model: EmbeddingModelRef,
    vector: number[],
    chunkIds: string[],
  ) => Promise<Map<string, number>>;
  /** The stored text of every statute section of the given laws. */
  sectionTexts: (sfsNumbers: string[]) => Promise<StoredSectionText[]>;
};
