import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { legalCases } from '../../db/schema';
import type { CorpusDocument } from '../knowledge/corpus/corpus-types';

export type BundledCaseRow = {
  title: string;
  caseNumber: string;
  date: string | null;
  court: string;
  category: string;
  content: string;
  sourceUrl: string | null;
};

export const BUNDLED_CASE_CATEGORY = 'Bostadsanpassning';

/** Our own summaries of rulings (data/corpus/cases) as legal_cases rows, keyed by their case id. */
export const bundledCaseRows = (corpus: CorpusDocument[]): BundledCaseRow[] =>
  corpus
    .filter((document) => document.kind === 'case_summary')
    .flatMap((document) => {
      const chunk = document.chunks[0];
      return chunk
        ? [
            {
              title: chunk.title,
              caseNumber: document.title,
              date: document.date,
              court: document.court ?? 'Okänd domstol',
              category: BUNDLED_CASE_CATEGORY,
              content: chunk.content,
              sourceUrl: document.sourceUrl ?? document.urls.court ?? document.urls.lagenNu ?? null,
            },
          ]
        : [];
    });

export type BundledCasesSummary = { added: number; changed: number; removed: number };

/**
 * Brings the bundled rows of legal_cases in line with the corpus, so the legal database is never
 * empty on a fresh install. Idempotent: unchanged rows are not written. A row a connector or an
 * admin wrote under the same case number is left alone; a summary made on the page is kept
 * unless the text it summarised changed.
 */
export const syncBundledLegalCases = async (
  db: Db,
  corpus: CorpusDocument[],
): Promise<BundledCasesSummary> => {
  const rows = bundledCaseRows(corpus);
  const stored = new Map(
    (
      await db
        .select({
          caseNumber: legalCases.caseNumber,
          origin: legalCases.origin,
          title: legalCases.title,
          date: legalCases.date,
          court: legalCases.court,
          category: legalCases.category,
          content: legalCases.content,
          sourceUrl: legalCases.sourceUrl,
        })
        .from(legalCases)
    ).map((row) => [row.caseNumber, row]),
  );
  const summary: BundledCasesSummary = { added: 0, changed: 0, removed: 0 };
  for (const row of rows) {
    const existing = stored.get(row.caseNumber);
    if (!existing) {
      await db
        .insert(legalCases)
        .values({ ...row, origin: 'bundled' })
        .onConflictDoNothing();
      summary.added++;
      continue;
    }
    if (existing.origin !== 'bundled') {
      continue;
    }
    const same =
      existing.title === row.title &&
      existing.date === row.date &&
      existing.court === row.court &&
      existing.category === row.category &&
      existing.content === row.content &&
      existing.sourceUrl === row.sourceUrl;
    if (!same) {
      const textChanged = existing.content !== row.content;
      await db
        .update(legalCases)
        .set({
          ...row,
          ...(textChanged ? { summary: null, summaryMethod: null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(legalCases.caseNumber, row.caseNumber));
      summary.changed++;
    }
  }
  const kept = rows.map((row) => row.caseNumber);
  const removed = await db
    .delete(legalCases)
    .where(
      and(
        eq(legalCases.origin, 'bundled'),
        kept.length > 0 ? notInArray(legalCases.caseNumber, kept) : undefined,
      ),
    )
    .returning({ id: legalCases.id });
  summary.removed = removed.length;
  return summary;
};
