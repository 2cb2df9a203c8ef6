import type { Db } from '../../db/database';
import type { CorpusDocument } from '../knowledge';
import {
  type BundledCaseRow,
  deleteBundledCasesExcept,
  insertBundledCase,
  storedCaseFields,
  updateBundledCase,
} from './legal-case-repository';

/**
 * Our own summaries of rulings (data/corpus/cases) as legal_cases rows, keyed by their case id,
 * in the law area's case category (its pack's `caseCategory`).
 */
export const bundledCaseRows = (corpus: CorpusDocument[], caseCategory: string): BundledCaseRow[] =>
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
              category: caseCategory,
              content: chunk.content,
              sourceUrl: document.sourceUrl ?? document.urls.court ?? null,
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
  caseCategory: string,
): Promise<BundledCasesSummary> => {
  const rows = bundledCaseRows(corpus, caseCategory);
  const stored = new Map((await storedCaseFields(db)).map((row) => [row.caseNumber, row]));
  const summary: BundledCasesSummary = { added: 0, changed: 0, removed: 0 };
  for (const row of rows) {
    const existing = stored.get(row.caseNumber);
    if (!existing) {
      await insertBundledCase(db, row);
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
      await updateBundledCase(db, row, textChanged);
      summary.changed++;
    }
  }
  summary.removed = await deleteBundledCasesExcept(
    db,
    rows.map((row) => row.caseNumber),
  );
  return summary;
};
