import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/database';
import { databaseUrl, withAdmin } from './postgres-admin';

/** Which database the integration suite runs on: PGlite always, PostgreSQL when the CI project asks. */
export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/**
 * What a test database starts with (test/global-setup.ts makes one template of each): the
 * migrations run; and the bundled corpus synced, its embeddings queued; and those embedded with
 * the local model. A file that syncs the corpus itself finds it unchanged, and the same rows as
 * its own sync would have written.
 */
export type TestDatabaseContents = 'migrated' | 'corpus' | 'embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by test/global-setup.ts: dumps of PGlite databases, or PostgreSQL databases' names. */
    testDatabaseTemplates: Record<TestDatabaseContents, string>;
  }
}

const template = (contents: TestDatabaseContents): string => {
  const value = inject('testDatabaseTemplates')?.[contents];
  if (!value) {
    throw new Error('No test database template: run the tests through the server vitest project');
  }
  return value;
};

/**
 * A fresh, migrated database for one test file, copied from the template the global setup
 * made once (`contents`, migrated by default): PGlite in memory loaded from its dump, or a new database on the PostgreSQL
 * server of DATABASE_URL (dropped again on close), so test files never share state.
 */
export const createTestDatabase = async (
  options: { poolSize?: number; contents?: TestDatabaseContents } = {},
): Promise<Database & { url?: string }> => {
  // The PostgreSQL pass runs only *.int.test.ts files (vitest.config.ts at the root).
  const { testPath } = expect.getState();
  if (testPath && !testPath.endsWith('.int.test.ts')) {
    throw new Error(`${testPath} uses the database, so its name must end in .int.test.ts`);
  }
  const from = template(options.contents ?? 'migrated');
  if (testDatabaseKind() === 'pglite') {
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(from)]) });
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin((client) => client.query(`create database ${name} template ${from}`).then(() => undefined));
  const url = databaseUrl(name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: options.poolSize ?? 4 });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await withAdmin((client) => client.query(`drop database if exists ${name}`).then(() => undefined));
    },
  };
};
