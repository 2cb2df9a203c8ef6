import { randomUUID } from 'node:crypto';
import { ADMIN_PAGE_SIZE } from '@app/common';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, feedback, user, userProfiles } from '../src/db/schema';
import { recordAdminAction } from '../src/infra/admin-audit-repository';
import { createAccountClient, signedInMember, subscribedMember, verifiedUser } from './account-client';
import { createTestApp, type TestApp } from './test-app';

const ADMIN = 'chef@kommun.se';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ` ${ADMIN.toUpperCase()} , annan-chef@kommun.se` });
});
afterAll(() => t.close());

type Client = ReturnType<typeof createAccountClient>;

const signIn = async (app: TestApp, email: string): Promise<Client> => {
  const client = createAccountClient(app);
  const res = await client.request('/api/auth/sign-in/email', { body: { email, password: 'Bostad2024' } });
  expect(res.status).toBe(200);
  return client;
};

const roleOf = async (email: string) =>
  (await t.database.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role ?? null;

const feedbackFrom = async (
  email: string,
  type: 'helpful' | 'not_helpful' | 'incorrect',
  question: string,
  createdAt?: Date,
) => {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await t.database.db.insert(feedback).values({
    userId: row?.id ?? null,
    feedbackType: type,
    question,
    answer: 'Ett svar med källor.',
    detailedFeedback: type === 'incorrect' ? 'Paragrafen är fel.' : null,
    ...(createdAt ? { createdAt } : {}),
  });
};

describe('admin identity', () => {
  it('gives the role to an ADMIN_EMAILS address at creation, whatever its case and spacing', async () => {
    await verifiedUser(t, ADMIN);
    expect(await roleOf(ADMIN)).toBe('admin');
  });

  it('applies ADMIN_EMAILS at every sign-in: added, then removed when the address leaves the list', async () => {
    const withoutList = await createTestApp({}, { database: t.database });
    const email = 'blir-chef@kommun.se';
    await verifiedUser(withoutList, email);
    expect(await roleOf(email)).toBe('user');

    const listing = await createTestApp({ ADMIN_EMAILS: email }, { database: t.database });
    const asAdmin = await signIn(listing, email);
    expect(await roleOf(email)).toBe('admin');
    expect((await asAdmin.request('/api/admin/access')).status).toBe(200);

    const asUser = await signIn(withoutList, email);
    expect(await roleOf(email)).toBe('user');
    expect((await asUser.request('/api/admin/access')).status).toBe(403);
  });

  it('keeps a role the operator set in the database, whatever ADMIN_EMAILS says', async () => {
    const email = 'driftansvarig@kommun.se';
    await verifiedUser(t, email);
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.email, email));
    const client = await signIn(t, email);
    expect(await roleOf(email)).toBe('admin');
    expect((await client.request('/api/admin/access')).body).toEqual({ is_admin: true });
  });

  it('refuses every admin route to a user and a subscriber, with the spec text', async () => {
    const member = await signedInMember(t, 'medlem@kommun.se');
    const subscriber = await subscribedMember(t, 'prenumerant@kommun.se');
    for (const client of [member, subscriber]) {
      for (const path of [
        '/api/admin/access',
        '/api/admin/users',
        '/api/admin/feedback',
        '/api/admin/audit-log',
      ]) {
        const res = await client.request(path);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Du har inte behörighet att visa denna sida.');
      }
      expect((await client.request('/api/admin/feedback/clear', { method: 'POST', body: {} })).status).toBe(
        403,
      );
    }
    expect((await createAccountClient(t).request('/api/admin/users')).status).toBe(401);
  });
});

