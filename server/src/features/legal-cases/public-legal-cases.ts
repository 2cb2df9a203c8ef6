import {
  legalCasePreview,
  PUBLIC_LEGAL_PAGE_SIZE,
  type PublicLegalCase,
  type PublicLegalCaseHit,
  type PublicLegalCaseList,
  type PublicLegalCaseSearch,
} from '@app/common';
import type { Db } from '../../db/database';
import {
  findLegalCase,
  findPublicLegalCaseBySlug,
  type LegalCaseRecord,
  searchLegalCaseRows,
  toLegalCase,
} from './legal-case-repository';

/**
 * What the open database shows of a ruling: no origin, PDF address or timestamps. A bundled
 * ruling's text is our own summary of it (issue 27): it stays apart from any summary made on the
 * admin page, each labelled for what it is.
 */
export const toPublicLegalCase = (row: LegalCaseRecord): PublicLegalCase => {
  const { pdf_url: _internal, ...legalCase } = toLegalCase(row);
  return { ...legalCase, editorial_summary: row.origin === 'bundled' ? row.content : null };
};

const toHit = ({ content, summary, editorial_summary, ...hit }: PublicLegalCase): PublicLegalCaseHit => ({
  ...hit,
  preview: legalCasePreview(editorial_summary ?? summary ?? content),
});

/** One page of hits, ranked like the admin's search; one row more tells whether another page exists. */
export const searchPublicLegalCases = async (
  db: Db,
  search: PublicLegalCaseSearch,
): Promise<PublicLegalCaseList> => {
  const rows = await searchLegalCaseRows(
    db,
    { q: search.q, court: search.domstol, category: search.kategori, from: search.fran, to: search.till },
    {
      limit: PUBLIC_LEGAL_PAGE_SIZE + 1,
      offset: (search.sida - 1) * PUBLIC_LEGAL_PAGE_SIZE,
      withoutTestCases: true,
    },
  );
  return {
    cases: rows.slice(0, PUBLIC_LEGAL_PAGE_SIZE).map((row) => toHit(toPublicLegalCase(row))),
    page: search.sida,
    next_page: rows.length > PUBLIC_LEGAL_PAGE_SIZE ? search.sida + 1 : null,
  };
};

/** A ruling by its id or by the slug of its address (legalCaseSlug). */
export const findPublicLegalCase = async (db: Db, idOrSlug: string): Promise<PublicLegalCase | undefined> => {
  const row = (await findLegalCase(db, idOrSlug)) ?? (await findPublicLegalCaseBySlug(db, idOrSlug));
  return row && row.origin !== 'test' ? toPublicLegalCase(row) : undefined;
};
