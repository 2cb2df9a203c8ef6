import { EnhancedSearchRequestSchema, formatDateTimeSv } from '@app/common';
import { useMutation } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { runEnhancedSearch } from './enhanced-search-api';

const fieldClass =
  'h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700';

/**
 * Internal retrieval check (spec 2 §2): what the retriever made of a query (the expanded query it
 * searched with) and what it found.
 */
export function EnhancedSearchView() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const search = useMutation({ mutationFn: runEnhancedSearch });

  // The server's own rules, so a query it would refuse is never sent.
  const run = () => {
    const checked = EnhancedSearchRequestSchema.safeParse({ query });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    search.mutate(checked.data.query);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !search.isPending) {
      event.preventDefault();
      run();
    }
  };
  const response = search.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Utökad sökning</h1>
        <p className="mt-3 text-slate-700">
          Kör källsökningen för en fråga och visar den utökade fråga som sökningen faktiskt använde, källorna
          och poängen.
        </p>
        <div className="mt-4 grid gap-2">
          <label htmlFor={`${id}-query`} className="font-medium text-slate-900">
            Sökfråga
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-query`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder="t.ex. hissanpassning i flerbostadshus"
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? `${id}-invalid` : undefined}
              className={fieldClass}
            />
            <Button onClick={run} disabled={search.isPending || query.trim() === ''}>
              <Search aria-hidden="true" />
              {search.isPending ? 'Söker...' : 'Sök'}
            </Button>
          </div>
          {invalid ? (
            <p id={`${id}-invalid`} role="alert" className="text-red-800">
              {invalid}
            </p>
          ) : null}
        </div>
        {search.isError ? (
          <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4">
            <p className="font-semibold text-red-900">Fel uppstod:</p>
            <p className="mt-1 text-red-800">{search.error.message}</p>
          </div>
        ) : null}
      </div>
      {response ? (
        <>
          <section aria-labelledby={`${id}-query-heading`} className="grid gap-2">
            <h2 id={`${id}-query-heading`} className="text-xl font-semibold text-slate-900">
              Frågan
            </h2>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-slate-800">
              <dt className="font-medium">Ursprunglig fråga</dt>
              <dd>{response.question}</dd>
              <dt className="font-medium">Utökad fråga</dt>
              <dd>{response.expanded_query}</dd>
              <dt className="font-medium">Tidpunkt</dt>
              <dd>
                <time dateTime={response.timestamp}>{formatDateTimeSv(response.timestamp)}</time>
              </dd>
            </dl>
          </section>
          <section aria-labelledby={`${id}-sources`} className="grid gap-2">
            <h2 id={`${id}-sources`} className="text-xl font-semibold text-slate-900">
              Källor ({response.sources.length})
            </h2>
            <ul className="list-disc pl-6 text-slate-800">
              {response.sources.map((source) => (
                <li key={source}>{source}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${id}-results`} className="grid gap-2">
            <h2 id={`${id}-results`} className="text-xl font-semibold text-slate-900">
              Resultat
            </h2>
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="w-full min-w-[720px] text-left text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Källa
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Kategori
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Utdrag
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Poäng
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {response.results.map((result, index) => (
                    // Two results may share source and title (sections of one law): the rank keeps them apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
                    <tr key={index} className="border-t border-slate-200 align-top text-slate-800">
                      <td className="px-3 py-2">
                        <span className="font-medium">{result.source}</span>
                        <span className="block text-slate-600">{result.title}</span>
                      </td>
                      <td className="px-3 py-2">{result.category ?? 'Ej kategoriserad'}</td>
                      <td className="px-3 py-2">{result.snippet}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{result.score_pct}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      ) : null}
    </div>
  );
}
