import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Embedder } from '@app/engine';
import { type AppDeps, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { createLocalEmbedder } from '../src/features/knowledge/embeddings/local-embedder';
import type { Knowledge } from '../src/features/knowledge/knowledge';
import { createLogger } from '../src/logger';
import { createServices } from '../src/services';
import { createTestDatabase, type TestDatabaseContents } from './test-database';

export const TEST_INDEX_HTML = `<!doctype html><html lang="sv"><head><title>Handläggarstöd</title>
<meta name="app-product-name" content="Handläggarstöd"><meta name="app-public-url" content="http://localhost:3000">
<meta name="app-supplier" content="">
</head><body><div id="root"></div></body></html>`;

/** A built web folder with an index.html and one hashed asset, standing in for `vite build` output. */
export const createWebDist = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'export {};');
  return dir;
};

export type TestApp = {
  app: ReturnType<typeof buildApp>;
  database: Database;
  config: Config;
  services: AppDeps;
  knowledge: Knowledge;
  close: () => Promise<void>;
};

/** The supplier's settings, which production refuses to start without. */
export const PRODUCTION_SUPPLIER_ENV = {
  SUPPLIER_NAME: 'Stödbolaget AB',
  SUPPLIER_ORG_NUMBER: '556677-8899',
  SUPPLIER_ADDRESS: 'Storgatan 1, 111 22 Stockholm',
  CONTACT_EMAIL: 'kontakt@stodbolaget.se',
  SUPPLIER_DATA_LOCATION: 'I Sverige, inom EU/EES',
  SUPPLIER_DPA_URL: 'https://stodbolaget.se/personuppgiftsbitradesavtal',
};

/**
 * An app on a fresh test database (`overrides.contents`: with the bundled corpus synced, or synced
 * and embedded, as a file that answers questions needs), or on `overrides.database` (another
 * app's, already migrated).
 */
export const createTestApp = async (
  env: Record<string, string> = {},
  overrides: {
    embedder?: Embedder;
    database?: Database;
    contents?: TestDatabaseContents;
  } = {},
): Promise<TestApp> => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: createWebDist(),
    // Set, so tests never write the generated secret into the repository's .data.
    AUTH_SECRET: 'test-only-secret-0123456789abcdef0123456789',
    ...env,
  });
  const database =
    overrides.database ??
    (await createTestDatabase(overrides.contents ? { contents: overrides.contents } : {}));
  const services = await createServices(config, database, createLogger(config.logLevel), {
    embedder: overrides.embedder ?? createLocalEmbedder(),
  });
  const app = buildApp(config, services);
  return { app, database, config, services, knowledge: services.knowledge, close: () => database.close() };
};
