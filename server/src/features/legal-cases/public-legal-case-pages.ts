import { legalCasePath } from '@app/common';
import type { Db } from '../../db/database';
import type { SitemapEntry } from '../../http/seo-files';
import { createLegalCaseHead, type SeoHeadOptions } from '../../http/seo-head';
import type { DynamicPageHead } from '../../http/spa';
import { listPublicLegalCaseIds } from './legal-case-repository';
import { findPublicLegalCase } from './public-legal-cases';

const RULING_PAGE = /^\/rattsdatabas\/([^/]+)\/?$/;

/**
 * The HTML head of /rattsdatabas/{id}, from the ruling itself, so crawlers and link previews see
 * its title and structured data; an id that names no ruling is answered 404 with the 404 page.
 */
export const legalCasePageHead = (db: Db, options: SeoHeadOptions): DynamicPageHead => {
  const headFor = createLegalCaseHead(options);
  return async (path) => {
    const id = RULING_PAGE.exec(path)?.[1];
    if (id === undefined) {
      return undefined;
    }
    const ruling = await findPublicLegalCase(db, id);
    return { head: headFor(ruling), status: ruling ? 200 : 404 };
  };
};

/** Every ruling's page for /sitemap.xml. */
export const legalCaseSitemapEntries = (db: Db) => async (): Promise<SitemapEntry[]> =>
  (await listPublicLegalCaseIds(db)).map((row) => ({
    path: legalCasePath(row.id),
    lastModified: row.updatedAt,
  }));
