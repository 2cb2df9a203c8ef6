import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/database';
import { createRateLimiter, type RateLimiter } from './rate-limit-repository';

let database: Database;
let limiter: RateLimiter;

beforeAll(async () => {
  database = await createTestDatabase();
  limiter = createRateLimiter(database.db);
});
afterAll(() => database.close());

describe('createRateLimiter', () => {
  it('counts several keys in one call, each in its own window', async () => {
    const limits = [
      { key: 'test:short', windowSeconds: 3 },
      { key: 'test:long', windowSeconds: 60 },
    ];
    expect(await limiter.hitEach(limits)).toEqual([1, 1]);
    expect(await limiter.hitEach(limits)).toEqual([2, 2]);
    // Ten seconds later the short window has ended and starts again; the long one goes on.
    await database.db.execute(
      sql`update rate_limits set window_started_at = window_started_at - interval '10 seconds'`,
    );
    expect(await limiter.hitEach(limits)).toEqual([1, 3]);
  });

  it('takes back one event per key, never below zero', async () => {
    const limits = [
      { key: 'test:release:a', windowSeconds: 60 },
      { key: 'test:release:b', windowSeconds: 60 },
    ];
    await limiter.hitEach(limits);
    await limiter.hitEach(limits);
    await limiter.release(['test:release:a']);
    expect(await limiter.hitEach(limits)).toEqual([2, 3]);
    for (let i = 0; i < 3; i++) {
      await limiter.release(['test:release:a']);
    }
    expect(await limiter.hitEach(limits)).toEqual([1, 4]);
  });

  it('counts simultaneous hits atomically', async () => {
    const counts = await Promise.all(Array.from({ length: 10 }, () => limiter.hit('test:burst', 60)));
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
