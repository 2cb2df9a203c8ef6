import { COURT_SOURCE_MESSAGES, type ScrapeJob } from '@app/common';
import type { Db } from '../../db/database';
import type { ScrapedCase, ScrapeKind } from '../../db/schema';
import { recordAdminAction } from '../../infra/admin-audit-repository';
import type { Logger } from '../../logger';
import type { Publication } from '../knowledge';
import {
  type ConnectorAreas,
  createSourceClient,
  fetchDomstolsverket,
  type SourceClientOptions,
  SourceHttpError,
} from '../knowledge';
import {
  insertRunningScrapeJob,
  interruptStaleScrapeJobs,
  latestScrapeJob,
  runningScrapeJob,
  type ScrapeJobChange,
  type ScrapeJobRow,
  updateScrapeJob,
} from './scrape-job-repository';

// A run writes after every page; one silent this long belongs to a process that has stopped.
const STALE_AFTER_SECONDS = 300;

const courtName = (publication: Publication) => publication.domstol?.domstolNamn ?? '';
const courtCode = (publication: Publication) => publication.domstol?.domstolKod ?? '';

/** Which of the law area's rulings each button collects. */
export const SCRAPE_FILTERS: Record<ScrapeKind, (publication: Publication) => boolean> = {
  // Högsta förvaltningsdomstolen, and Regeringsrätten as it was called until 2011.
  hfd: (publication) =>
    ['HFD', 'REGR'].includes(courtCode(publication)) ||
    /^(Högsta förvaltningsdomstolen|Regeringsrätten)$/i.test(courtName(publication)),
  stockholm_bab: (publication) => /^Kammarrätten i Stockholm$/i.test(courtName(publication)),
};

export const toScrapeJob = (row: ScrapeJobRow): ScrapeJob => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  start_page: row.startPage,
  pages_read: row.pagesRead,
  seen: row.seen,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  result: {
    success: row.status === 'completed',
    error: row.error,
    results: { newCases: row.newCases, duplicates: row.duplicates, cases: row.cases },
  },
});

export type ScrapeJobs = {
  /** Starts a run unless one is running (in any instance); then that one is answered. */
  start: (kind: ScrapeKind, actorId: string) => Promise<{ started: boolean; job: ScrapeJob }>;
  latest: () => Promise<ScrapeJob | null>;
  /** Resolves when this instance's run of the job has ended (for tests). */
  settled: (jobId: string) => Promise<void>;
  /** At shutdown: this instance's runs stop after their current page, marked interrupted (resumable). */
  stop: () => Promise<void>;
};

export const createScrapeJobs = (deps: {
  db: Db;
  logger: Logger;
  domstolsverketBaseUrl: string;
  /** The law areas' rulings to collect and their chunks' topics. */
  areas: ConnectorAreas;
  /** Pacing and retries of the court's API; the defaults are polite to the real one. */
  clientOptions?: Omit<SourceClientOptions, 'baseUrl'>;
}): ScrapeJobs => {
  const { db } = deps;
  const runs = new Map<string, Promise<void>>();
  const stopping = new AbortController();

  const update = (id: string, values: ScrapeJobChange) => updateScrapeJob(db, id, values);

  /** Where a new run of this kind begins: where the last one stopped, unless it finished. */
  const resumePage = async (kind: ScrapeKind): Promise<number> => {
    const last = await latestScrapeJob(db, kind);
    return last && last.status !== 'completed' ? last.nextPage : 0;
  };

  const run = async (job: ScrapeJobRow, actorId: string) => {
    const cases: ScrapedCase[] = [];
    let newCases = 0;
    let duplicates = 0;
    const client = createSourceClient({ ...deps.clientOptions, baseUrl: deps.domstolsverketBaseUrl });
    let values: ScrapeJobChange;
    try {
      const summary = await fetchDomstolsverket(
        {
          db,
          client,
          areas: deps.areas,
          signal: stopping.signal,
          onCase: (stored) => {
            if (stored.outcome === 'unchanged') {
              duplicates++;
              return;
            }
            newCases += stored.outcome === 'added' ? 1 : 0;
            cases.push({ case_number: stored.caseNumber, title: stored.title, chunks: stored.chunks });
          },
          onPage: (progress) =>
            update(job.id, {
              nextPage: progress.nextPage,
              pagesRead: progress.pagesRead,
              seen: progress.seen,
              newCases,
              duplicates,
              cases,
            }),
        },
        { startPage: job.startPage, accept: SCRAPE_FILTERS[job.kind] },
      );
      const complete = summary.nextPage === null;
      const failures = summary.failed.map((failure) => `${failure.key}: ${failure.error}`).join('; ');
      values = {
        status: complete ? 'completed' : stopping.signal.aborted ? 'interrupted' : 'failed',
        nextPage: summary.nextPage ?? 0,
        pagesRead: summary.pagesRead,
        seen: summary.seen,
        // The page shows what failed in words; the technical cause is in the server log.
        error: failures === '' ? null : COURT_SOURCE_MESSAGES.unreachable,
      };
      if (failures !== '') {
        deps.logger.warn({ jobId: job.id, failures }, 'scrape job: the court API failed');
      }
    } catch (error) {
      deps.logger.warn({ err: error, jobId: job.id }, 'scrape job stopped');
      values = {
        status: 'failed',
        error:
          error instanceof SourceHttpError
            ? COURT_SOURCE_MESSAGES.unreachable
            : COURT_SOURCE_MESSAGES.unexpected,
      };
    }
    await update(job.id, { ...values, newCases, duplicates, cases, finishedAt: new Date() });
    await recordAdminAction(db, {
      actorId,
      action: `scrape_${job.kind}`,
      result: values.status === 'completed' ? 'ok' : 'failed',
      details: {
        jobId: job.id,
        startPage: job.startPage,
        newCases,
        duplicates,
        ...(values.error ? { error: values.error } : {}),
      },
    });
  };

  return {
    start: async (kind, actorId) => {
      await interruptStaleScrapeJobs(db, STALE_AFTER_SECONDS);
      const startPage = await resumePage(kind);
      // The partial unique index admits one running job: a second click inserts nothing.
      const job = await insertRunningScrapeJob(db, { kind, startedBy: actorId, startPage });
      if (!job) {
        const running = await runningScrapeJob(db);
        if (!running) {
          throw new Error('a scrape job was running but has just ended; try again');
        }
        return { started: false, job: toScrapeJob(running) };
      }
      const done = run(job, actorId)
        .catch((error) =>
          deps.logger.error({ err: error, jobId: job.id }, 'scrape job failed to record its end'),
        )
        .finally(() => runs.delete(job.id));
      runs.set(job.id, done);
      return { started: true, job: toScrapeJob(job) };
    },
    latest: async () => {
      const row = await latestScrapeJob(db);
      return row ? toScrapeJob(row) : null;
    },
    settled: async (jobId) => {
      await runs.get(jobId);
    },
    stop: async () => {
      stopping.abort();
      await Promise.all(runs.values());
    },
  };
};
