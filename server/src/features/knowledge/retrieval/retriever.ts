import type { RetrievedSource, RetrieveResponse } from '@app/common';
import type { Db } from '../../../db/database';
import type { Logger } from '../../../logger';
import type { Embedder } from '../embeddings/embedder';
import { analyzeQuery } from './analyze-query';
import { detectParagraphSection } from './paragraph-mode';
import { maxFusedScore, reciprocalRankFusion } from './rank-fusion';
import {
  type ChunkRecord,
  chunksOfSection,
  fullTextSearch,
  indexedStems,
  loadChunks,
  vectorSearch,
  vectorSimilarities,
} from './retrieval-repository';
import { makeSnippet } from './snippet';
import { dedupeSources } from './source-dedupe';

export const DEFAULT_SOURCE_COUNT = 5;
export const MAX_SOURCE_COUNT = 50;
const CANDIDATES_PER_LIST = 50;
const PARAGRAPH_MODE_LAW = '2018:222';
const PARAGRAPH_MODE_TOP = 2;

/** Core BAB sources outrank related law, which outranks the rest, at equal relevance. */
const CLASS_WEIGHT: Record<string, number> = { core: 1, extended: 0.85, other: 0.7 };
const SUBTOPIC_BOOST = 1.1;

type RetrievalMethod = RetrievedSource['method'];

export type RetrieveInput = { query: string; subtopic?: string | undefined; limit?: number | undefined };

const toSource = (
  chunk: ChunkRecord,
  score: number,
  method: RetrievalMethod,
  terms: string[],
): RetrievedSource => {
  const similarity = Math.max(0, Math.min(1, score));
  return {
    id: chunk.id,
    title: chunk.title,
    snippet: makeSnippet(chunk.content, terms),
    content: chunk.content,
    source: chunk.documentTitle,
    category: chunk.category,
    subtopic: chunk.subtopic,
    score_pct: `${Math.round(similarity * 100)}%`,
    similarity,
    file_name: chunk.fileName,
    source_url: chunk.sourceUrl,
    method,
    date: chunk.date,
    section_reference: chunk.sectionReference,
    sfs_number: chunk.sfsNumber,
    section: chunk.section,
    source_class: chunk.sourceClass,
    version_stamp: chunk.versionStamp,
  };
};

const respond = (results: RetrievedSource[], paragraphSection: string | null): RetrieveResponse => {
  const core = results.filter((result) => result.source_class === 'core').length;
  return {
    results,
    total_sources: results.length,
    bab_sources: core,
    complementary_sources: results.length - core,
    paragraph_section: paragraphSection,
  };
};

export type Retriever = {
  retrieve: (input: RetrieveInput) => Promise<RetrieveResponse>;
  /** Forget cached corpus facts after ingestion changed the chunks. */
  invalidate: () => void;
};

export const createRetriever = (deps: { db: Db; embedder: Embedder; logger: Logger }): Retriever => {
  const { db, embedder } = deps;
  let stems: Promise<Set<string>> | undefined;

  const embedQuery = async (text: string): Promise<number[] | null> => {
    try {
      const [vector] = await embedder.embed([text]);
      return vector ?? null;
    } catch (error) {
      // Without vectors the full-text half still answers.
      deps.logger.warn({ err: error }, 'query embedding failed; full-text only');
      return null;
    }
  };

  const paragraphMode = async (query: string, section: string): Promise<RetrieveResponse> => {
    const candidates = await chunksOfSection(db, PARAGRAPH_MODE_LAW, section);
    if (candidates.length === 0) {
      return respond([], section);
    }
    const vector = await embedQuery(query);
    const similarity = vector
      ? await vectorSimilarities(
          db,
          { name: embedder.model, dimension: embedder.dimension },
          vector,
          candidates.map((chunk) => chunk.id),
        )
      : new Map<string, number>();
    const ranked = candidates
      .map((chunk) => ({ chunk, score: similarity.get(chunk.id) ?? 1 }))
      .sort((a, b) => b.score - a.score)
      .slice(0, PARAGRAPH_MODE_TOP);
    return respond(
      ranked.map(({ chunk }) => toSource(chunk, 1, 'paragraph', [query])),
      section,
    );
  };

  const hybrid = async (input: RetrieveInput, limit: number): Promise<RetrieveResponse> => {
    stems ??= indexedStems(db);
    const analyzed = analyzeQuery(input.query, await stems);
    const [textIds, vector] = await Promise.all([
      fullTextSearch(db, analyzed.terms, CANDIDATES_PER_LIST),
      embedQuery(analyzed.embeddingText),
    ]);
    const vectorIds = vector
      ? (
          await vectorSearch(
            db,
            { name: embedder.model, dimension: embedder.dimension },
            vector,
            CANDIDATES_PER_LIST,
          )
        ).map((hit) => hit.id)
      : [];
    const lists = [textIds, vectorIds];
    const fused = reciprocalRankFusion(lists);
    const best = maxFusedScore(lists.length);
    const textSet = new Set(textIds);
    const vectorSet = new Set(vectorIds);
    const records = await loadChunks(db, [...fused.keys()]);
    const ranked = records
      .map((chunk) => {
        const boost = input.subtopic && chunk.subtopic === input.subtopic ? SUBTOPIC_BOOST : 1;
        const score = ((fused.get(chunk.id) ?? 0) / best) * (CLASS_WEIGHT[chunk.sourceClass] ?? 0.7) * boost;
        const method: RetrievalMethod =
          textSet.has(chunk.id) && vectorSet.has(chunk.id)
            ? 'hybrid'
            : textSet.has(chunk.id)
              ? 'fulltext'
              : 'vector';
        return toSource(chunk, score, method, analyzed.terms);
      })
      .sort((a, b) => b.similarity - a.similarity || a.id.localeCompare(b.id));
    return respond(dedupeSources(ranked).slice(0, limit), null);
  };

  return {
    retrieve: async (input) => {
      const limit = Math.min(Math.max(1, input.limit ?? DEFAULT_SOURCE_COUNT), MAX_SOURCE_COUNT);
      const section = detectParagraphSection(input.query);
      return section ? paragraphMode(input.query, section) : hybrid(input, limit);
    },
    invalidate: () => {
      stems = undefined;
    },
  };
};
