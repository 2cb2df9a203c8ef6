import type { EmbeddingMigrationStatus } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { CountGrid } from '@/features/embedding-test/count-grid';
import { DebugLogPanel, errorText, useDebugLog } from '@/features/embedding-test/debug-log';
import { fetchMigrationStatus, migrateEmbeddings } from './embedding-migration-api';

const STATUS_KEY = ['admin', 'embedding-migration'];

const COUNT_LABELS: [Exclude<keyof EmbeddingMigrationStatus, 'source_model' | 'target_model'>, string][] = [
  ['target_embeddings', 'Embeddings i målmodellen'],
  ['completed_jobs', 'Slutförda jobb'],
  ['chunks_with_embeddings', 'Avsnitt med embeddings'],
];

/** Spec 2 §2: re-embedding the chunks into the target model, its counts, result card and log. */
export function EmbeddingMigrationView() {
  const queryClient = useQueryClient();
  const { entries, log } = useDebugLog();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: fetchMigrationStatus, retry: false });
  const { data: fetched, dataUpdatedAt } = status;
  useEffect(() => {
    if (fetched && dataUpdatedAt > 0) {
      log(
        `Status: ${fetched.target_embeddings} embeddings i målmodellen, ${fetched.completed_jobs} slutförda jobb, ${fetched.chunks_with_embeddings} avsnitt med embeddings.`,
      );
    }
  }, [fetched, dataUpdatedAt, log]);
  useEffect(() => {
    if (status.error) {
      log(`Statusen kunde inte hämtas: ${errorText(status.error)}`);
    }
  }, [status.error, log]);

  const migrate = useMutation({
    mutationFn: migrateEmbeddings,
    onMutate: () => log('Migrering startad...'),
    onSuccess: (result) => {
      queryClient.setQueryData(STATUS_KEY, result.status);
      log(
        result.success
          ? `Migrering klar: ${result.migrated} av ${result.available} avsnitt migrerade.`
          : `Migreringen misslyckades: ${result.error ?? 'okänt fel'}`,
      );
    },
    onError: (error) => log(`Migreringen misslyckades: ${errorText(error)}`),
  });

  const data = status.data;
  const result = migrate.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Embedding Migration Test</h1>
        {data ? (
          <p className="mt-3 text-slate-700">
            {data.target_model ? (
              <>
                Bäddar in avsnitten från <code>{data.source_model}</code> på nytt med{' '}
                <code>{data.target_model}</code>. Bara slutförda jobb vars avsnitt har en embedding migreras,
                och en avbruten migrering fortsätter där den slutade.
              </>
            ) : (
              <>
                Modellen som används är <code>{data.source_model}</code>. Det finns ingen annan modell att
                migrera till.
              </>
            )}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => migrate.mutate()} disabled={migrate.isPending}>
            {migrate.isPending ? 'Migrerar...' : 'Migrera embeddings'}
          </Button>
          <Button variant="outline" onClick={() => void status.refetch()} disabled={status.isFetching}>
            Kontrollera status
          </Button>
        </div>
        {status.isError ? (
          <p role="alert" className="mt-4 text-red-800">
            Statusen kunde inte hämtas. Försök igen senare.
          </p>
        ) : null}
      </div>
      {data ? (
        <section aria-labelledby="migration-counts-heading" className="grid gap-3">
          <h2 id="migration-counts-heading" className="text-xl font-semibold text-slate-900">
            Status
          </h2>
          <CountGrid
            className="sm:grid-cols-3"
            items={COUNT_LABELS.map(([key, label]) => ({ label, value: data[key] }))}
          />
        </section>
      ) : null}
      {result ? (
        <section
          aria-labelledby="migration-result-heading"
          className={`grid gap-2 rounded-lg border p-4 ${result.success ? 'border-green-300 bg-green-50' : 'border-red-300 bg-red-50'}`}
        >
          <h2 id="migration-result-heading" className="text-xl font-semibold text-slate-900">
            {result.success ? 'Migreringen lyckades' : 'Migreringen misslyckades'}
          </h2>
          <p>Migrerade: {result.migrated}</p>
          <p>Tillgängliga: {result.available}</p>
          {result.error ? <p className="text-red-800">Fel: {result.error}</p> : null}
        </section>
      ) : null}
      <DebugLogPanel entries={entries} title="Logg" />
    </div>
  );
}
