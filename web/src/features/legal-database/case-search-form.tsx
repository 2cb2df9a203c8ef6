import { LEGAL_QUERY_MAX, type LegalCaseOverview } from '@app/common';
import { ChevronDown, LoaderCircle, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** What the search form sends; empty strings and 'all' mean no filter. */
export type CaseSearchParams = { q: string; court: string; category: string; from: string; to: string };

export const EMPTY_SEARCH: CaseSearchParams = { q: '', court: 'all', category: 'all', from: '', to: '' };

const fieldClass =
  'h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700';

type CaseSearchFormProps = {
  overview: LegalCaseOverview | undefined;
  /** The search to start from (the public page keeps it in its address). */
  initial?: CaseSearchParams;
  onSearch: (search: CaseSearchParams) => void;
};

/** The search box and the collapsible 'Avancerad sökning' filters, shared by the admin's and the public page. */
export function CaseSearchForm({ overview, initial = EMPTY_SEARCH, onSearch }: CaseSearchFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<CaseSearchParams>(initial);
  const hasFilter =
    initial.court !== 'all' || initial.category !== 'all' || initial.from !== '' || initial.to !== '';
  const [advancedOpen, setAdvancedOpen] = useState(hasFilter);
  const set = (field: keyof CaseSearchParams) => (value: string) =>
    setDraft((prev) => ({ ...prev, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, q: draft.q.trim() });
  };
  return (
    <form
      onSubmit={submit}
      className="@container grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
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
          placeholder="t.ex. spisvakt eller HFD 2020 ref. 70"
          className={cn(fieldClass, 'flex-1')}
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
        // Columns follow the form's own width (narrow on the public page, wide on the admin's), and
        // each field may shrink to its column, so a long court name or a date field never overlaps the next.
        <div id={`${id}-advanced`} className="grid gap-3 @lg:grid-cols-2 @4xl:grid-cols-4">
          <div className="grid min-w-0 gap-1">
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
          <div className="grid min-w-0 gap-1">
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
          <div className="grid min-w-0 gap-1">
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
          <div className="grid min-w-0 gap-1">
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
  );
}

type SearchStatusProps = { fetching: boolean; error: Error | null; empty: boolean };

/** 'Söker i rättsdatabasen...', the error, or 'Inga rättsfall hittades' under a search. */
export function CaseSearchStatus({ fetching, error, empty }: SearchStatusProps) {
  return (
    <>
      {fetching ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin text-brand-700" />
          Söker i rättsdatabasen...
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-950">
          {error.message}
        </p>
      ) : null}
      {!fetching && !error && empty ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
          Inga rättsfall hittades
        </p>
      ) : null}
    </>
  );
}
