// The browser tests' embedded database, made once per run: `node support/prepare-database.mjs`
// migrates a PGlite database on disk and syncs the bundled corpus into it, as the server's first
// start does (its embeddings stay queued, for the server to embed), in E2E_DATABASE_TEMPLATE, then
// copies it into DATA_DIR. Every app a run starts (support/database-template.ts) begins from a copy
// instead of making an empty cluster and ingesting: some 13 s less a start at load 6.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const template = process.env.E2E_DATABASE_TEMPLATE;
const dataDir = process.env.DATA_DIR;
if (!template || !dataDir) {
  throw new Error('Set E2E_DATABASE_TEMPLATE and DATA_DIR');
}

register();
const { loadConfig } = await import('../../server/src/config.ts');
const { openDatabase } = await import('../../server/src/db/database.ts');
const { runMigrations } = await import('../../server/src/db/migrate.ts');
const { createLogger } = await import('../../server/src/logger.ts');
const { createServices } = await import('../../server/src/services.ts');

rmSync(template, { recursive: true, force: true });
const building = `${template}.building`;
rmSync(building, { recursive: true, force: true });
const config = loadConfig({ ...process.env, DATA_DIR: building, DATABASE_URL: '' });
const database = await openDatabase({ kind: 'pglite', dataDir: join(building, 'db') });
try {
  await runMigrations(database);
  const services = await createServices(config, database, createLogger('warn'));
  await services.knowledge.syncCorpus();
} finally {
  await database.close();
}
cpSync(join(building, 'db'), template, { recursive: true });
rmSync(building, { recursive: true, force: true });
if (existsSync(join(dataDir, 'db'))) {
  throw new Error(`${dataDir} already holds a database`);
}
cpSync(template, join(dataDir, 'db'), { recursive: true });
