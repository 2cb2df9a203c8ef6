import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { legalScrapeJobs, type ScrapeKind } from '../../db/schema';

export type ScrapeJobRow = typeof legalScrapeJobs.$inferSelect;
export type ScrapeJobChange = Partial<typeof legalScrapeJobs.$inferInsert>;

export const updateScrapeJob = async (db: Db, id: string, values: ScrapeJobChange): Promise<void> => {
  await db
    .update(legalScrapeJobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(legalScrapeJobs.id, id));
};

/** The newest job, of one kind or of any. */
export const latestScrapeJob = async (db: Db, kind?: ScrapeKind): Promise<ScrapeJobRow | undefined> =>
  (
    await db
      .select()
      .from(legalScrapeJobs)
      .where(kind ? eq(legalScrapeJobs.kind, kind) : undefined)
      .orderBy(desc(legalScrapeJobs.createdAt))
      .limit(1)
  )[0];

export const runningScrapeJob = async (db: Db): Promise<ScrapeJobRow | undefined> =>
  (await db.select().from(legalScrapeJobs).where(eq(legalScrapeJobs.status, 'running')))[0];

/** Marks running jobs without a sign of life for `staleAfterSeconds` interrupted (their instance died). */
export const interruptStaleScrapeJobs = async (db: Db, staleAfterSeconds: number): Promise<void> => {
  await db
    .update(legalScrapeJobs)
    .set({ status: 'interrupted', updatedAt: sql`now()` })
    .where(
      and(
        eq(legalScrapeJobs.status, 'running'),
        lt(legalScrapeJobs.updatedAt, sql`now() - make_interval(secs => ${staleAfterSeconds})`),
      ),
    );
};

/** A new running job; undefined when one is running already (the partial unique index admits one). */
export const insertRunningScrapeJob = async (
  db: Db,
  job: { kind: ScrapeKind; startedBy: string; startPage: number },
): Promise<ScrapeJobRow | undefined> =>
  (
    await db
      .insert(legalScrapeJobs)
      .values({ ...job, status: 'running', nextPage: job.startPage })
      .onConflictDoNothing()
      .returning()
  )[0];
