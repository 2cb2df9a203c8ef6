import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database';

export type RateLimit = { key: string; windowSeconds: number };

export type RateLimiter = {
  /** Counts one event in the key's window and returns the count including it (atomic). */
  hit: (key: string, windowSeconds: number) => Promise<number>;
  /** `hit` for several keys in one database round trip; the counts in the same order. */
  hitEach: (limits: RateLimit[]) => Promise<number[]>;
  /** Takes back one counted event from each key (an attempt that turned out not to count). */
  release: (keys: string[]) => Promise<void>;
  reset: (key: string) => Promise<void>;
};

const upsert = ({ key, windowSeconds }: RateLimit) => {
  const window = `${windowSeconds} seconds`;
  return sql`insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= now() - ${window}::interval then 1
                   else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - ${window}::interval then now()
                               else rate_limits.window_started_at end
    returning count`;
};

/** Each upsert in a CTE of its own: one statement, so the keys are counted together. */
const hitEach = async (db: Db, limits: RateLimit[]): Promise<number[]> => {
  const names = limits.map((_, i) => sql.raw(`hit_${i}`));
  const [row] = await queryRows<{ counts: number[] }>(
    db,
    sql`with ${sql.join(
      limits.map((limit, i) => sql`${names[i]} as (${upsert(limit)})`),
      sql`, `,
    )} select array[${sql.join(
      names.map((name) => sql`(select count from ${name})`),
      sql`, `,
    )}]::int[] as counts`,
  );
  return limits.map((_, i) => Number(row?.counts[i] ?? 1));
};

/** Fixed-window counters in the database, shared by every app instance. */
export const createRateLimiter = (db: Db): RateLimiter => ({
  hit: async (key, windowSeconds) => (await hitEach(db, [{ key, windowSeconds }]))[0] ?? 1,
  hitEach: (limits) => hitEach(db, limits),
  release: async (keys) => {
    if (keys.length > 0) {
      await db.execute(
        sql`update rate_limits set count = greatest(count - 1, 0) where key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`,
      );
    }
  },
  reset: async (key) => {
    await db.execute(sql`delete from rate_limits where key = ${key}`);
  },
});
