import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/database';

/** Where changes to what retrieval reads are announced (migration 0018's triggers, ADR 033). */
const CORPUS_CHANGED = 'corpus_changed';

export const listenForCorpusChanges = (listen: Database['listen'], onChange: () => void): Promise<void> =>
  listen(CORPUS_CHANGED, onChange);

/** For changes no trigger sees: new vectors, announced once per drain rather than per batch. */
export const announceCorpusChange = async (db: Db): Promise<void> => {
  await db.execute(sql`select pg_notify(${CORPUS_CHANGED}, '')`);
};
