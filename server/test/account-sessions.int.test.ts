import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema';
import { createAccountClient, latestMail, validSignup } from './account-client';
import { createTestApp, type TestApp } from './test-app';
import { totpCode } from './totp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verifiedUser = async (email: string) => {
  const client = createAccountClient(t);
  await client.request('/api/account/signup', { body: validSignup(email) });
  await client.request((await latestMail(t, email, 'verification')).path ?? '');
  return client;
};

const userId = async (email: string) =>
  (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? '';

describe('session lifetime', () => {
  it('ends a session after 30 minutes without activity', async () => {
    const email = 'inaktiv@kommun.se';
    const client = await verifiedUser(email);
    expect((await client.request('/api/account/profile')).status).toBe(200);
    await t.database.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(session.userId, await userId(email)));
    expect((await client.request('/api/account/profile')).status).toBe(401);
  });

  it('ends a session 12 hours after sign-in however active it was', async () => {
    const email = 'lang.dag@kommun.se';
    const client = await verifiedUser(email);
    await t.database.db
      .update(session)
      .set({ createdAt: sql`now() - interval '12 hours 1 second'` })
      .where(eq(session.userId, await userId(email)));
    const res = await client.request('/api/account/profile');
    expect(res).toMatchObject({
      status: 401,
      body: { message: 'Du behöver logga in igen för att fortsätta.' },
    });
    expect(
      await t.database.db
        .select()
        .from(session)
        .where(eq(session.userId, await userId(email))),
    ).toEqual([]);
  });

  it('gives the session cookie HttpOnly and SameSite=Lax', async () => {
    const email = 'kaka@kommun.se';
    await verifiedUser(email);
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bostad2024' }),
    });
    const cookie = res.headers.getSetCookie().find((line) => line.includes('session_token')) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('asks for the code after the password once enabled, and accepts a valid one', async () => {
    const email = 'tvafaktor@kommun.se';
    const client = await verifiedUser(email);
    const enabled = await client.request('/api/auth/two-factor/enable', { body: { password: 'Bostad2024' } });
    expect(enabled.status).toBe(200);
    const uri = String(enabled.body.totpURI);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect((enabled.body.backupCodes as string[]).length).toBeGreaterThan(0);
    const confirmed = await client.request('/api/auth/two-factor/verify-totp', {
      body: { code: totpCode(uri) },
    });
    expect(confirmed.status).toBe(200);
    expect((await client.request('/api/account/profile')).body.two_factor_enabled).toBe(true);

    const fresh = createAccountClient(t);
    const first = await fresh.request('/api/auth/sign-in/email', { body: { email, password: 'Bostad2024' } });
    expect(first.body.twoFactorRedirect).toBe(true);
    expect((await fresh.request('/api/account/profile')).status).toBe(401);
    const wrong = await fresh.request('/api/auth/two-factor/verify-totp', { body: { code: '000000' } });
    expect(wrong.status).toBe(401);
    const right = await fresh.request('/api/auth/two-factor/verify-totp', { body: { code: totpCode(uri) } });
    expect(right.status).toBe(200);
    expect((await fresh.request('/api/account/profile')).status).toBe(200);
  });
});
