import { useQuery } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { runSourceTest, SOURCE_TEST_QUERY, uniqueSources } from './source-test-api';

/** Internal retrieval check (spec 2 §2): the fixed query, its chunks, sources and raw JSON. */
export function SourceTestView() {
  // Run on request only; each click runs the search again.
  const search = useQuery({
    queryKey: ['source-test'],
    queryFn: runSourceTest,
    enabled: false,
    retry: false,
  });
  const response = search.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Test av källsökning</h1>
        <p className="mt-3 text-slate-700">
          Kör källsökningen för den fasta frågan <q>{SOURCE_TEST_QUERY}</q> och visar vad den hittar.
        </p>
        <Button className="mt-4" onClick={() => void search.refetch()} disabled={search.isFetching}>
          <Play aria-hidden="true" />
          {search.isFetching ? 'Söker...' : 'Kör källsökning'}
        </Button>
        {search.isError ? (
          <p role="alert" className="mt-4 text-red-800">
            Källsökningen misslyckades. Försök igen senare.
          </p>
        ) : null}
      </div>
      {response ? (
        <>
          <section aria-labelledby="source-test-summary" className="grid gap-2">
            <h2 id="source-test-summary" className="text-xl font-semibold text-slate-900">
              Resultat
            </h2>
            <p className="text-slate-800">Hittade avsnitt: {response.results.length}</p>
            <p className="text-slate-800">Unika källor: {uniqueSources(response).length}</p>
          </section>
          <section aria-labelledby="source-test-chunks" className="grid gap-3">
            <h2 id="source-test-chunks" className="text-xl font-semibold text-slate-900">
              Avsnitt
            </h2>
            <ol className="grid gap-3">
              {response.results.map((result) => (
                <li key={result.id} className="rounded-lg border border-slate-200 bg-white p-4">
                  <p className="font-medium text-slate-900">{result.title}</p>
                  <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
                    <dt>Källa</dt>
                    <dd>{result.source}</dd>
                    <dt>Kategori</dt>
                    <dd>{result.category ?? 'Ej kategoriserad'}</dd>
                    {result.subtopic ? (
                      <>
                        <dt>Ämne</dt>
                        <dd>{result.subtopic}</dd>
                      </>
                    ) : null}
                    <dt>Likhet</dt>
                    <dd>{result.score_pct}</dd>
                  </dl>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="source-test-json" className="grid gap-3">
            <h2 id="source-test-json" className="text-xl font-semibold text-slate-900">
              Källor som JSON
            </h2>
            <pre
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
              tabIndex={0}
              className="max-h-96 overflow-auto rounded-lg bg-slate-900 p-4 text-xs text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {JSON.stringify(response.results, null, 2)}
            </pre>
          </section>
        </>
      ) : null}
    </div>
  );
}
