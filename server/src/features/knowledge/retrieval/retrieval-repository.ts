import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/database';
import { chunkEmbeddings, chunks, documents } from '../../../db/schema';
import type { LexemeStats, TermHits } from './bm25';

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
  sfsNumber: string | null;
  sourceClass: string;
  sourceUrl: string | null;
  fileName: string;
  date: string | null;
  versionStamp: string | null;
};

const chunkColumns = {
  id: chunks.id,
  documentKey: documents.key,
  ordinal: chunks.ordinal,
  title: chunks.title,
  content: chunks.content,
  sectionReference: chunks.sectionReference,
  section: chunks.section,
  chapter: chunks.chapter,
  category: chunks.category,
  subtopic: chunks.subtopic,
  documentTitle: documents.title,
  sfsNumber: documents.sfsNumber,
  sourceClass: documents.sourceClass,
  sourceUrl: documents.sourceUrl,
  fileName: documents.fileName,
  date: documents.date,
  versionStamp: documents.versionStamp,
};

export const loadChunks = async (db: Db, ids: string[]): Promise<ChunkRecord[]> =>
  ids.length === 0
    ? []
    : db
        .select(chunkColumns)
        .from(chunks)
        .innerJoin(documents, eq(documents.id, chunks.documentId))
        .where(inArray(chunks.id, ids));

/** Chunks of one SFS whose section is exactly the given one (paragraph mode). */
export const chunksOfSection = async (db: Db, sfsNumber: string, section: string): Promise<ChunkRecord[]> =>
  db
    .select(chunkColumns)
    .from(chunks)
    .innerJoin(documents, eq(documents.id, chunks.documentId))
    .where(sql`${documents.sfsNumber} = ${sfsNumber} and ${chunks.section} = ${section}`);

// Title and heading words (weight A) count double in term frequency.
const WEIGHT_FACTOR: Record<string, number> = { A: 2, B: 1, C: 1, D: 1 };

/**
 * Full-text candidates for any of the lexemes (OR), the best `limit` by cover density, with each
 * lexeme's weighted frequency and the chunk's length for BM25. Lexemes are already stemmed, so
 * the query uses the 'simple' configuration to match them as they are.
 */
export const fullTextCandidates = async (db: Db, lexemes: string[], limit: number): Promise<TermHits[]> => {
  if (lexemes.length === 0) {
    return [];
  }
  const rows = await queryRows<{ id: string; length: number; lexeme: string; weights: string[] | string }>(
    db,
    sql`with hits as (
          select c.id, c.search_vector from chunks c, to_tsquery('simple', ${lexemes.join(' | ')}) q
          where c.search_vector @@ q
          order by ts_rank_cd(c.search_vector, q, 1) desc, c.id
          limit ${limit})
        select h.id, length(h.search_vector) as length, u.lexeme, u.weights
        from hits h, unnest(h.search_vector) u
        where u.lexeme in ${sql`(${sql.join(
          lexemes.map((lexeme) => sql`${lexeme}`),
          sql`, `,
        )})`}`,
  );
  const byChunk = new Map<string, TermHits>();
  for (const row of rows) {
    const hits = byChunk.get(row.id) ?? { id: row.id, length: Number(row.length), termFrequency: new Map() };
    // node-postgres returns text[] as an array, PGlite may return its literal '{A,B}'.
    const weights = Array.isArray(row.weights) ? row.weights : row.weights.replace(/[{}]/g, '').split(',');
    hits.termFrequency.set(
      row.lexeme,
      weights.reduce((sum, weight) => sum + (WEIGHT_FACTOR[weight] ?? 1), 0),
    );
    byChunk.set(row.id, hits);
  }
  return [...byChunk.values()];
};

/** Document frequency of every indexed lexeme, for BM25 and compound splitting. */
export const lexemeStats = async (db: Db): Promise<LexemeStats> => {
  const [words, totals] = await Promise.all([
    queryRows<{ word: string; ndoc: number }>(
      db,
      sql`select word, ndoc from ts_stat('select search_vector from chunks')`,
    ),
    queryRows<{ chunks: number; average: number | null }>(
      db,
      sql`select count(*)::int as chunks, avg(length(search_vector))::float8 as average from chunks`,
    ),
  ]);
  return {
    documentFrequency: new Map(words.map((row) => [row.word, Number(row.ndoc)])),
    chunkCount: Number(totals[0]?.chunks ?? 0),
    averageLength: Number(totals[0]?.average ?? 0),
  };
};

const HNSW_MIN_EF_SEARCH = 100;

type EmbeddingModelRef = { name: string; dimension: number };

// The cast must match the partial index expression (see vector-index.ts) for the index to be used.
const vectorCast = (model: EmbeddingModelRef) => sql.raw(`vector(${Math.trunc(model.dimension)})`);

/** Nearest chunks by cosine distance through the model's partial HNSW index. */
export const vectorSearch = async (
  db: Db,
  model: EmbeddingModelRef,
  vector: number[],
  limit: number,
): Promise<{ id: string; similarity: number }[]> => {
  const cast = vectorCast(model);
  const literal = `[${vector.join(',')}]`;
  // HNSW returns at most ef_search rows (default 40); widen it so `limit` candidates come back.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local hnsw.ef_search = ${Math.max(HNSW_MIN_EF_SEARCH, limit * 2)}`));
    return queryRows<{ id: string; distance: number }>(
      tx,
      sql`select chunk_id as id, (embedding::${cast} <=> ${literal}::${cast}) as distance
          from chunk_embeddings where model = ${model.name}
          order by embedding::${cast} <=> ${literal}::${cast}
          limit ${limit}`,
    );
  });
  return rows.map((row) => ({ id: row.id, similarity: 1 - Number(row.distance) }));
};

/** Cosine similarity of the given chunks to a vector. */
export const vectorSimilarities = async (
  db: Db,
  model: EmbeddingModelRef,
  vector: number[],
  chunkIds: string[],
): Promise<Map<string, number>> => {
  const cast = vectorCast(model);
  const rows = await db
    .select({
      id: chunkEmbeddings.chunkId,
      distance: sql<number>`${chunkEmbeddings.embedding}::${cast} <=> ${`[${vector.join(',')}]`}::${cast}`,
    })
    .from(chunkEmbeddings)
    .where(and(eq(chunkEmbeddings.model, model.name), inArray(chunkEmbeddings.chunkId, chunkIds)));
  return new Map(rows.map((row) => [row.id, 1 - Number(row.distance)]));
};
