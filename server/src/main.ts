import { serve } from '@hono/node-server';
import { buildApp } from './app';
import { startBackgroundJobs } from './background-jobs';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/database';
import { runMigrations } from './db/migrate';
import { exposureWarning } from './http/loopback';
import { createLogger } from './logger';
import { createServices } from './services';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const start = async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const startedAt = performance.now();

  const database = await openConfiguredDatabase(config, (err) =>
    logger.error({ err }, 'database pool error'),
  );
  await runMigrations(database);

  const services = await createServices(config, database, logger);
  const corpus = await services.knowledge.syncCorpus();
  logger.info(corpus, 'corpus in sync');

  const app = buildApp(config, services);
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
      `${config.productName} is listening on ${config.publicUrl}`,
    );
    const exposed = exposureWarning(config);
    if (exposed) {
      logger.warn({ host: config.host }, exposed);
    }
  });
  // Off the first question's path; a question asked meanwhile waits for this same build.
  services.knowledge.corpusFacts
    .build()
    .catch((err: unknown) => logger.error({ err }, 'corpus facts not built; the first question retries'));
  // Full-text search answers at once; vectors join as the worker embeds the chunks.
  services.knowledge
    .processEmbeddings()
    .catch((err: unknown) => logger.error({ err }, 'embedding worker failed'));
  const jobs = startBackgroundJobs(services);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    jobs.stop();
    server.close(async () => {
      await services.scrapeJobs.stop();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Start failed:', error);
  }
  process.exit(1);
});
