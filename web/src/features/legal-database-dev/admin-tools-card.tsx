import { areaWords, SCRAPED_TITLE_PREVIEW_CHARS, type ScrapeJob } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, FlaskConical, Gavel, LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { appConfig } from '@/lib/app-config';
import {
  deleteTestCases,
  failureText,
  fetchLatestScrapeJob,
  LEGAL_CASES_QUERY_KEY,
  SCRAPE_JOB_QUERY_KEY,
  SCRAPE_KIND_LABELS,
  startScrape,
  testFunction,
  testSimpleBab,
} from './legal-cases-api';

const POLL_MS = 1000;
// The spec's texts name the law area by its short name: the loaded area's.
const { abbreviation } = areaWords(appConfig);
const DELETE_CONFIRM = `Är du säker på att du vill ta bort alla ${abbreviation} testfall?`;

/** '1 nytt rättsfall', '2 nya rättsfall'. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const titlePreview = (title: string) =>
  title.length > SCRAPED_TITLE_PREVIEW_CHARS ? `${title.slice(0, SCRAPED_TITLE_PREVIEW_CHARS)}…` : title;

/** The job's line: progress while it runs, then the spec's success or failure text. */
function ScrapeStatus({ job }: { job: ScrapeJob }) {
  const { newCases, duplicates, cases } = job.result.results;
  const label = SCRAPE_KIND_LABELS[job.kind];
  return (
    <div className="grid gap-3">
      <p role="status" className="rounded-lg bg-slate-50 p-3 text-slate-900">
        {job.status === 'running' ? (
          <span className="flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin text-brand-700" />
            {`${label} pågår${job.start_page > 0 ? ` (fortsätter från sida ${job.start_page + 1})` : ''}: ${count(job.pages_read, 'sida läst', 'sidor lästa')}, ${count(job.seen, 'publicering genomgången', 'publiceringar genomgångna')}, ${count(newCases, 'nytt rättsfall', 'nya rättsfall')} hittills.`}
          </span>
        ) : job.status === 'interrupted' ? (
          `${label} avbröts innan den var klar. Nästa körning fortsätter där den stannade.`
        ) : job.result.success ? (
          `${label} klar: ${count(newCases, 'nytt rättsfall', 'nya rättsfall')}, ${count(duplicates, 'dubblett', 'dubbletter')} hoppades över.`
        ) : (
          `Scraping misslyckades: ${job.result.error ?? (job.kind === 'hfd' ? 'Scraping failed' : `${abbreviation} scraping failed`)}${
            job.status === 'failed' ? ' Nästa körning fortsätter där den här stannade.' : ''
          }`
        )}
      </p>
      {cases.length > 0 ? (
        <ul aria-label="Insamlade rättsfall" className="grid gap-1 text-sm text-slate-800">
          {cases.map((item) => (
            <li key={item.case_number} className="flex flex-wrap gap-x-3">
              <span className="font-mono">{item.case_number}</span>
              <span>{titlePreview(item.title)}</span>
              <span className="text-slate-600">{`${item.chunks} textavsnitt`}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Scraping, test data and the test buttons (spec 2 §2); the scrape runs on the server. */
export function AdminToolsCard() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const latest = useQuery({
    queryKey: SCRAPE_JOB_QUERY_KEY,
    queryFn: ({ signal }) => fetchLatestScrapeJob(signal),
    refetchInterval: (query) => (query.state.data?.job?.status === 'running' ? POLL_MS : false),
  });
  const job = latest.data?.job ?? null;
  const running = job?.status === 'running';

  // When a run ends with new cases, the list and the count are loaded again.
  const watched = useRef<string | null>(null);
  useEffect(() => {
    if (!job) {
      return;
    }
    if (job.status === 'running') {
      watched.current = job.id;
    } else if (watched.current === job.id) {
      watched.current = null;
      if (job.result.results.newCases > 0 || job.result.results.cases.length > 0) {
        void queryClient.invalidateQueries({ queryKey: LEGAL_CASES_QUERY_KEY });
      }
    }
  }, [job, queryClient]);

  const scrape = useMutation({
    mutationFn: startScrape,
    onMutate: () => setMessage(null),
    onSuccess: (outcome) => {
      watched.current = outcome.job.id;
      queryClient.setQueryData(SCRAPE_JOB_QUERY_KEY, { job: outcome.job });
      if (!outcome.started) {
        setMessage('En insamling pågår redan; den visas nedan.');
      }
    },
    onError: (error) => setMessage(`Scraping misslyckades: ${failureText(error)}`),
  });

  const remove = useMutation({
    mutationFn: deleteTestCases,
    onSuccess: async (result) => {
      setMessage(`Framgång! ${result.message || 'Testfall borttagna'}`);
      await queryClient.invalidateQueries({ queryKey: LEGAL_CASES_QUERY_KEY });
    },
    onError: (error) => setMessage(`Fel vid borttagning: ${failureText(error)}`),
  });

  const test = useMutation({
    mutationFn: (which: 'function' | 'bab') => (which === 'function' ? testFunction() : testSimpleBab()),
    onMutate: () => setMessage(null),
    onSuccess: async (result, which) => {
      setMessage(`SUCCESS: ${JSON.stringify(result)}`);
      if (which === 'bab') {
        await queryClient.invalidateQueries({ queryKey: LEGAL_CASES_QUERY_KEY });
      }
    },
    onError: (error) => setMessage(`FAILED: ${JSON.stringify({ error: failureText(error) })}`),
  });

  const busy = running || scrape.isPending || remove.isPending;
  return (
    <section
      aria-labelledby="admin-tools-heading"
      className="grid gap-4 rounded-xl border border-amber-200 bg-amber-50/60 p-5"
    >
      <h2 id="admin-tools-heading" className="text-xl font-semibold text-slate-900">
        Adminverktyg
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => scrape.mutate('hfd')}>
          <Gavel aria-hidden="true" />
          HFD-scraping
        </Button>
        <Button disabled={busy} onClick={() => scrape.mutate('stockholm_bab')}>
          <Building2 aria-hidden="true" />
          {SCRAPE_KIND_LABELS.stockholm_bab}
        </Button>
        <Button
          variant="destructive"
          disabled={busy}
          onClick={() => {
            if (window.confirm(DELETE_CONFIRM)) {
              remove.mutate();
            }
          }}
        >
          <Trash2 aria-hidden="true" />
          Ta bort testfall
        </Button>
        <Button variant="outline" disabled={test.isPending} onClick={() => test.mutate('function')}>
          <FlaskConical aria-hidden="true" />
          Testa funktioner
        </Button>
        <Button variant="outline" disabled={test.isPending} onClick={() => test.mutate('bab')}>
          <FlaskConical aria-hidden="true" />
          {`Testa enkel ${abbreviation}`}
        </Button>
      </div>
      {message ? (
        <p role="status" className="rounded-lg bg-white p-3 font-mono text-sm break-words text-slate-900">
          {message}
        </p>
      ) : null}
      {job ? <ScrapeStatus job={job} /> : null}
      {latest.isError ? <p role="alert">{`Scraping misslyckades: ${failureText(latest.error)}`}</p> : null}
    </section>
  );
}
