import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { createLocalEmbedder } from '../src/features/knowledge/embeddings/local-embedder';
import { createKnowledge, type Knowledge } from '../src/features/knowledge/knowledge';
import { createLogger } from '../src/logger';
import { createTestDatabase } from './test-database';

export const TEST_INDEX_HTML = `<!doctype html><html lang="sv"><head><title>Handläggarstöd</title>
<meta name="app-product-name" content="Handläggarstöd"><meta name="app-public-url" content="http://localhost:3000">
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
  knowledge: Knowledge;
  close: () => Promise<void>;
};

export const createTestApp = async (env: Record<string, string> = {}): Promise<TestApp> => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: createWebDist(), ...env });
  const database = await createTestDatabase();
  const logger = createLogger(config.logLevel);
  const knowledge = createKnowledge({
    db: database.db,
    embedder: createLocalEmbedder(),
    logger,
    corpusDir: config.corpusDir,
  });
  const app = buildApp(config, { database, logger, knowledge });
  return { app, database, config, knowledge, close: () => database.close() };
};
