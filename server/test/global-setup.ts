import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { migrationsFolder, runMigrations } from '../src/db/migrate';
import { createLocalEmbedder } from '../src/features/knowledge/embeddings/local-embedder';
import { createLogger } from '../src/logger';
import { createServices } from '../src/services';
import { databaseUrl, withAdmin } from './postgres-admin';
import type { TestDatabaseContents } from './test-database';

/**
 * Makes the template databases of a run, which every test file copies (test-database.ts):
 * starting PGlite empty and migrating it took most of each integration file's set-up, and
 * ingesting and embedding the bundled corpus most of the rest in the files that answer questions.
 * - migrated: the migrations run;
 * - corpus: and the bundled corpus synced (`knowledge.syncCorpus()`), its embeddings queued;
 * - embedded: and the queue embedded with the local model (`knowledge.processEmbeddings()`).
 */

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Every file under `dir` (sorted, relative paths), for a content hash. */
const filesUnder = (dir: string, keep: (file: string) => boolean = () => true): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => keep(file) && statSync(join(dir, file)).isFile())
        .sort()
    : [];

const hashFiles = (hash: ReturnType<typeof createHash>, dir: string, keep?: (file: string) => boolean) => {
  for (const file of filesUnder(dir, keep)) {
    hash.update(`${dir}/${file}\n`).update(readFileSync(join(dir, file)));
  }
};

/** The migrations and the PGlite build: a template made from other ones is not reused. */
const migratedKey = (): string => {
  const hash = createHash('sha256');
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  for (const name of ['@electric-sql/pglite', '@electric-sql/pglite-pgvector']) {
    hash.update(`${name}@${lock.packages[`node_modules/${name}`]?.version}\n`);
  }
  hashFiles(hash, migrationsFolder, (file) => file.endsWith('.sql') || file.endsWith('.json'));
  return hash.digest('hex').slice(0, 16);
};

/**
 * The ingested templates also depend on the bundled data (corpus, idf table) and on the code that
 * parses, stores and embeds it: any change to data/ or to a source file (tests aside) makes new ones.
 */
const ingestedKey = (): string => {
  const hash = createHash('sha256').update(migratedKey());
  hashFiles(hash, join(root, 'data'));
  for (const workspace of ['common', 'engine', 'server']) {
    hashFiles(hash, join(root, workspace, 'src'), (file) => file.endsWith('.ts') && !file.includes('.test.'));
  }
  return hash.digest('hex').slice(0, 16);
};

/** The test app's services on `database`, to ingest the bundled corpus as the tests' own apps do. */
const ingest = async (database: Database, contents: TestDatabaseContents): Promise<void> => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-only-secret-0123456789abcdef0123456789',
  });
  const services = await createServices(config, database, createLogger('silent'), {
    embedder: createLocalEmbedder(),
  });
  if (contents === 'corpus') {
    await services.knowledge.syncCorpus();
  } else if (contents === 'embedded') {
    await services.knowledge.processEmbeddings();
  }
};

const STAGES: TestDatabaseContents[] = ['migrated', 'corpus', 'embedded'];

const cacheDir = join(root, 'node_modules/.cache/pglite-test-template');

const cached = (contents: TestDatabaseContents): string =>
  join(cacheDir, `${contents === 'migrated' ? migratedKey() : `${contents}-${ingestedKey()}`}.tar`);

/**
 * Dumps of the PGlite templates, kept between runs under node_modules/.cache: each written to a
 * file of its own and renamed into place, so a run that stops half-way leaves nothing used.
 */
const pgliteTemplates = async (): Promise<Record<TestDatabaseContents, string>> => {
  const files = Object.fromEntries(STAGES.map((contents) => [contents, cached(contents)])) as Record<
    TestDatabaseContents,
    string
  >;
  const missing = STAGES.findIndex((contents) => !existsSync(files[contents]));
  if (missing < 0) {
    return files;
  }
  mkdirSync(cacheDir, { recursive: true });
  const from = STAGES[missing - 1];
  const database = await openDatabase(
    from ? { kind: 'pglite', loadDataDir: new Blob([readFileSync(files[from])]) } : { kind: 'pglite' },
  );
  try {
    for (const contents of STAGES.slice(missing)) {
      if (contents === 'migrated') {
        await runMigrations(database);
      } else {
        await ingest(database, contents);
      }
      // drizzle keeps the PGlite client it was made with as $client.
      const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
      const building = join(cacheDir, `building-${randomUUID()}.tar`);
      writeFileSync(building, Buffer.from(await dump.arrayBuffer()));
      renameSync(building, files[contents]);
    }
  } finally {
    await database.close();
  }
  return files;
};

/** Migrated and ingested databases on the PostgreSQL server of DATABASE_URL, dropped after the run. */
const postgresTemplates = async (): Promise<{
  names: Record<TestDatabaseContents, string>;
  drop: () => Promise<void>;
}> => {
  const id = randomUUID().replaceAll('-', '');
  const names = { migrated: '', corpus: '', embedded: '' };
  const drop = () =>
    withAdmin(async (client) => {
      for (const name of Object.values(names).filter(Boolean).reverse()) {
        await client.query(`drop database if exists ${name}`);
      }
    });
  try {
    let from: string | undefined;
    for (const contents of STAGES) {
      const name = `test_template_${contents}_${id}`;
      await withAdmin((client) =>
        client.query(`create database ${name}${from ? ` template ${from}` : ''}`).then(() => undefined),
      );
      names[contents] = name;
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 1 });
      try {
        if (contents === 'migrated') {
          await runMigrations(database);
        } else {
          await ingest(database, contents);
        }
      } finally {
        await database.close();
      }
      from = name;
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { names, drop };
};

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (project.config.env.TEST_DATABASE === 'postgres') {
    const templates = await postgresTemplates();
    project.provide('testDatabaseTemplates', templates.names);
    return templates.drop;
  }
  project.provide('testDatabaseTemplates', await pgliteTemplates());
  return undefined;
}
