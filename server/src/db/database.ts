import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createPostgresListener } from './postgres-listener';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** Raw SQL, typed rows: both drivers answer `{ rows }`, which the shared Db type cannot express. */
export const queryRows = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export type Database = {
  kind: DatabaseKind;
  db: Db;
  /**
   * Calls `onNotify` at each NOTIFY on `channel`, from this instance or another. On PostgreSQL
   * also after the listening connection was lost and is back, as notifications were missed.
   */
  listen: (channel: string, onNotify: () => void) => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number; onPoolError?: (error: Error) => void };

/**
 * HNSW returns at most ef_search rows (pgvector's default is 40); retrieval asks for 50
 * candidates per list, so every connection searches wider.
 */
const HNSW_EF_SEARCH = 100;

/**
 * PGlite in memory when no `dataDir` is given (tests), on disk otherwise. `loadDataDir` starts
 * from a dump of another (`dumpDataDir`) instead of an empty cluster.
 */
const openPglite = async (dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> => {
  if (dataDir) {
    // PGlite only creates the last path segment itself.
    mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  }
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { vector, pg_trgm } });
  await client.exec(`set hnsw.ef_search = ${HNSW_EF_SEARCH}`);
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }),
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
    },
    close: () => client.close(),
  };
};

const openPostgres = async (
  url: string,
  poolSize: number,
  onPoolError: (error: Error) => void,
): Promise<Database> => {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    options: `-c hnsw.ef_search=${HNSW_EF_SEARCH}`,
  });
  // Without a listener an idle client's error (e.g. the server restarting) crashes the process.
  pool.on('error', onPoolError);
  const client = await pool.connect();
  client.release();
  const listener = createPostgresListener(url, onPoolError);
  return {
    kind: 'postgres',
    db: drizzlePostgres({ client: pool, schema }),
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
};

/** The database the config names: PostgreSQL from DATABASE_URL, else PGlite in DATA_DIR/db. */
export const openConfiguredDatabase = (
  config: { databaseUrl: string | undefined; databasePoolSize: number; dataDir: string },
  onPoolError?: (error: Error) => void,
): Promise<Database> =>
  openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          poolSize: config.databasePoolSize,
          ...(onPoolError ? { onPoolError } : {}),
        }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'db') },
  );

export const openDatabase = (options: DatabaseOptions): Promise<Database> =>
  options.kind === 'pglite'
    ? openPglite(options.dataDir, options.loadDataDir)
    : openPostgres(options.url, options.poolSize ?? 10, options.onPoolError ?? (() => {}));
