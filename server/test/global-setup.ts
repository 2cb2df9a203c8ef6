import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { migrationsFolder, runMigrations } from '../src/db/migrate';
import { databaseUrl, withAdmin } from './postgres-admin';

/**
 * Migrates one template database per run, which every test file copies (test-database.ts):
 * starting PGlite empty and migrating it took most of each integration file's set-up.
 */

const lockFile = fileURLToPath(new URL('../../package-lock.json', import.meta.url));

/** The migrations and the PGlite build: a template made from other ones is not reused. */
const templateKey = (): string => {
  const hash = createHash('sha256');
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  for (const name of ['@electric-sql/pglite', '@electric-sql/pglite-pgvector']) {
    hash.update(`${name}@${lock.packages[`node_modules/${name}`]?.version}\n`);
  }
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) {
      hash.update(`${file}\n`).update(readFileSync(path));
    }
  }
  return hash.digest('hex').slice(0, 16);
};

const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/pglite-test-template', import.meta.url));

/**
 * A dump of the migrated PGlite database, kept between runs under node_modules/.cache: written
 * to a file of its own and renamed into place, so a run that stops half-way leaves nothing used.
 */
const pgliteTemplate = async (): Promise<string> => {
  const file = join(cacheDir, `${templateKey()}.tar`);
  if (existsSync(file)) {
    return file;
  }
  mkdirSync(cacheDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await runMigrations(database);
    // drizzle keeps the PGlite client it was made with as $client.
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    const building = join(cacheDir, `building-${randomUUID()}.tar`);
    writeFileSync(building, Buffer.from(await dump.arrayBuffer()));
    renameSync(building, file);
  } finally {
    await database.close();
  }
  return file;
};

/** A migrated database on the PostgreSQL server of DATABASE_URL, dropped after the run. */
const postgresTemplate = async (): Promise<{ name: string; drop: () => Promise<void> }> => {
  const name = `test_template_${randomUUID().replaceAll('-', '')}`;
  await withAdmin((client) => client.query(`create database ${name}`).then(() => undefined));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 1 });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  return {
    name,
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name}`).then(() => undefined)),
  };
};

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (project.config.env.TEST_DATABASE === 'postgres') {
    const template = await postgresTemplate();
    project.provide('testDatabaseTemplate', template.name);
    return template.drop;
  }
  project.provide('testDatabaseTemplate', await pgliteTemplate());
  return undefined;
}
