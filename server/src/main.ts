import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { runMigrations } from './db/migrate';
import { createLogger } from './logger';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const start = async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const startedAt = performance.now();

  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          onPoolError: (err) => logger.error({ err }, 'database pool error'),
        }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'db') },
  );
  await runMigrations(database);

  const app = buildApp(config, { database, logger });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
      `${config.productName} is listening on ${config.publicUrl}`,
    );
  });

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
    server.close(async () => {
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
