import {
  type ChunkFacts,
  type ChunkRecord,
  type CorpusStore,
  type EmbeddingModelRef,
  type LexemeStats,
  RANKING,
  type StoredSectionText,
} from '@app/engine';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/database';
import { chunkEmbeddings, chunks, documents } from '../../../db/schema';

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
  kind: documents.kind,
  court: documents.court,
  sfsNumber: documents.sfsNumber,
  sourceClass: documents.sourceClass,
  sourceUrl: documents.sourceUrl,
  fileName: documents.fileName,
  date: documents.date,
  versionStamp: documents.versionStamp,
  repealed: sql<boolean>`exists (select 1 from documents r
    where r.sfs_number = ${documents.sfsNumber} and r.repealed_on is not null)`.mapWith(Boolean),
};

/**
 * `chunks.id = any('{…}'::uuid[])`: one array parameter instead of one parameter per id, which
 * binds and plans faster for the ~100 candidates of a query (about 1 ms of 6 on PGlite). The ids
 * are uuids read from the database, so the array literal needs no quoting.
 */
const chunkIdIn = (ids: string[]) => sql`${chunks.id} = any(${`{${ids.join(',')}}`}::uuid[])`;

export const loadChunkFacts = async (db: Db, ids: string[]): Promise<ChunkFacts[]> => {
  if (ids.length === 0) {
    return [];
  }
  const { content: _content, ...columns } = chunkColumns;
  return db
    .select({ ...columns, contentLength: sql<number>`length(${chunks.content})` })
    .from(chunks)
    .innerJoin(documents, eq(documents.id, chunks.documentId))
    .where(chunkIdIn(ids));
};

export const loadChunks = async (db: Db, ids: string[]): Promise<ChunkRecord[]> =>
  ids.length === 0
    ? []
    : db
        .select(chunkColumns)
        .from(chunks)
        .innerJoin(documents, eq(documents.id, chunks.documentId))
        .where(chunkIdIn(ids));

/** Chunks of one SFS whose section is exactly the given one (paragraph mode). */
export const chunksOfSection = async (db: Db, sfsNumber: string, section: string): Promise<ChunkRecord[]> =>
  db
    .select(chunkColumns)
    .from(chunks)
    .innerJoin(documents, eq(documents.id, chunks.documentId))
    .where(sql`${documents.sfsNumber} = ${sfsNumber} and ${chunks.section} = ${section}`);

/** Ids of the chunks of sections named by law and reference as stored ("26 kap. 12 §"). */
export const chunkIdsOfSections = async (
  db: Db,
  sections: { sfs: string; reference: string }[],
): Promise<string[]> => {
  if (sections.length === 0) {
    return [];
  }
  const rows = await db
    .select({ id: chunks.id })
    .from(chunks)
    .innerJoin(documents, eq(documents.id, chunks.documentId))
    .where(
      or(
        ...sections.map(({ sfs, reference }) =>
          and(eq(documents.sfsNumber, sfs), eq(chunks.sectionReference, reference)),
        ),
      ),
    );
  return rows.map((row) => row.id);
};

// Each lexeme contributes at most its best postings: bounded work per query at any corpus size.
const POSTINGS_PER_LEXEME = RANKING.bm25.postingsPerLexeme;

/**
 * BM25 over the inverted index: Σ idf · impact per chunk, from each lexeme's best postings.
 * The posting order must match chunk_lexemes_impact_idx (lexeme, impact DESC NULLS LAST) exactly:
 * plain `desc` means NULLS FIRST, which that index cannot deliver, so the planner would read every
 * posting of the lexeme (bitmap heap scan + sort) instead of the first 400 in index order, about
 * 150 ms a query at 100,000 chunks.
 */
