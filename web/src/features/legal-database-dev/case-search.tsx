import { LEGAL_QUERY_MAX, type LegalCaseOverview } from '@app/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronDown, LoaderCircle, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CaseCard } from './case-card';
import { type CaseSearchParams, EMPTY_SEARCH, LEGAL_CASES_QUERY_KEY, searchCases } from './legal-cases-api';

const fieldClass =
  'h-10 rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700';

/** The search box, the 'Avancerad sökning' filters and the case list (one card open at a time). */
export function CaseSearch({ overview }: { overview: LegalCaseOverview | undefined }) {
  const id = useId();
  const [draft, setDraft] = useState<CaseSearchParams>(EMPTY_SEARCH);
  const [submitted, setSubmitted] = useState<CaseSearchParams>(EMPTY_SEARCH);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [openCase, setOpenCase] = useState<string | null>(null);
  const results = useQuery({
    queryKey: [...LEGAL_CASES_QUERY_KEY, 'search', submitted],
    queryFn: ({ signal }) => searchCases(submitted, signal),
    placeholderData: keepPreviousData,
  });
  const set = (field: keyof CaseSearchParams) => (value: string) =>
    setDraft((prev) => ({ ...prev, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpenCase(null);
    setSubmitted({ ...draft, q: draft.q.trim() });
  };
  const cases = results.data?.cases ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h2 id={`${id}-heading`} className="sr-only">
        Sök rättsfall
      </h2>
      <form
        onSubmit={submit}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <label htmlFor={`${id}-q`} className="font-medium text-slate-900">
          Sök på målnummer, titel eller innehåll
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-q`}
            type="search"
            value={draft.q}
            maxLength={LEGAL_QUERY_MAX}
            onChange={(event) => set('q')(event.target.value)}
            placeholder="t.ex. trapphiss eller HFD 2020 ref. 20"
            className={cn(fieldClass, 'min-w-0 flex-1')}
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            Sök
          </Button>
        </div>
        <div>
          <button
            type="button"
            aria-expanded={advancedOpen}
            aria-controls={`${id}-advanced`}
            onClick={() => setAdvancedOpen((open) => !open)}
            className="inline-flex items-center gap-1.5 rounded-md text-brand-800 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            Avancerad sökning
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', advancedOpen && 'rotate-180')}
            />
          </button>
        </div>
        {advancedOpen ? (
          <div id={`${id}-advanced`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <div className="grid gap-1">
              <label htmlFor={`${id}-court`} className="text-sm font-medium text-slate-800">
                Domstol
              </label>
              <select
                id={`${id}-court`}
                value={draft.court}
                onChange={(event) => set('court')(event.target.value)}
                className={fieldClass}
              >
                <option value="all">Alla domstolar</option>
                {overview?.courts.map((court) => (
                  <option key={court} value={court}>
                    {court}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-category`} className="text-sm font-medium text-slate-800">
                Kategori
              </label>
              <select
                id={`${id}-category`}
                value={draft.category}
                onChange={(event) => set('category')(event.target.value)}
                className={fieldClass}
              >
                <option value="all">Alla kategorier</option>
                {overview?.categories.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-from`} className="text-sm font-medium text-slate-800">
                Från datum
              </label>
              <input
                id={`${id}-from`}
                type="date"
                value={draft.from}
                onChange={(event) => set('from')(event.target.value)}
                className={fieldClass}
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-to`} className="text-sm font-medium text-slate-800">
                Till datum
              </label>
              <input
                id={`${id}-to`}
                type="date"
                value={draft.to}
                onChange={(event) => set('to')(event.target.value)}
                className={fieldClass}
              />
            </div>
          </div>
        ) : null}
      </form>
      {results.isFetching ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin text-brand-700" />
          Söker i rättsdatabasen...
        </p>
      ) : null}
      {results.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-950">
          {results.error.message}
        </p>
      ) : null}
      {results.isSuccess && !results.isFetching && cases.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
          Inga rättsfall hittades
        </p>
      ) : null}
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