describe("better-auth's admin endpoints", () => {
  it('hold a password an admin sets to the one password rule, and log nothing refused', async () => {
    const admin = await verifiedUser(t, 'annan-chef@kommun.se');
    const email = 'satt.losen@kommun.se';
    await verifiedUser(t, email);
    const [target] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const weak = await admin.request('/api/auth/admin/set-user-password', {
      body: { userId: target?.id, newPassword: 'abcdef' },
    });
    expect(weak).toMatchObject({
      status: 400,
      body: { code: 'PASSWORD_RULES', message: 'Lösenordet måste vara minst 8 tecken' },
    });
    const created = await admin.request('/api/auth/admin/create-user', {
      body: { email: 'skapad@kommun.se', password: 'abcdefgh', name: 'Skapad Person' },
    });
    expect(created.body.message).toBe('Lösenordet måste innehålla minst en stor bokstav');
    expect(await roleOf('skapad@kommun.se')).toBeNull();
    const logged = await t.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.action} in ('set_user_password', 'create_user')`);
    expect(logged).toEqual([]);
    // The account's own password still signs in.
    await signIn(t, email);
  });
});

describe('the users table', () => {
  it('lists users with the spec fields and the stats total, subscribed and free', async () => {
    const admin = await signIn(t, ADMIN);
    const res = await admin.request('/api/admin/users?sort=email&direction=asc');
    expect(res.status).toBe(200);
    const users = res.body.users as Array<Record<string, unknown>>;
    const subscriber = users.find((row) => row.email === 'prenumerant@kommun.se');
    expect(subscriber).toMatchObject({
      name: 'Anna Andersson',
      subscribed: true,
      subscription_tier: 'monthly',
      subscription_end: expect.any(String),
      last_sign_in_at: expect.any(String),
      last_active: expect.any(String),
      chat_interactions: 0,
    });
    expect(users.find((row) => row.email === 'medlem@kommun.se')).toMatchObject({
      subscribed: false,
      subscription_tier: 'free',
      subscription_end: null,
    });
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(user);
    expect(res.body.stats).toEqual({ total: count?.n, subscribed: 1, free: (count?.n ?? 0) - 1 });
    const emails = users.map((row) => String(row.email));
    expect(emails).toEqual([...emails].sort());
  });

  it('pages on the server and sorts every column both ways, never-signed-in users last', async () => {
    // Enough users for three pages, with distinct sign-in times and some who never signed in.
    const ids = Array.from({ length: ADMIN_PAGE_SIZE * 2 + 5 }, (_, i) => ({
      id: randomUUID(),
      name: `Person ${String(i).padStart(3, '0')}`,
      email: `massa-${String(i).padStart(3, '0')}@kommun.se`,
      emailVerified: true,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
    }));
    await t.database.db.insert(user).values(ids);
    await t.database.db.insert(userProfiles).values(
      ids.map((row, i) => ({
        userId: row.id,
        lastLogin: i % 3 === 0 ? null : new Date(Date.UTC(2025, 5, 1, 0, i)),
      })),
    );
    const admin = await signIn(t, ADMIN);
    const all = async (sort: string, direction: string) => {
      const rows: Array<Record<string, unknown>> = [];
      for (let page = 1; ; page++) {
        const res = await admin.request(`/api/admin/users?sort=${sort}&direction=${direction}&page=${page}`);
        expect(res.status).toBe(200);
        const users = res.body.users as Array<Record<string, unknown>>;
        expect(users.length).toBeLessThanOrEqual(ADMIN_PAGE_SIZE);
        rows.push(...users);
        if (users.length < ADMIN_PAGE_SIZE) {
          return rows;
        }
      }
    };
    const total = (await admin.request('/api/admin/users')).body.stats as { total: number };
    for (const sort of ['name', 'email', 'subscribed', 'last_sign_in_at', 'created_at']) {
      for (const direction of ['asc', 'desc']) {
        const rows = await all(sort, direction);
        expect(new Set(rows.map((row) => row.id)).size).toBe(total.total);
      }
    }
    const byCreated = (await all('created_at', 'desc')).map((row) => String(row.created_at));
    expect(byCreated).toEqual([...byCreated].sort().reverse());
    const bySignIn = (await all('last_sign_in_at', 'asc')).map((row) => row.last_sign_in_at as string | null);
    const firstNever = bySignIn.indexOf(null);
    expect(bySignIn.slice(firstNever).every((value) => value === null)).toBe(true);
    expect(bySignIn.slice(0, firstNever)).toEqual([...bySignIn.slice(0, firstNever)].sort());
    const byName = (await all('name', 'desc')).map((row) => String(row.name).toLowerCase());
    expect(byName).toEqual([...byName].sort().reverse());
  });

  it('refuses an unknown column or page with a Swedish message', async () => {
    const admin = await signIn(t, ADMIN);
    const column = await admin.request('/api/admin/users?sort=password');
    expect(column.status).toBe(400);
    expect(JSON.stringify(column.body)).toContain('Ogiltig sorteringskolumn.');
    expect(JSON.stringify((await admin.request('/api/admin/users?page=0')).body)).toContain(
      'Ogiltigt sidnummer.',
    );
    expect(JSON.stringify((await admin.request('/api/admin/feedback?type=arg')).body)).toContain(
      'Ogiltig feedbacktyp.',
    );
  });
});

describe('feedback and the audit log', () => {
  it("lists a user's last 10 feedback items, newest first", async () => {
    // A second apart: rows written within one clock tick would have no order to be listed in.
    const start = Date.now() - 60_000;
    for (let i = 0; i < 12; i++) {
      await feedbackFrom('medlem@kommun.se', 'helpful', `Fråga ${i}`, new Date(start + i * 1000));
    }
    const admin = await signIn(t, ADMIN);
    const [member] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'medlem@kommun.se'));
    const res = await admin.request(`/api/admin/users/${member?.id}/feedback`);
    const items = res.body.items as Array<{ question: string; user_email: string }>;
    expect(items).toHaveLength(10);
    expect(items[0]?.question).toBe('Fråga 11');
    expect(items[0]?.user_email).toBe('medlem@kommun.se');
  });

  it('filters by type, marks anonymous feedback, clears all and writes the audit log', async () => {
    await t.database.db.delete(feedback);
    await feedbackFrom('medlem@kommun.se', 'helpful', 'Bra svar?');
    await feedbackFrom('medlem@kommun.se', 'incorrect', 'Fel svar?');
    await t.database.db.insert(feedback).values({
      userId: null,
      feedbackType: 'not_helpful',
      question: 'Anonym fråga',
      answer: 'Svar',
    });
    const admin = await signIn(t, ADMIN);
    const all = await admin.request('/api/admin/feedback');
    expect(all.body.total).toBe(3);
    const incorrect = await admin.request('/api/admin/feedback?type=incorrect');
    expect(incorrect.body).toMatchObject({
      total: 1,
      items: [
        { question: 'Fel svar?', detailed_feedback: 'Paragrafen är fel.', user_email: 'medlem@kommun.se' },
      ],
    });
    const anonymous = await admin.request('/api/admin/feedback?type=not_helpful');
    expect(anonymous.body.items).toMatchObject([{ user_id: null, user_email: null }]);

    const cleared = await admin.request('/api/admin/feedback/clear', { method: 'POST', body: {} });
    expect(cleared.body).toEqual({ success: true, deletedCount: 3 });
    expect((await admin.request('/api/admin/feedback')).body.total).toBe(0);

    const log = await admin.request('/api/admin/audit-log');
    expect((log.body.entries as unknown[])[0]).toMatchObject({
      actor_email: ADMIN,
      action: 'clear_feedback',
      result: 'ok',
      details: { deletedCount: 3 },
      created_at: expect.any(String),
    });
  });

  it('keeps an entry recorded by another feature, also after its actor is erased', async () => {
    const email = 'tillfallig-chef@kommun.se';
    await verifiedUser(t, email);
    const [actor] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await recordAdminAction(t.database.db, {
      actorId: actor?.id ?? '',
      action: 'scrape_hfd',
      result: 'failed',
      details: { error: 'timeout' },
    });
    await t.database.db.delete(user).where(eq(user.email, email));
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'scrape_hfd'));
    expect(entry).toMatchObject({ actorId: null, result: 'failed', details: { error: 'timeout' } });
  });
});
