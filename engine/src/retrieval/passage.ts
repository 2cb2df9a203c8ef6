import type { RetrievedSource } from '@app/common';
import type { ChunkRecord } from '../ports';
import type { StoredChunk } from './chunk-store';
import { makeSnippet } from './snippet';

export type RetrievalMethod = RetrievedSource['method'];

/** A retrieved piece of a source, as the answer pipeline works with it. */
export type Passage = Omit<ChunkRecord, 'ordinal'> & {
  snippet: string;
  /** Relevance, 0–1. */
  score: number;
  method: RetrievalMethod;
  /**
   * For a section of the subject index: the share of the question's n-gram weight its index
   * entry covers (0–1), else null. How well the section speaks to the question's words.
   */
  subjectCoverage: number | null;
  /** For a statute section: the ruling among the sources that applied it (companions stage). */
  appliedBy?: string | undefined;
  /** For the bill's commentary: the statute section it comments on, as 'SFS N §' (companions stage). */
  commentsOn?: string | undefined;
  /**
   * For a ruling the question describes but does not name: whether the measure in its facts could
   * get a grant (companions stage). Unset for a named ruling and for one on procedure.
   */
  grantable?: boolean | undefined;
};

export type Retrieval = {
  passages: Passage[];
  /** The section paragraph mode answered from, or null. */
  paragraphSection: string | null;
  /**
   * The text the query was embedded from: the question plus the expansions the query analysis
   * found (the question alone in paragraph mode). Shown by /enhanced-search.
   */
  expandedQuery: string;
};

/** A stored chunk as a passage, its snippet the sentence that shares most words with the query. */
export const toPassage = (
  chunk: StoredChunk,
  score: number,
  method: RetrievalMethod,
  terms: string[],
  subjectCoverage: number | null = null,
): Passage => {
  const { ordinal: _ordinal, sentences, ...record } = chunk;
  return { ...record, snippet: makeSnippet(chunk.content, sentences, terms), score, method, subjectCoverage };
};
