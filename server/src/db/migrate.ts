import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './database';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Arbitrary constant: serialises migrations when several app instances start at once.
const MIGRATION_LOCK_ID = 4_172_019;

/** Applies the committed drizzle-kit migrations; safe to call on every start. */
export const runMigrations = async (database: Database): Promise<void> => {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const db = database.db as NodePgDatabase<Schema>;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migratePostgres(tx as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  });
};
