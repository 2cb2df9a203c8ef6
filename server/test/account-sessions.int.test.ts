import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvents, session, user } from '../src/db/schema';
import { createAccountClient, latestMail, newClientAddress, verifiedUser } from './account-client';
import { createTestApp, type TestApp } from './test-app';
import { totpCode } from './totp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The code an authenticator shows in the next 30-second step (accepted one step early). */
const nextCode = (uri: string, steps = 1) => totpCode(uri, Date.now() + steps * 30_000);

/** Turns on TOTP for a signed-in client and returns its otpauth URI. */
const enableTotp = async (client: ReturnType<typeof createAccountClient>) => {
  const enabled = await client.request('/api/auth/two-factor/enable', { body: { password: 'Bostad2024' } });
  const uri = String(enabled.body.totpURI);
  expect(
    (await client.request('/api/auth/two-factor/verify-totp', { body: { code: totpCode(uri) } })).status,
  ).toBe(200);
  return uri;
};

/** A new browser that has passed the password step of a TOTP account. */
const atCodeStep = async (email: string) => {
  const client = createAccountClient(t);
  const first = await client.request('/api/auth/sign-in/email', { body: { email, password: 'Bostad2024' } });
  expect(first.body.twoFactorRedirect).toBe(true);
  return client;
};

const userId = async (email: string) =>
  (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? '';

describe('session lifetime', () => {
  it('ends a session after 30 minutes without activity', async () => {
    const email = 'inaktiv@kommun.se';
    const client = await verifiedUser(t, email);
    expect((await client.request('/api/account/profile')).status).toBe(200);
    await t.database.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(session.userId, await userId(email)));
    expect((await client.request('/api/account/profile')).status).toBe(401);
  });

  it('ends a session 12 hours after sign-in however active it was', async () => {
    const email = 'lang.dag@kommun.se';
    const client = await verifiedUser(t, email);
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
    await verifiedUser(t, email);
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
    const client = await verifiedUser(t, email);
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
    // The code that confirmed the set-up is spent; the app's next one is accepted (±1 step).
    const right = await fresh.request('/api/auth/two-factor/verify-totp', { body: { code: nextCode(uri) } });
    expect(right.status).toBe(200);
    expect((await fresh.request('/api/account/profile')).status).toBe(200);
  });
});

describe('two-factor codes and challenges', () => {
  it('refuses a code already used, even on a new challenge in the same window', async () => {
    const email = 'engangskod@kommun.se';
    const uri = await enableTotp(await verifiedUser(t, email));
    const code = nextCode(uri);
    const first = await atCodeStep(email);
    expect((await first.request('/api/auth/two-factor/verify-totp', { body: { code } })).status).toBe(200);
    const second = await atCodeStep(email);
    const replay = await second.request('/api/auth/two-factor/verify-totp', { body: { code } });
    expect(replay).toMatchObject({ status: 401, body: { code: 'TOTP_CODE_USED' } });
    expect((await second.request('/api/account/profile')).status).toBe(401);
  });

  it('voids a challenge after 5 wrong codes, even for the right one after that', async () => {
    const email = 'fem.fel@kommun.se';
    const uri = await enableTotp(await verifiedUser(t, email));
    const client = await atCodeStep(email);
    for (const wrong of ['111111', '222222', '333333', '444444', '555555']) {
      expect(
        (await client.request('/api/auth/two-factor/verify-totp', { body: { code: wrong } })).status,
      ).toBe(401);
    }
    const right = await client.request('/api/auth/two-factor/verify-totp', { body: { code: nextCode(uri) } });
    expect(right.status).not.toBe(200);
    expect((await client.request('/api/account/profile')).status).toBe(401);
  });

  it('evaluates at most 5 codes of a parallel burst of 50 on one challenge', async () => {
    const email = 'skur@kommun.se';
    await enableTotp(await verifiedUser(t, email));
    const client = await atCodeStep(email);
    const codes = Array.from({ length: 50 }, (_, i) => String(100000 + i * 7919).slice(0, 6));
    const answers = await Promise.all(
      // Each from an address of its own, so only the challenge's own limit can hold them back.
      codes.map((code) =>
        client.request('/api/auth/two-factor/verify-totp', { body: { code }, address: newClientAddress() }),
      ),
    );
    // INVALID_CODE means the code was checked; every other refusal came before any check.
    const evaluated = answers.filter((res) => res.body.code === 'INVALID_CODE').length;
    process.stdout.write(`TOTP burst: ${evaluated} of 50 parallel wrong codes evaluated\n`);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(answers.every((res) => res.status !== 200)).toBe(true);
  });

  it('gives a magic-link sign-in of a TOTP account the code step, not a session', async () => {
    const email = 'lank.och.kod@kommun.se';
    const uri = await enableTotp(await verifiedUser(t, email));
    const sessionsOf = async () =>
      (
        await t.database.db
          .select()
          .from(session)
          .where(eq(session.userId, await userId(email)))
      ).length;
    const before = await sessionsOf();
    const client = createAccountClient(t);
    await client.request('/api/auth/sign-in/magic-link', { body: { email, callbackURL: '/' } });
    const { path } = await latestMail(t, email, 'magic_link');
    const opened = await client.request(path ?? '');
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`${t.config.publicUrl}/login?steg=tvastegsverifiering`);
    expect(client.signedIn()).toBe(false);
    expect((await client.request('/api/account/profile')).status).toBe(401);
    expect(await sessionsOf()).toBe(before);
    const verified = await client.request('/api/auth/two-factor/verify-totp', {
      body: { code: nextCode(uri) },
    });
    expect(verified.status).toBe(200);
    expect((await client.request('/api/account/profile')).status).toBe(200);
  });
});

