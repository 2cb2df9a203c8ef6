import { createHash, createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackgroundJobs } from '../src/background-jobs';
import { authEvents, deletionRequests, rateLimits, subscriptions, user } from '../src/db/schema';
import { clientNetwork } from '../src/features/auth/auth-events';
import { createAccountClient, verifiedUser } from './account-client';
import { createTestApp, type TestApp } from './test-app';

const AUTH_SECRET = 'a-test-secret-that-is-at-least-32-characters';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_SECRET, TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const userIdOf = async (email: string) =>
  (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? '';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('the security log and the counters', () => {
  it('key their hashes with the server secret, and log the request id and client network', async () => {
    const email = 'nyckel@kommun.se';
    await verifiedUser(t, email);
    const failed = await createAccountClient(t).request('/api/auth/sign-in/email', {
      body: { email, password: 'Fel12345' },
      headers: { 'x-forwarded-for': '203.0.113.77', 'x-request-id': 'request-for-the-log' },
    });
    expect(failed.status).toBe(401);

    const [event] = await t.database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.event, 'sign_in_failure'));
    expect(event?.emailHash).toBe(createHmac('sha256', AUTH_SECRET).update(email).digest('hex'));
    expect(event?.emailHash).not.toBe(sha256(email));
    expect(event?.requestId).toBe('request-for-the-log');
    expect(event?.clientNetwork).toBe('203.0.113.0');

    const keys = JSON.stringify(await t.database.db.select({ key: rateLimits.key }).from(rateLimits));
    expect(keys).toContain(createHmac('sha256', AUTH_SECRET).update(email).digest('hex'));
    expect(keys).not.toContain(sha256(email));
    expect(keys).not.toContain(sha256('203.0.113.77'));
  });

  it.each([
    ['192.0.2.123', '192.0.2.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['unknown', null],
    [undefined, null],
  ])('cuts the client address %s to its network %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });
});

describe('retention (spec 2 privacy terms)', () => {
  it('prunes security log entries after 90 days and keeps younger ones', async () => {
    await t.database.db.delete(authEvents);
    await t.database.db.insert(authEvents).values([
      { event: 'sign_in_failure', createdAt: sql`now() - interval '91 days'` },
      { event: 'lockout', createdAt: sql`now() - interval '89 days'` },
    ]);
    await runBackgroundJobs(t.services);
    const left = await t.database.db.select({ event: authEvents.event }).from(authEvents);
    expect(left.map((row) => row.event)).toEqual(['lockout']);
  });

  it('erases an account 12 months after its subscription ended, not before, and not a running one', async () => {
    const ended = (months: number) => sql`now() - ${`${months} months`}::interval`;
    const accounts = [
      { email: 'slutade.for.ett.ar@kommun.se', periodEnd: ended(13), status: 'canceled' },
      { email: 'slutade.nyss@kommun.se', periodEnd: ended(11), status: 'canceled' },
      { email: 'aktiv@kommun.se', periodEnd: sql`now() + interval '20 days'`, status: 'active' },
    ];
    for (const account of accounts) {
      await verifiedUser(t, account.email);
      await t.database.db.insert(subscriptions).values({
        userId: await userIdOf(account.email),
        provider: 'demo',
        tier: 'monthly',
        status: account.status,
        currentPeriodEnd: account.periodEnd,
      });
    }
    await runBackgroundJobs(t.services);
    expect(await userIdOf('slutade.for.ett.ar@kommun.se')).toBe('');
    expect(await userIdOf('slutade.nyss@kommun.se')).not.toBe('');
    expect(await userIdOf('aktiv@kommun.se')).not.toBe('');
    // Through the erasure path: a completed deletion request that names nobody.
    const requests = await t.database.db.select().from(deletionRequests);
    expect(requests).toMatchObject([{ status: 'completed', userId: null }]);
    // Run again: nothing more goes.
    await runBackgroundJobs(t.services);
    expect(await userIdOf('slutade.nyss@kommun.se')).not.toBe('');
  });
});
