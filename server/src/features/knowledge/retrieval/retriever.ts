import type { RetrievedSource, RetrieveResponse } from '@app/common';
import type { Db } from '../../../db/database';
import type { Logger } from '../../../logger';
import type { Embedder } from '../embeddings/embedder';
import { stem } from '../text/swedish-text';
import { analyzeQuery } from './analyze-query';
import { inverseDocumentFrequency, type LexemeStats } from './bm25';
import { createChunkStore, type StoredChunk, withSentences } from './chunk-store';
import { detectParagraphSection } from './paragraph-mode';
import { maxFusedScore, reciprocalRankFusion } from './rank-fusion';
import {
  bm25Search,
  chunksOfSection,
  lexemeStats,
  vectorSearch,
  vectorSimilarities,
} from './retrieval-repository';
import { makeSnippet } from './snippet';
import { dedupeSources } from './source-dedupe';

export const DEFAULT_SOURCE_COUNT = 5;
export const MAX_SOURCE_COUNT = 50;
const CANDIDATES_PER_LIST = 50;
const COMMON_LEXEME_SHARE = 0.2;
// Measured on the eval set: equal weights beat favouring either list (see ADR 006).
const FULL_TEXT_WEIGHT = 1;
const VECTOR_WEIGHT = 1;
const PARAGRAPH_MODE_LAW = '2018:222';
const PARAGRAPH_MODE_TOP = 2;

/** Core BAB sources outrank related law, which outranks the rest, at equal relevance. */
const CLASS_WEIGHT: Record<string, number> = { core: 1, extended: 0.85, other: 0.7 };
const SUBTOPIC_BOOST = 1.1;
// Transitional provisions and case summaries supplement the sections that state the rule.
const SECTIONLESS_WEIGHT = 0.8;

type RetrievalMethod = RetrievedSource['method'];

export type RetrieveInput = { query: string; subtopic?: string | undefined; limit?: number | undefined };

const toSource = (
  chunk: StoredChunk,
  score: number,
  method: RetrievalMethod,
  terms: string[],
): RetrievedSource => {
  const similarity = Math.max(0, Math.min(1, score));
  return {
    id: chunk.id,
    title: chunk.title,
    snippet: makeSnippet(chunk.content, chunk.sentences, terms),
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
  let corpusStats: Promise<{ stats: LexemeStats; known: Set<string> }> | undefined;
  const store = createChunkStore(db);

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
      ranked.map(({ chunk }) => toSource(withSentences(chunk), 1, 'paragraph', [query])),
      section,
    );
  };

  const rankFullText = async (terms: string[], stats: LexemeStats): Promise<string[]> => {
    const lexemes = [...new Set(terms.map(stem))].filter((lexeme) => stats.documentFrequency.has(lexeme));
    // Words most chunks contain add little to BM25 but read long posting lists: leave them out.
    const selective = lexemes.filter(
      (lexeme) => (stats.documentFrequency.get(lexeme) ?? 0) <= stats.chunkCount * COMMON_LEXEME_SHARE,
    );
    const hits = await bm25Search(
      db,
      (selective.length > 0 ? selective : lexemes).map((lexeme) => ({
        lexeme,
        idf: inverseDocumentFrequency(stats, lexeme),
      })),
      CANDIDATES_PER_LIST,
    );
    return hits.map((hit) => hit.id);
  };

  const hybrid = async (input: RetrieveInput, limit: number): Promise<RetrieveResponse> => {
    corpusStats ??= lexemeStats(db).then((stats) => ({
      stats,
      known: new Set(stats.documentFrequency.keys()),
    }));
    const { stats, known } = await corpusStats;
    const analyzed = analyzeQuery(input.query, known);
    const [textIds, vector] = await Promise.all([
      rankFullText(analyzed.terms, stats),
      embedQuery(analyzed.embeddingText),
    ]);
    const vectorIds = vector
      ? await vectorSearch(
          db,
          { name: embedder.model, dimension: embedder.dimension },
          vector,
          CANDIDATES_PER_LIST,
        )
      : [];
    const lists = [
      { ids: textIds, weight: FULL_TEXT_WEIGHT },
      { ids: vectorIds, weight: VECTOR_WEIGHT },
    ];
    const fused = reciprocalRankFusion(lists);
    const best = maxFusedScore(lists);
    const textSet = new Set(textIds);
    const vectorSet = new Set(vectorIds);
    const facts = await store.facts([...fused.keys()]);
    const ranked = facts
      .map((chunk) => {
        const boost = input.subtopic && chunk.subtopic === input.subtopic ? SUBTOPIC_BOOST : 1;
        const weight = (CLASS_WEIGHT[chunk.sourceClass] ?? 0.7) * (chunk.section ? 1 : SECTIONLESS_WEIGHT);
        return { chunk, score: ((fused.get(chunk.id) ?? 0) / best) * weight * boost };
      })
      // Ties go to the earlier section of the same law, so results never depend on random ids.
      .sort(
        (a, b) =>
          b.score - a.score ||
          a.chunk.documentKey.localeCompare(b.chunk.documentKey) ||
          a.chunk.ordinal - b.chunk.ordinal,
      );
    const top = dedupeSources(ranked, ({ chunk }) => ({
      origin: chunk.fileName || chunk.documentTitle,
      url: chunk.sourceUrl,
      sectionReference: chunk.sectionReference,
      title: chunk.title,
      richness: chunk.contentLength + (chunk.sourceUrl ? 1000 : 0),
    })).slice(0, limit);
    // Text and snippets only for what is returned: they are the expensive part.
    const records = new Map(
      (await store.chunks(top.map(({ chunk }) => chunk.id))).map((chunk) => [chunk.id, chunk]),
    );
    const results = top.flatMap(({ chunk, score }) => {
      const record = records.get(chunk.id);
      if (!record) {
        return [];
      }
      const method: RetrievalMethod =
        textSet.has(chunk.id) && vectorSet.has(chunk.id)
          ? 'hybrid'
          : textSet.has(chunk.id)
            ? 'fulltext'
            : 'vector';
      return [toSource(record, score, method, analyzed.terms)];
    });
    return respond(results, null);
  };

  return {
    retrieve: async (input) => {
      const limit = Math.min(Math.max(1, input.limit ?? DEFAULT_SOURCE_COUNT), MAX_SOURCE_COUNT);
      const section = detectParagraphSection(input.query);
      return section ? paragraphMode(input.query, section) : hybrid(input, limit);
    },
    invalidate: () => {
      corpusStats = undefined;
      store.clear();
    },
  };
};
