import { randomUUID } from 'node:crypto';
import { ADMIN_PAGE_SIZE, ADMIN_USER_SORT_COLUMNS, SORT_DIRECTIONS } from '@app/common';
import { type Database, openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { feedback, session, subscriptions, user, userProfiles } from '../src/db/schema';
import { countUsers } from '../src/features/admin/admin-repository';
import { getFeedback, getUsers } from '../src/features/admin/admin-service';
import { option, percentile, report } from './bench-utils';

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 1000;

/** Deterministic pseudo-random numbers (mulberry32), so every run seeds the same users. */
const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** N users over two years: a third never signed in, one in six subscribed, each with a session and two feedback items. */
const seed = async (database: Database, count: number) => {
  const random = seededRandom(7);
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const n = start + i;
      const createdAt = new Date(now - random() * 2 * 365 * 24 * HOUR_MS);
      return {
        id: randomUUID(),
        name: `Handläggare ${String(n).padStart(5, '0')}`,
        email: `handlaggare-${n}@kommun${n % 290}.example.se`,
        emailVerified: true,
        createdAt,
        signedIn:
          random() > 1 / 3 ? new Date(createdAt.getTime() + random() * (now - createdAt.getTime())) : null,
        subscribed: random() < 1 / 6,
      };
    });
    const { db } = database;
    await db.insert(user).values(rows.map(({ signedIn: _s, subscribed: _p, ...row }) => row));
    await db.insert(userProfiles).values(
      rows.map((row) => ({
        userId: row.id,
        lastLogin: row.signedIn,
        chatInteractions: Math.floor(random() * 200),
      })),
    );
    await db.insert(subscriptions).values(
      rows
        .filter((row) => row.subscribed)
        .map((row) => ({
          userId: row.id,
          provider: 'demo',
          tier: random() < 0.5 ? ('monthly' as const) : ('yearly' as const),
          status: 'active',
          currentPeriodEnd: new Date(now + random() * 365 * 24 * HOUR_MS),
        })),
    );
    await db.insert(session).values(
      rows
        .filter((row) => row.signedIn)
        .map((row) => ({
          id: randomUUID(),
          token: randomUUID(),
          userId: row.id,
          expiresAt: new Date(now + HOUR_MS),
          updatedAt: row.signedIn ?? new Date(now),
        })),
    );
    await db.insert(feedback).values(
      rows.flatMap((row) =>
        ['helpful', 'incorrect'].map((type) => ({
          userId: row.id,
          feedbackType: type as 'helpful' | 'incorrect',
          question: 'Vad gäller för en trapphiss i ett flerbostadshus?',
          answer: 'Ett svar med källor.',
          detailedFeedback: type === 'incorrect' ? 'Fel paragraf.' : null,
        })),
      ),
    );
  }
};

const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms (${times.length} requests)`;
};

/**
 * `npm run bench -- admin [--users N]`: seeds N users (10,000) in an in-memory PGlite and times
 * the admin panel's users page (the page query, last activity and the stats together, as the
 * route runs them) for every sort column and direction, on the first, a middle and the last page;
 * then the feedback page, all types and one type.
 */
export const adminBench = async (): Promise<void> => {
  const count = Number(option('--users') ?? 10_000);
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await runMigrations(database);
    const seedMs = await timed(() => seed(database, count));
    report('seeded users', `${count} in ${(seedMs / 1000).toFixed(1)} s`);
    const lastPage = Math.max(1, Math.ceil(count / ADMIN_PAGE_SIZE));
    const pages = [1, Math.ceil(lastPage / 2), lastPage];
    // Warm-up: the first query of each shape pays for planning and caches.
    await getUsers(database.db, { sort: 'created_at', direction: 'desc', page: 1 });

    const all: number[] = [];
    for (const sort of ADMIN_USER_SORT_COLUMNS) {
      const times: number[] = [];
      for (const direction of SORT_DIRECTIONS) {
        for (const page of pages) {
          for (let i = 0; i < 5; i++) {
            times.push(await timed(() => getUsers(database.db, { sort, direction, page })));
          }
        }
      }
      report(`users page, sorted by ${sort}`, summary(times));
      all.push(...times);
    }
    report('users page, all sorts', summary(all));
    const statsTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      statsTimes.push(await timed(() => countUsers(database.db)));
    }
    report('  of which the stats alone', summary(statsTimes));

    const feedbackTimes: number[] = [];
    for (const type of ['all', 'incorrect'] as const) {
      for (const page of [1, Math.ceil(lastPage / 2)]) {
        for (let i = 0; i < 10; i++) {
          feedbackTimes.push(await timed(() => getFeedback(database.db, { type, page })));
        }
      }
    }
    report(`feedback page (${count * 2} items)`, summary(feedbackTimes));
  } finally {
    await database.close();
  }
};
