import { LegalCaseOverviewSchema, PublicLegalCaseListSchema, PublicLegalCaseSchema } from '@app/common';
import { apiGet } from '@/lib/api';
import { type CaseSearchParams, EMPTY_SEARCH } from './case-search-form';

const BASE = '/api/rattsfall';

export const PUBLIC_LEGAL_CASES_QUERY_KEY = ['rattsfall'] as const;

/** The page's address carries the API's own Swedish parameters: /rattsdatabas?q=… ↔ /api/rattsfall?q=… */
const FIELDS = { q: 'q', court: 'domstol', category: 'kategori', from: 'fran', to: 'till' } as const;

export type PublicSearch = { params: CaseSearchParams; page: number };

export const toSearchQuery = ({ params, page }: PublicSearch): URLSearchParams => {
  const query = new URLSearchParams();
  for (const [field, name] of Object.entries(FIELDS) as [keyof CaseSearchParams, string][]) {
    const value = params[field];
    if (value !== '' && value !== 'all') {
      query.set(name, value);
    }
  }
  if (page > 1) {
    query.set('sida', String(page));
  }
  return query;
};

export const fromSearchQuery = (query: URLSearchParams): PublicSearch => {
  const params = { ...EMPTY_SEARCH };
  for (const [field, name] of Object.entries(FIELDS) as [keyof CaseSearchParams, string][]) {
    params[field] = query.get(name) ?? EMPTY_SEARCH[field];
  }
  const page = Number(query.get('sida') ?? '1');
  return { params, page: Number.isInteger(page) && page > 0 ? page : 1 };
};

export const searchPublicCases = (search: PublicSearch, signal?: AbortSignal) => {
  const query = toSearchQuery(search).toString();
  return apiGet(query ? `${BASE}?${query}` : BASE, PublicLegalCaseListSchema, signal);
};

export const fetchPublicFilters = (signal?: AbortSignal) =>
  apiGet(`${BASE}/filter`, LegalCaseOverviewSchema, signal);

export const fetchPublicCase = (id: string, signal?: AbortSignal) =>
  apiGet(`${BASE}/${encodeURIComponent(id)}`, PublicLegalCaseSchema, signal);
