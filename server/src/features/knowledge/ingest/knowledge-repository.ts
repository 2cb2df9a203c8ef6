import type { LawArea } from '@app/common';
import { bm25ImpactSql, RANKING } from '@app/engine';
import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/database';
import { categories, chunks, documents, embeddingJobs } from '../../../db/schema';
import type { CorpusDocument } from '../corpus/corpus-types';
import type { ChunkTopics } from './chunk-topics';

const INSERT_BATCH = 200;
/** A posting's BM25 impact, from the engine's one kernel and configuration. */
const { k1, b, averageChunkLength } = RANKING.bm25.corpus;
const BM25_IMPACT_SQL = bm25ImpactSql({ k1, b }, averageChunkLength);

/** Every stored document's origin and content hash, by key. */
export const storedDocuments = async (
  db: Db,
): Promise<Map<string, { origin: string; contentHash: string }>> => {
  const rows = await db
    .select({ key: documents.key, origin: documents.origin, contentHash: documents.contentHash })
    .from(documents);
  return new Map(rows.map(({ key, ...rest }) => [key, rest]));
};

/**
 * Replaces a document with its new version: old chunks, vectors and jobs go with it (cascade).
 * `origin` is 'bundled' for data/corpus, or the connector's name for fetched sources; `topics`
 * gives each chunk its law area's role and topic.
 */
export const replaceDocument = async (
  db: Db,
  document: CorpusDocument,
  topics: ChunkTopics,
  origin = 'bundled',
) =>
  db.transaction(async (tx) => {
    await tx.delete(documents).where(eq(documents.key, document.key));
    const [row] = await tx
      .insert(documents)
      .values({
        key: document.key,
        kind: document.kind,
        origin,
        sfsNumber: document.sfsNumber,
        title: document.title,
        sourceClass: document.sourceClass,
        versionStamp: document.versionStamp,
        date: document.date,
        sourceUrl: document.sourceUrl,
        urls: document.urls,
        fileName: document.fileName,
        contentHash: document.contentHash,
        court: document.court ?? null,
        repealedOn: document.repealed?.date ?? null,
      })
      .returning({ id: documents.id });
    if (!row) {
      throw new Error(`insert of document ${document.key} returned nothing`);
    }
    const chunkRows = document.chunks.map((chunk) => ({
      documentId: row.id,
      ordinal: chunk.ordinal,
      sectionReference: chunk.sectionReference,
      chapter: chunk.chapter,
      section: chunk.section,
      headingPath: chunk.headingPath,
      headings: chunk.headingPath.join(' – '),
      title: chunk.title,
      content: chunk.content,
      paragraphs: chunk.paragraphs,
      ...topics(document, chunk),
    }));
    for (let i = 0; i < chunkRows.length; i += INSERT_BATCH) {
      await tx.insert(chunks).values(chunkRows.slice(i, i + INSERT_BATCH));
    }
    await indexLexemes(tx, row.id);
    return document.chunks.length;
  });

// Title and heading words (tsvector weight A) count double in the term frequency.
const indexLexemes = (db: Db, documentId: string) =>
  db.execute(sql`
    insert into chunk_lexemes (lexeme, chunk_id, impact)
    select lexeme, id, ${sql.raw(BM25_IMPACT_SQL)} from (
      select u.lexeme, c.id,
        cardinality(u.weights) + (select count(*) from unnest(u.weights) w where w = 'A') as tf,
        length(c.search_vector) as len
      from chunks c, unnest(c.search_vector) u
      where c.document_id = ${documentId}) postings`);

/** Bundled documents whose file left the corpus. */
export const deleteBundledDocumentsExcept = async (db: Db, keys: string[]): Promise<number> => {
  const deleted = await db
    .delete(documents)
    .where(
      and(eq(documents.origin, 'bundled'), keys.length > 0 ? notInArray(documents.key, keys) : undefined),
    )
    .returning({ id: documents.id });
  return deleted.length;
};

/** Queues embedding jobs for chunks that have neither a vector nor a job for this model. */
/** How many chunks wait for their embedding. */
export const countPendingEmbeddingJobs = async (db: Db): Promise<number> => {
  const [pending] = await db
    .select({ value: count() })
    .from(embeddingJobs)
    .where(eq(embeddingJobs.status, 'pending'));
  return pending?.value ?? 0;
};

export const queueMissingEmbeddingJobs = async (db: Db, model: string): Promise<number> => {
  const queued = await queryRows<{ chunk_id: string }>(
    db,
    sql`
    insert into embedding_jobs (chunk_id, model)
    select c.id, ${model} from chunks c
    where not exists (select 1 from chunk_embeddings e where e.chunk_id = c.id and e.model = ${model})
    on conflict (chunk_id, model) do nothing
    returning chunk_id`,
  );
  return queued.length;
};

/**
 * The topics of each loaded law area whose role has none in `categories` yet: the pack seeds the
 * table once, and from then on the table is the operators' to change without a release.
 */
export const seedCategories = async (db: Db, areas: readonly LawArea[]): Promise<void> => {
  const seeded = new Set(
    (await db.selectDistinct({ category: categories.category }).from(categories)).map((row) => row.category),
  );
  const rows = areas
    .filter((area) => !seeded.has(area.role))
    .flatMap((area) =>
      area.topics.map((topic) => ({ category: area.role, subtopic: topic.subtopic, icon: topic.emoji })),
    );
  if (rows.length > 0) {
    await db.insert(categories).values(rows).onConflictDoNothing();
  }
};

export const countChunks = async (db: Db, documentKeys?: string[]): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(chunks)
    .innerJoin(documents, eq(documents.id, chunks.documentId))
    .where(documentKeys ? inArray(documents.key, documentKeys) : undefined);
  return row?.value ?? 0;
};

/**
 * After a bulk load: PGlite has no autovacuum, so nothing else gathers planner statistics, or
 * marks pages all-visible so BM25's index-only scan can skip the table.
 */
export const refreshChunkStatistics = async (db: Db): Promise<void> => {
  await db.execute(sql`vacuum (analyze) chunks, chunk_lexemes`);
};
