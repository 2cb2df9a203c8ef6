import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/database';
import { chunkEmbeddings, chunks, documents } from '../../../db/schema';

export type ChunkRecord = {
  id: string;
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

/** Full-text candidates, best first: any query word may match (OR), ranked by cover density. */
export const fullTextSearch = async (db: Db, terms: string[], limit: number): Promise<string[]> => {
  if (terms.length === 0) {
    return [];
  }
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select c.id from chunks c, to_tsquery('swedish', ${terms.join(' | ')}) q
        where c.search_vector @@ q
        order by ts_rank_cd(c.search_vector, q, 1) desc, c.id
        limit ${limit}`,
  );
  return rows.map((row) => row.id);
};

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
  const rows = await queryRows<{ id: string; distance: number }>(
    db,
    sql`select chunk_id as id, (embedding::${cast} <=> ${literal}::${cast}) as distance
        from chunk_embeddings where model = ${model.name}
        order by embedding::${cast} <=> ${literal}::${cast}
        limit ${limit}`,
  );
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

/** Stems (lexemes) of the indexed text, for compound splitting of query words. */
export const indexedStems = async (db: Db): Promise<Set<string>> => {
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select word from ts_stat('select search_vector from chunks')`,
  );
  return new Set(rows.map((row) => row.word));
};
