import { z } from 'zod';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import type { ConnectorSummary } from '../features/knowledge';
import {
  createEmbedder,
  createSourceClient,
  fetchBoverket,
  fetchDomstolsverket,
  fetchRiksdagen,
  loadConnectorAreas,
  propositionTargetsOf,
  queueMissingEmbeddingJobs,
  readCorpusManifest,
  statuteTargetsFromManifest,
} from '../features/knowledge';
import { loadLawAreas } from '../features/law-areas';

const SOURCES = ['riksdagen', 'domstolsverket', 'boverket'] as const;

/** The CLI's own options; the sources' base URLs come from the config. */
const optionsSchema = z.object({
  sources: z
    .array(z.enum(SOURCES))
    .transform((list) => (list.length > 0 ? [...new Set(list)] : [...SOURCES])),
  /** Domstolsverket: 0-based page to resume from. */
  fromPage: z.coerce.number().int().min(0).optional(),
  /** Domstolsverket and Boverket: stop after this many pages. */
  maxPages: z.coerce.number().int().min(1).optional(),
});

const readOptions = (argv: string[]) => {
  const flag = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const unknown = argv.filter((arg) => arg.startsWith('--') && !/^--(from-page|max-pages)=/.test(arg));
  if (unknown.length > 0) {
    throw new Error(`unknown option ${unknown.join(', ')}`);
  }
  return optionsSchema.parse({
    sources: argv.filter((arg) => !arg.startsWith('--')),
    fromPage: flag('from-page'),
    maxPages: flag('max-pages'),
  });
};

const describe = (summary: ConnectorSummary) =>
  `${summary.source}: ${summary.added} new, ${summary.changed} changed, ${summary.unchanged} unchanged, ` +
  `${summary.failed.length} failed, ${summary.chunks} chunks written`;

const started = performance.now();
const USAGE =
  'Usage: tsx src/cli/fetch-sources.ts [riksdagen|domstolsverket|boverket …] [--from-page=N] [--max-pages=N]';
const options = (() => {
  try {
    return readOptions(process.argv.slice(2));
  } catch (error) {
    const reason = error instanceof z.ZodError ? z.prettifyError(error) : String(error);
    console.error(`${reason}\n${USAGE}`);
    process.exit(2);
  }
})();
const config = loadConfig();
const areas = loadConnectorAreas(loadLawAreas(config.areasDir).all, config.areasDir);
const database = await openConfiguredDatabase(config);
const abort = new AbortController();
process.once('SIGINT', () => {
  console.warn('Stopping after the current document (Ctrl-C again to quit at once)…');
  abort.abort();
  process.once('SIGINT', () => process.exit(130));
});
const progress = (message: string) => console.warn(message);
const summaries: ConnectorSummary[] = [];
try {
  await runMigrations(database);
  const db = database.db;
  for (const source of options.sources) {
    if (abort.signal.aborted) {
      break;
    }
    if (source === 'riksdagen') {
      const client = createSourceClient({ baseUrl: config.sources.riksdagen });
      const statutes = statuteTargetsFromManifest(readCorpusManifest(config.corpusDir));
      summaries.push(
        await fetchRiksdagen(
          { db, client, areas, onProgress: progress, onWarning: progress, signal: abort.signal },
          { statutes, propositions: propositionTargetsOf(areas) },
        ),
      );
    } else if (source === 'domstolsverket') {
      const client = createSourceClient({ baseUrl: config.sources.domstolsverket });
      const summary = await fetchDomstolsverket(
        { db, client, areas, onProgress: progress, signal: abort.signal },
        {
          ...(options.fromPage !== undefined ? { startPage: options.fromPage } : {}),
          ...(options.maxPages !== undefined ? { maxPages: options.maxPages } : {}),
        },
      );
      summaries.push(summary);
      console.warn(
        `domstolsverket: ${summary.seen} publications read on ${summary.pagesRead} pages, ${summary.matched} collected by a law area; ` +
          (summary.nextPage === null ? 'walk complete' : `resume with --from-page=${summary.nextPage}`),
      );
    } else {
      const client = createSourceClient({ baseUrl: config.sources.boverket });
      const summary = await fetchBoverket(
        { db, client, areas, onProgress: progress, signal: abort.signal },
        options.maxPages !== undefined ? { maxPages: options.maxPages } : {},
      );
      summaries.push(summary);
      console.warn(
        `boverket: ${summary.pages} pages read, ${summary.skippedExternal} links to other hosts skipped`,
      );
    }
  }
  const embedder = await createEmbedder(config);
  const queued = await queueMissingEmbeddingJobs(db, embedder.model);
  for (const summary of summaries) {
    for (const failure of summary.failed) {
      console.error(`${summary.source}: ${failure.key}: ${failure.error}`);
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.warn(
    `Fetched ${summaries.map(describe).join('; ') || 'nothing'}. Queued ${queued} embedding jobs for ` +
      `${embedder.model} (the server's embedding worker embeds them when it starts) in ${seconds} s (${database.kind}).`,
  );
  if (summaries.some((summary) => summary.failed.length > 0) || abort.signal.aborted) {
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