export const bm25Search = async (
  db: Db,
  lexemes: { lexeme: string; idf: number }[],
  limit: number,
): Promise<{ id: string; score: number }[]> => {
  if (lexemes.length === 0) {
    return [];
  }
  const weights = sql.join(
    lexemes.map(({ lexeme, idf }) => sql`(${lexeme}, ${idf}::float8)`),
    sql`, `,
  );
  // A tie at the limit goes to the earlier section of the same law, as in the retriever's own
  // order: chunk ids are random at every ingest, and the eval gate must answer alike every run.
  const rows = await queryRows<{ id: string; score: number }>(
    db,
    sql`select s.id, s.score from (
          select p.chunk_id as id, sum(q.idf * p.impact) as score
          from (values ${weights}) as q(lexeme, idf)
          cross join lateral (
            select l.chunk_id, l.impact from chunk_lexemes l
            where l.lexeme = q.lexeme order by l.impact desc nulls last limit ${POSTINGS_PER_LEXEME}) p
          group by p.chunk_id) s
        join chunks c on c.id = s.id
        join documents d on d.id = c.document_id
        order by s.score desc, d.key, c.ordinal
        limit ${limit}`,
  );
  return rows.map((row) => ({ id: row.id, score: Number(row.score) }));
};

/** Document frequency of every indexed lexeme, for BM25's idf and compound splitting. */
export const lexemeStats = async (db: Db): Promise<LexemeStats> => {
  const [words, totals] = await Promise.all([
    queryRows<{ lexeme: string; df: number }>(
      db,
      sql`select lexeme, count(*)::int as df from chunk_lexemes group by lexeme`,
    ),
    queryRows<{ chunks: number }>(db, sql`select count(*)::int as chunks from chunks`),
  ]);
  return {
    documentFrequency: new Map(words.map((row) => [row.lexeme, Number(row.df)])),
    chunkCount: Number(totals[0]?.chunks ?? 0),
  };
};

// The cast must match the partial index expression (see vector-index.ts) for the index to be used.
const vectorCast = (model: EmbeddingModelRef) => sql.raw(`vector(${Math.trunc(model.dimension)})`);

/**
 * Ids of the nearest chunks by cosine distance through the model's partial HNSW index, nearest
 * first. Only the order is used (rank fusion), so no distance is selected: computing it would
 * fetch and detoast every returned vector again.
 */
export const vectorSearch = async (
  db: Db,
  model: EmbeddingModelRef,
  vector: number[],
  limit: number,
): Promise<string[]> => {
  const cast = vectorCast(model);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select chunk_id as id from chunk_embeddings where model = ${model.name}
        order by embedding::${cast} <=> ${`[${vector.join(',')}]`}::${cast}
        limit ${limit}`,
  );
  return rows.map((row) => row.id);
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

/** The stored text of every statute section of the given laws, for the subject index. */
export const sectionTexts = async (db: Db, sfsNumbers: string[]): Promise<StoredSectionText[]> =>
  sfsNumbers.length === 0
    ? []
    : db
        .select({
          id: chunks.id,
          sfs: sql<string>`${documents.sfsNumber}`,
          ref: chunks.sectionReference,
          title: chunks.title,
          headings: chunks.headings,
          content: chunks.content,
        })
        .from(chunks)
        .innerJoin(documents, eq(documents.id, chunks.documentId))
        .where(and(eq(documents.kind, 'statute'), inArray(documents.sfsNumber, sfsNumbers)));

/** The engine's corpus port over this repository. */
export const createCorpusStore = (db: Db): CorpusStore => ({
  chunkFacts: (ids) => loadChunkFacts(db, ids),
  chunks: (ids) => loadChunks(db, ids),
  chunksOfSection: (sfsNumber, section) => chunksOfSection(db, sfsNumber, section),
  chunkIdsOfSections: (sections) => chunkIdsOfSections(db, sections),
  bm25Search: (lexemes, limit) => bm25Search(db, lexemes, limit),
  lexemeStats: () => lexemeStats(db),
  vectorSearch: (model, vector, limit) => vectorSearch(db, model, vector, limit),
  vectorSimilarities: (model, vector, ids) => vectorSimilarities(db, model, vector, ids),
  sectionTexts: (sfsNumbers) => sectionTexts(db, sfsNumbers),
});
