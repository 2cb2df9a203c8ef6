import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { documents, legalCases } from '../../../db/schema';
import type { CorpusDocument } from '../corpus/corpus-types';
import type { ChunkTopics } from '../ingest/chunk-topics';
import { replaceDocument } from '../ingest/knowledge-repository';

export type StoredState = { contentHash: string; origin: string };

export const storedState = async (db: Db, key: string): Promise<StoredState | undefined> => {
  const [row] = await db
    .select({ contentHash: documents.contentHash, origin: documents.origin })
    .from(documents)
    .where(eq(documents.key, key));
  return row;
};

/**
 * Replaces a fetched document's chunks (vectors and jobs go with them by cascade) in one
 * transaction with `alongside` (e.g. the legal_cases row of a ruling), so nothing is written half.
 * Returns the number of chunks stored.
 */
export const replaceFetchedDocument = (
  db: Db,
  document: CorpusDocument,
  topics: ChunkTopics,
  origin: string,
  alongside?: (tx: Db) => Promise<void>,
): Promise<number> =>
  db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await alongside?.(txDb);
    return replaceDocument(txDb, document, topics, origin);
  });

export type LegalCaseRow = {
  title: string;
  caseNumber: string;
  date: string | null;
  court: string;
  category: string;
  content: string;
  sourceUrl: string;
  /** The court's PDF of the whole ruling, when it has one. */
  pdfUrl: string | null;
};

/** Inserts or updates a ruling by its case number; `summary` stays null (it is for our own summaries). */
export const upsertLegalCase = async (db: Db, row: LegalCaseRow): Promise<void> => {
  await db
    .insert(legalCases)
    .values({ ...row, summary: null })
    .onConflictDoUpdate({
      target: legalCases.caseNumber,
      set: {
        title: row.title,
        date: row.date,
        court: row.court,
        category: row.category,
        content: row.content,
        sourceUrl: row.sourceUrl,
        pdfUrl: row.pdfUrl,
        updatedAt: sql`now()`,
      },
    });
};
