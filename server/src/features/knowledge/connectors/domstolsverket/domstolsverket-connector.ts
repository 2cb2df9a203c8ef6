import { storedState, upsertLegalCase } from '../connector-repository';
import {
  type ConnectorDeps,
  type ConnectorSummary,
  emptySummary,
  errorMessage,
  isUnchanged,
  saveDocument,
  sha256,
} from '../connector-store';
import { buildCaseRecord, type CaseRecord, caseIdOf, type Publication, scopeOf } from './publication';

const caseOf = (record: CaseRecord) => ({
  caseNumber: record.legalCase.caseNumber,
  title: record.legalCase.title,
});

export const DEFAULT_PAGE_SIZE = 100;

/** One matched ruling as it was stored (or found unchanged), for a caller's list of results. */
export type StoredCase = {
  caseNumber: string;
  title: string;
  chunks: number;
  outcome: 'added' | 'changed' | 'unchanged';
};

/** Where the walk is after a page, for a caller that persists it (a resumable background job). */
export type PageProgress = { nextPage: number; pagesRead: number; seen: number; matched: number };

export type DomstolsverketDeps = ConnectorDeps & {
  onCase?: (stored: StoredCase) => void;
  /** Awaited after every page, before the next is fetched. */
  onPage?: (progress: PageProgress) => Promise<void>;
};

export type DomstolsverketOptions = {
  /** 0-based page to start from: the `nextPage` of an interrupted run. Default 0. */
  startPage?: number;
  /** At most 100 (the API's limit). */
  pageSize?: number;
  /** Stop after this many pages (the run is then resumable from `nextPage`). */
  maxPages?: number;
  /** Narrows the law areas' rulings further, e.g. to one court. Default: all of them. */
  accept?: (publication: Publication) => boolean;
};

export type DomstolsverketSummary = ConnectorSummary & {
  /** Where to resume: the first page not yet fully handled; null when the walk reached the end. */
  nextPage: number | null;
  pagesRead: number;
  /** Publications read, and those a law area collects (its `rulings`). */
  seen: number;
  matched: number;
};

/**
 * Walks every page of `/publiceringar` (the API's filters are reported to be ignored, so the walk
 * is full and filtering is client-side), keeps the rulings the law areas collect, and stores each as a
 * `legal_cases` row (upsert by case number) and a 'case' document of the court's text, both in
 * one transaction. Resumable: pass the returned `nextPage` as `startPage`; unchanged rulings
 * (same content hash) are skipped. A page whose requests keep failing ends the run with
 * `nextPage` at that page and nothing of it written.
 */
export const fetchDomstolsverket = async (
  deps: DomstolsverketDeps,
  options: DomstolsverketOptions = {},
): Promise<DomstolsverketSummary> => {
  const summary: DomstolsverketSummary = {
    ...emptySummary('domstolsverket'),
    nextPage: options.startPage ?? 0,
    pagesRead: 0,
    seen: 0,
    matched: 0,
  };
  const pageSize = Math.min(100, Math.max(1, options.pageSize ?? DEFAULT_PAGE_SIZE));
  const origin = deps.client.baseUrl.origin;
  const publicUrl = (id: string) => new URL(`/sok/avgorande/${encodeURIComponent(id)}`, origin).toString();
  const attachmentUrl = (id: string) => deps.client.resolve(`bilagor/${encodeURIComponent(id)}`).toString();
  let page = options.startPage ?? 0;
  while (options.maxPages === undefined || summary.pagesRead < options.maxPages) {
    if (deps.signal?.aborted) {
      break;
    }
    let publications: Publication[];
    try {
      const { data } = await deps.client.getJson<unknown>(`publiceringar?page=${page}&pagesize=${pageSize}`);
      if (!Array.isArray(data)) {
        throw new Error('expected a JSON array of publications');
      }
      publications = data as Publication[];
    } catch (error) {
      summary.failed.push({ key: `publiceringar page ${page}`, error: errorMessage(error) });
      deps.onProgress?.(
        `domstolsverket page ${page}: failed (${errorMessage(error)}); resume from page ${page}`,
      );
      summary.nextPage = page;
      return summary;
    }
    if (publications.length === 0) {
      summary.nextPage = null;
      return summary;
    }
    for (const publication of publications) {
      summary.seen++;
      const collected = scopeOf(deps.areas.rulings, publication);
      if (!collected || options.accept?.(publication) === false) {
        continue;
      }
      summary.matched++;
      const contentHash = sha256(JSON.stringify(publication));
      const key = `dv-${String(publication.id ?? '').toLowerCase()}`;
      try {
        const record = buildCaseRecord(publication, { publicUrl, attachmentUrl, contentHash, collected });
        if (isUnchanged(await storedState(deps.db, key), 'domstolsverket', contentHash)) {
          summary.unchanged++;
          deps.onCase?.({ ...caseOf(record), chunks: 0, outcome: 'unchanged' });
          continue;
        }
        const chunksBefore = summary.chunks;
        const outcome = await saveDocument(deps, record.document, 'domstolsverket', summary, (tx) =>
          upsertLegalCase(tx, record.legalCase),
        );
        deps.onCase?.({ ...caseOf(record), chunks: summary.chunks - chunksBefore, outcome });
      } catch (error) {
        summary.failed.push({ key: `${key} (${caseIdOf(publication)})`, error: errorMessage(error) });
      }
    }
    summary.pagesRead++;
    page++;
    summary.nextPage = page;
    await deps.onPage?.({
      nextPage: page,
      pagesRead: summary.pagesRead,
      seen: summary.seen,
      matched: summary.matched,
    });
    deps.onProgress?.(
      `domstolsverket page ${page - 1}: ${publications.length} publications, ${summary.matched} collected so far`,
    );
  }
  return summary;
};
