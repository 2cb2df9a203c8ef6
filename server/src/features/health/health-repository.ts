import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/** Throws when the database does not answer. */
export const pingDatabase = async (db: Db): Promise<void> => {
  await db.execute(sql`select 1`);
};
