import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';

/** Which database the integration suite runs on: PGlite always, PostgreSQL when the CI project asks. */
export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

const adminUrl = (): string => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  }
  return url;
};

const withAdmin = async (run: (client: pg.Client) => Promise<void>) => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server of DATABASE_URL (dropped again on close) so test files never share state.
 */
export const createTestDatabase = async (
  options: { poolSize?: number } = {},
): Promise<Database & { url?: string }> => {
  if (testDatabaseKind() === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await runMigrations(database);
    return database;
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin((client) => client.query(`create database ${name}`).then(() => undefined));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: options.poolSize ?? 4,
  });
  await runMigrations(database);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await withAdmin((client) => client.query(`drop database if exists ${name}`).then(() => undefined));
    },
  };
};
