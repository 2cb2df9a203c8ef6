import { legalCasePath } from '@app/common';
import type { Db } from '../../db/database';
import type { SitemapEntry } from '../../http/seo-files';
import { createLegalCaseHead, type SeoHeadOptions } from '../../http/seo-head';
import type { DynamicPageHead } from '../../http/spa';
import { listPublicLegalCaseIds } from './legal-case-repository';
import { findPublicLegalCase } from './public-legal-cases';

const RULING_PAGE = /^\/rattsdatabas\/praxis\/([^/]+)\/?$/;
/** The address of a ruling before issue 28: its database id, which changes when the database is rebuilt. */
const OLD_RULING_PAGE = /^\/rattsdatabas\/([0-9a-f-]{36})\/?$/i;

/**
 * The HTML head of /rattsdatabas/praxis/{slug}, from the ruling itself, so crawlers and link
 * previews see its title and structured data; a slug that names no ruling is answered 404 with
 * the 404 page. An old /rattsdatabas/{id} moves permanently to the ruling's page.
 */
export const legalCasePageHead = (db: Db, options: SeoHeadOptions): DynamicPageHead => {
  const headFor = createLegalCaseHead(options);
  return async (path) => {
    const oldId = OLD_RULING_PAGE.exec(path)?.[1];
    if (oldId !== undefined) {
      const moved = await findPublicLegalCase(db, oldId);
      return moved
        ? { movedTo: legalCasePath(moved.case_number) }
        : { head: headFor(undefined), status: 404 };
    }
    const slug = RULING_PAGE.exec(path)?.[1];
    if (slug === undefined) {
      return undefined;
    }
    const ruling = await findPublicLegalCase(db, slug);
    return { head: headFor(ruling), status: ruling ? 200 : 404 };
  };
};

/**
 * Every ruling's page for /sitemap.xml, changed last on its decision date: the page is the
 * ruling, which does not change after it is decided. A ruling without a date has its row's last change.
 */
export const legalCaseSitemapEntries = (db: Db) => async (): Promise<SitemapEntry[]> =>
  (await listPublicLegalCaseIds(db)).map((row) => ({
    path: legalCasePath(row.caseNumber),
    lastModified: row.date ?? row.updatedAt.toISOString(),
  }));
