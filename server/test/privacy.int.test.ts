import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackgroundJobs } from '../src/background-jobs';
import { migrationsFolder } from '../src/db/migrate';
import { authEvents, deletionRequests, rateLimits, session, subscriptions, user } from '../src/db/schema';
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

/** The migration that cut the addresses better-auth had stored (issue 24). */
const SESSION_ADDRESS_MIGRATION = '0016_auth_client_addresses';

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

describe("better-auth's tables", () => {
  const signIn = (email: string, address: string, password = 'Bostad2024') =>
    createAccountClient(t).request('/api/auth/sign-in/email', {
      body: { email, password },
      headers: { 'x-forwarded-for': address },
    });
  const sessionAddresses = async (email: string) =>
    (
      await t.database.db
        .select({ ipAddress: session.ipAddress })
        .from(session)
        .where(eq(session.userId, await userIdOf(email)))
    ).map((row) => row.ipAddress);

  it('keep the client network of a session and only keyed hashes of its address, never the address', async () => {
    const email = 'adress@kommun.se';
    await verifiedUser(t, email);
    await t.database.db.delete(session).where(eq(session.userId, await userIdOf(email)));
    expect((await signIn(email, '203.0.113.78')).status).toBe(200);
    expect((await signIn(email, '2001:db8:24:1:aaaa:bbbb:cccc:dddd')).status).toBe(200);
    expect((await sessionAddresses(email)).sort()).toEqual(['2001:db8:24::', '203.0.113.0']);

    // better-auth's own counters (sign-in per address and path) are ours now, keyed by HMAC.
    const keys = (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    const counted = createHmac('sha256', AUTH_SECRET).update('203.0.113.78|/sign-in/email').digest('hex');
    expect(keys).toContain(`auth:${counted}`);
    expect(JSON.stringify(keys)).not.toMatch(/203\.0\.113|2001:db8/);
    const tables = await t.database.db.execute(sql`select to_regclass('rate_limit') as found`);
    expect(JSON.stringify(tables)).toContain('"found":null');
  });

  it('still limit sign-ins per client address, an IPv6 /64 as one', async () => {
    const email = 'raknas@kommun.se';
    await verifiedUser(t, email);
    const line = (host: number) => `2001:db8:25:1::${host}`;
    const statuses: number[] = [];
    for (let host = 1; host <= 11; host += 1) {
      statuses.push((await signIn(email, line(host))).status);
    }
    // better-auth's 10 sign-ins a minute per address: the 11th, from the same /64, is refused.
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await signIn(email, '2001:db8:25:2::1')).status).toBe(200);
  });

  it('lose the full addresses of sessions made before the change (migration 0016)', async () => {
    const email = 'gammal.session@kommun.se';
    await verifiedUser(t, email);
    const userId = await userIdOf(email);
    await t.database.db.delete(session).where(eq(session.userId, userId));
    await t.database.db.insert(session).values(
      ['198.51.100.23', '2001:0db8:0024:0001:0000:0000:0000:0000', '', 'inte en adress'].map((ipAddress) => ({
        id: `${userId}-${ipAddress}`,
        token: `${userId}-${ipAddress}`,
        userId,
        ipAddress,
        expiresAt: sql`now() + interval '30 minutes'`,
        updatedAt: sql`now()`,
      })),
    );
    const migration = readFileSync(join(migrationsFolder, `${SESSION_ADDRESS_MIGRATION}.sql`), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (/update "session"/i.test(statement)) {
        await t.database.db.execute(sql.raw(statement));
      }
    }
    expect((await sessionAddresses(email)).sort()).toEqual(
      ['198.51.100.0', '2001:db8:24::', null, null].sort(),
    );
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