describe('sessions on better-auth’s own routes', () => {
  it('ends the other sessions on a password change even when the client does not ask', async () => {
    const email = 'alltid.ut@kommun.se';
    const first = await verifiedUser(t, email);
    const second = createAccountClient(t);
    await second.request('/api/auth/sign-in/email', { body: { email, password: 'Bostad2024' } });
    const changed = await first.request('/api/auth/change-password', {
      body: { currentPassword: 'Bostad2024', newPassword: 'Nytt2025x', revokeOtherSessions: false },
    });
    expect(changed.status).toBe(200);
    expect((await second.request('/api/auth/get-session')).body).toBeNull();
    expect((await second.request('/api/account/profile')).status).toBe(401);
    expect((await first.request('/api/account/profile')).status).toBe(200);
  });

  it('holds the 12-hour limit on get-session, list-sessions and update-user', async () => {
    const email = 'tolv.timmar@kommun.se';
    const client = await verifiedUser(t, email);
    expect((await client.request('/api/auth/get-session')).body.user).toBeDefined();
    await t.database.db
      .update(session)
      .set({ createdAt: sql`now() - interval '12 hours 1 second'` })
      .where(eq(session.userId, await userId(email)));
    expect((await client.request('/api/auth/get-session')).body).toBeNull();
    expect((await client.request('/api/auth/list-sessions')).status).toBe(401);
    const renamed = await client.request('/api/auth/update-user', { body: { name: 'Ny Person' } });
    expect(renamed.status).toBe(401);
    const [row] = await t.database.db.select({ name: user.name }).from(user).where(eq(user.email, email));
    expect(row?.name).toBe('Anna Andersson');
  });

  it('never hands a session token to JavaScript: sign-in, get-session, list-sessions', async () => {
    const email = 'lista@kommun.se';
    await verifiedUser(t, email);
    const client = createAccountClient(t);
    const signedIn = await client.request('/api/auth/sign-in/email', {
      body: { email, password: 'Bostad2024' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).not.toHaveProperty('token');
    expect(signedIn.body.user).toBeDefined();
    const listed = await client.request('/api/auth/list-sessions');
    expect(listed.status).toBe(200);
    expect((listed.body as unknown as { token?: string }[])[0]).not.toHaveProperty('token');
    const current = await client.request('/api/auth/get-session');
    expect(current.body.session).not.toHaveProperty('token');
    const stored = await t.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, await userId(email)));
    expect(stored).toHaveLength(2);
    for (const { token } of stored) {
      expect(JSON.stringify([signedIn.body, listed.body, current.body])).not.toContain(token);
    }
  });

  it('lists the signed-in devices and signs out the others, in the security log', async () => {
    const email = 'enheter@kommun.se';
    const laptop = await verifiedUser(t, email);
    const phone = createAccountClient(t);
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    await phone.request('/api/auth/sign-in/email', {
      body: { email, password: 'Bostad2024' },
      headers: { 'user-agent': iphone },
    });
    const listed = (await laptop.request('/api/auth/list-sessions')).body as unknown as {
      id: string;
      userAgent: string | null;
      updatedAt: string;
    }[];
    expect(listed).toHaveLength(2);
    expect(listed.map((row) => row.userAgent)).toContain(iphone);
    const own = (await laptop.request('/api/auth/get-session')).body.session as { id: string };
    expect(listed.map((row) => row.id)).toContain(own.id);

    expect((await laptop.request('/api/auth/revoke-other-sessions', { body: {} })).status).toBe(200);
    expect((await phone.request('/api/account/profile')).status).toBe(401);
    expect((await laptop.request('/api/account/profile')).status).toBe(200);
    expect((await laptop.request('/api/auth/list-sessions')).body).toHaveLength(1);
    const events = await t.database.db
      .select({ type: authEvents.event })
      .from(authEvents)
      .where(eq(authEvents.userId, await userId(email)));
    expect(events.map((event) => event.type)).toContain('sessions_revoked');
  });

  it('never hands a session token to JavaScript on a password change', async () => {
    const email = 'byter.losen@kommun.se';
    const client = await verifiedUser(t, email);
    const changed = await client.request('/api/auth/change-password', {
      body: { currentPassword: 'Bostad2024', newPassword: 'Bostad2025' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).not.toHaveProperty('token');
    expect(changed.body.user).toBeDefined();
    const [renewed] = await t.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, await userId(email)));
    expect(JSON.stringify(changed.body)).not.toContain(renewed?.token);
    expect((await client.request('/api/account/profile')).status).toBe(200);
  });

  it('names the cookies __Host- with Secure, HttpOnly and SameSite=Lax under https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://stod.example.se' }, { database: t.database });
    const email = 'saker.kaka@kommun.se';
    await verifiedUser(t, email);
    const res = await secure.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: 'https://stod.example.se', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bostad2024' }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((line) => line.includes('session_token')) ?? '';
    expect(cookie).toMatch(/^__Host-hls\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});
