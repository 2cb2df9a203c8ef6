import { EMBEDDING_CHECK_CATEGORY, EMBEDDING_STATS_REFRESH_MS, type EmbeddingStats } from '@app/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CountGrid } from './count-grid';
import { DebugLogPanel, errorText, useDebugLog } from './debug-log';
import { checkCategory, fetchEmbeddingStats, processEmbeddingJobs } from './embedding-test-api';

type Count = Exclude<keyof EmbeddingStats, 'model' | 'categories' | 'completion_rate'>;

const STAT_LABELS: [Count, string][] = [
  ['total_chunks', 'Total Chunks'],
  ['without_embeddings', 'Without Embeddings'],
  ['with_embeddings', 'With Embeddings'],
  ['pending_jobs', 'Pending Jobs'],
  ['processing_jobs', 'Processing Jobs'],
  ['completed_jobs', 'Completed Jobs'],
  ['failed_jobs', 'Failed Jobs'],
];

/** Spec 2 §2: the embedding statistics of the model in use, Process Jobs and a debug log. */
export function EmbeddingTestView() {
  const { entries, log, clear } = useDebugLog();
  const stats = useQuery({
    queryKey: ['admin', 'embedding-stats'],
    queryFn: fetchEmbeddingStats,
    retry: false,
  });
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  // Every fetch is logged, also one that brings the same counts.
  const { data: fetched, dataUpdatedAt } = stats;
  useEffect(() => {
    if (fetched && dataUpdatedAt > 0) {
      log(
        `Statistik hämtad för ${fetched.model}: ${fetched.with_embeddings} av ${fetched.total_chunks} avsnitt har embeddings.`,
      );
    }
  }, [fetched, dataUpdatedAt, log]);
  useEffect(() => {
    if (stats.error) {
      log(`Statistiken kunde inte hämtas: ${errorText(stats.error)}`);
    }
  }, [stats.error, log]);

  const check = useMutation({
    mutationFn: checkCategory,
    onSuccess: (result) =>
      log(
        `Kategorin ${result.category}: ${result.without_embeddings} av ${result.total_chunks} avsnitt saknar embeddings.`,
      ),
    onError: (error) => log(`Kontrollen misslyckades: ${errorText(error)}`),
  });
  const process = useMutation({
    mutationFn: processEmbeddingJobs,
    onMutate: () => log('Bearbetar väntande jobb...'),
    onSuccess: (result) =>
      log(
        `Bearbetning klar: ${result.processed} jobb bearbetade, ${result.stats.failed_jobs} misslyckade totalt.`,
      ),
    onError: (error) => log(`Bearbetningen misslyckades: ${errorText(error)}`),
    // Spec 2 §9: the stats are read again 2 seconds after processing.
    onSettled: () => {
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(() => void stats.refetch(), EMBEDDING_STATS_REFRESH_MS);
    },
  });

  const data = stats.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Embedding Test Page</h1>
        <p className="mt-3 text-slate-700">
          Embeddings för modellen som används
          {data ? (
            <>
              : <code>{data.model}</code>
            </>
          ) : null}
          .
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
            Refresh Stats
          </Button>
          <Button variant="outline" onClick={() => check.mutate()} disabled={check.isPending}>
            Check '{EMBEDDING_CHECK_CATEGORY}'
          </Button>
          <Button onClick={() => process.mutate()} disabled={process.isPending}>
            {process.isPending ? 'Processing...' : 'Process Jobs'}
          </Button>
          <Button variant="ghost" onClick={clear}>
            Clear Logs
          </Button>
        </div>
        {stats.isError ? (
          <p role="alert" className="mt-4 text-red-800">
            Statistiken kunde inte hämtas. Försök igen senare.
          </p>
        ) : null}
      </div>
      {data ? (
        <>
          <section aria-labelledby="embedding-stats-heading" className="grid gap-3">
            <h2 id="embedding-stats-heading" className="text-xl font-semibold text-slate-900">
              Statistik
            </h2>
            <CountGrid
              className="grid-cols-2 sm:grid-cols-4"
              items={[
                ...STAT_LABELS.map(([key, label]) => ({ label, value: data[key] })),
                { label: 'Completion Rate', value: `${data.completion_rate}%` },
              ]}
            />
          </section>
          <section aria-labelledby="embedding-categories-heading" className="grid gap-3">
            <h2 id="embedding-categories-heading" className="text-xl font-semibold text-slate-900">
              Avsnitt utan embeddings per kategori
            </h2>
            {data.categories.length === 0 ? (
              <p className="text-slate-700">Alla avsnitt har embeddings.</p>
            ) : (
              <ul className="grid gap-2">
                {data.categories.map((row) => (
                  <li
                    key={row.category ?? ''}
                    className="flex justify-between rounded-md border border-slate-200 bg-white px-4 py-2"
                  >
                    <span>{row.category ?? 'No category'}</span>
                    <span className="font-semibold">{row.without_embeddings}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
      <DebugLogPanel entries={entries} title="Debug-logg" />
    </div>
  );
}
