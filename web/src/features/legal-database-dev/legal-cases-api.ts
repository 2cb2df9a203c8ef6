import {
  AdminMessageSchema,
  areaWords,
  LatestScrapeJobSchema,
  LegalCaseListSchema,
  LegalCaseOverviewSchema,
  LegalCasePdfSchema,
  LegalCaseSummarySchema,
  type ScrapeJob,
  ScrapeStartSchema,
} from '@app/common';
import type { CaseSearchParams } from '@/features/legal-database/case-search-form';
import { ApiRequestError, apiDelete, apiGet, apiPost } from '@/lib/api';
import { appConfig } from '@/lib/app-config';
import { classifyError } from '@/lib/classify-error';
import { CATEGORY_DEFAULTS } from '@/lib/error-categories';

const BASE = '/api/admin/legal-cases';

/**
 * What the page says about a failed call: the server's own Swedish message (it names the court's
 * service when that is what failed), else its category's message, never a raw fetch error.
 */
export const failureText = (error: Error): string =>
  error instanceof ApiRequestError ? error.message : CATEGORY_DEFAULTS[classifyError(error)].userMessage;

export const LEGAL_CASES_QUERY_KEY = ['admin', 'legal-cases'] as const;
export const SCRAPE_JOB_QUERY_KEY = ['admin', 'legal-cases', 'scrape-job'] as const;

export const searchCases = (params: CaseSearchParams, signal?: AbortSignal) => {
  const query = new URLSearchParams(
    Object.entries(params).filter(([, value]) => value !== '' && value !== 'all'),
  ).toString();
  return apiGet(query ? `${BASE}?${query}` : BASE, LegalCaseListSchema, signal);
};

export const fetchOverview = (signal?: AbortSignal) =>
  apiGet(`${BASE}/overview`, LegalCaseOverviewSchema, signal);

export const createSummary = (id: string) =>
  apiPost(`${BASE}/${encodeURIComponent(id)}/summary`, {}, LegalCaseSummarySchema);

export const fetchFullPdf = (id: string) =>
  apiPost(`${BASE}/${encodeURIComponent(id)}/pdf`, {}, LegalCasePdfSchema);

export const startScrape = (kind: ScrapeJob['kind']) =>
  apiPost(`${BASE}/scrape-jobs`, { kind }, ScrapeStartSchema);

export const fetchLatestScrapeJob = (signal?: AbortSignal) =>
  apiGet(`${BASE}/scrape-jobs/latest`, LatestScrapeJobSchema, signal);

export const deleteTestCases = () => apiDelete(`${BASE}/test-cases`, AdminMessageSchema);

export const testFunction = () => apiPost(`${BASE}/test-function`, {}, AdminMessageSchema);

export const testSimpleBab = () => apiPost(`${BASE}/test-simple-bab`, {}, AdminMessageSchema);

export const SCRAPE_KIND_LABELS: Record<ScrapeJob['kind'], string> = {
  hfd: 'HFD-scraping',
  stockholm_bab: `Stockholm ${areaWords(appConfig).abbreviation}-scraping`,
};
