import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/database';
import { databaseUrl, withAdmin } from './postgres-admin';

/** Which database the integration suite runs on: PGlite always, PostgreSQL when the CI project asks. */
export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by test/global-setup.ts: a migrated PGlite data directory, or a migrated PostgreSQL database's name. */
    testDatabaseTemplate: string;
  }
}

// Memory-backed where the system has it: the copy and PGlite's file writes are the set-up's cost.
const scratchDir = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

const template = (): string => {
  const value = inject('testDatabaseTemplate');
  if (!value) {
    throw new Error('No test database template: run the tests through the server vitest project');
  }
  return value;
};

/**
 * A fresh, migrated database for one test file, copied from the template the global setup
 * migrated once: PGlite on a copy of its data directory, or a new database on the PostgreSQL
 * server of DATABASE_URL. Both are removed again on close, so test files never share state.
 */
export const createTestDatabase = async (
  options: { poolSize?: number } = {},
): Promise<Database & { url?: string }> => {
  // The PostgreSQL pass runs only *.int.test.ts files (vitest.config.ts at the root).
  const { testPath } = expect.getState();
  if (testPath && !testPath.endsWith('.int.test.ts')) {
    throw new Error(`${testPath} uses the database, so its name must end in .int.test.ts`);
  }
  if (testDatabaseKind() === 'pglite') {
    const dir = mkdtempSync(join(scratchDir, 'test-pglite-'));
    const dataDir = join(dir, 'db');
    cpSync(template(), dataDir, { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin((client) =>
    client.query(`create database ${name} template ${template()}`).then(() => undefined),
  );
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
