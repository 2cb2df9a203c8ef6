import { legalCasePath } from '@app/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { CaseMeta } from './case-meta';
import { CaseSearchForm, CaseSearchStatus } from './case-search-form';
import {
  fetchPublicFilters,
  fromSearchQuery,
  PUBLIC_LEGAL_CASES_QUERY_KEY,
  type PublicSearch,
  searchPublicCases,
  toSearchQuery,
} from './public-legal-cases-api';

/**
 * The open search: the admin page's form and filters, and a list of hits that each open the
 * ruling's own page. The search lives in the address, so going back from a ruling finds it again.
 */
export function PublicCaseSearch() {
  const [query, setQuery] = useSearchParams();
  const search = fromSearchQuery(query);
  const filters = useQuery({
    queryKey: [...PUBLIC_LEGAL_CASES_QUERY_KEY, 'filter'],
    queryFn: ({ signal }) => fetchPublicFilters(signal),
  });
  const results = useQuery({
    queryKey: [...PUBLIC_LEGAL_CASES_QUERY_KEY, 'search', query.toString()],
    queryFn: ({ signal }) => searchPublicCases(search, signal),
    placeholderData: keepPreviousData,
  });
  const go = (next: PublicSearch) => setQuery(toSearchQuery(next));
  const cases = results.data?.cases ?? [];
  return (
    <section aria-labelledby="public-search-heading" className="mt-8 grid gap-4">
      <h2 id="public-search-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
        Sök i rättsdatabasen
      </h2>
      {filters.data ? (
        <p className="text-slate-700">{`${filters.data.available} rättsfall att söka bland.`}</p>
      ) : null}
      <CaseSearchForm
        // A new address (back, forward, a link) starts the form over from it.
        key={query.toString()}
        overview={filters.data}
        initial={search.params}
        onSearch={(params) => go({ params, page: 1 })}
      />
      <CaseSearchStatus
        fetching={results.isFetching}
        error={results.error}
        empty={results.isSuccess && cases.length === 0}
      />
      {cases.length > 0 ? (
        <ul aria-label="Sökträffar" className="grid gap-3">
          {cases.map((hit) => (
            <li key={hit.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <Link
                to={legalCasePath(hit.case_number)}
                className="text-lg font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {hit.title}
              </Link>
              <CaseMeta legalCase={hit} className="mt-2" />
              <p className="mt-2 text-slate-700">{hit.preview}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {results.data && (results.data.page > 1 || results.data.next_page) ? (
        <nav aria-label="Sidor" className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            disabled={results.data.page <= 1}
            onClick={() => go({ params: search.params, page: search.page - 1 })}
          >
            <ChevronLeft aria-hidden="true" />
            Föregående sida
          </Button>
          <span className="text-slate-700">{`Sida ${results.data.page}`}</span>
          <Button
            variant="outline"
            disabled={!results.data.next_page}
            onClick={() => go({ params: search.params, page: search.page + 1 })}
          >
            Nästa sida
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
