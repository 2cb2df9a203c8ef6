import type { LegalCaseOverview } from '@app/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  CaseSearchForm,
  type CaseSearchParams,
  CaseSearchStatus,
  EMPTY_SEARCH,
} from '@/features/legal-database/case-search-form';
import { CaseCard } from './case-card';
import { LEGAL_CASES_QUERY_KEY, searchCases } from './legal-cases-api';

/** The search box, the 'Avancerad sökning' filters and the case list (one card open at a time). */
export function CaseSearch({ overview }: { overview: LegalCaseOverview | undefined }) {
  const id = useId();
  const [submitted, setSubmitted] = useState<CaseSearchParams>(EMPTY_SEARCH);
  const [openCase, setOpenCase] = useState<string | null>(null);
  const results = useQuery({
    queryKey: [...LEGAL_CASES_QUERY_KEY, 'search', submitted],
    queryFn: ({ signal }) => searchCases(submitted, signal),
    placeholderData: keepPreviousData,
  });
  const search = (next: CaseSearchParams) => {
    setOpenCase(null);
    setSubmitted(next);
  };
  const cases = results.data?.cases ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h2 id={`${id}-heading`} className="sr-only">
        Sök rättsfall
      </h2>
      <CaseSearchForm overview={overview} onSearch={search} />
      <CaseSearchStatus
        fetching={results.isFetching}
        error={results.error}
        empty={results.isSuccess && cases.length === 0}
      />
      {cases.length > 0 ? (
        <ul aria-label="Rättsfall" className="grid gap-3">
          {cases.map((legalCase) => (
            <CaseCard
              key={legalCase.id}
              legalCase={legalCase}
              expanded={openCase === legalCase.id}
              onToggle={() => setOpenCase((current) => (current === legalCase.id ? null : legalCase.id))}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
