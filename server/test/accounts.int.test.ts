import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import {
  authEvents,
  deletionRequests,
  feedback,
  user,
  userDetails,
  userProfiles,
  verification,
} from '../src/db/schema';
import { processDueDeletions } from '../src/features/account/account-service';
import { createAccountClient, latestMail, newClientAddress, validSignup } from './account-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs up and verifies through the mailed link; returns a signed-in client. */
const verifiedUser = async (email: string) => {
  const client = createAccountClient(t);
  expect((await client.request('/api/account/signup', { body: validSignup(email) })).status).toBe(200);
  const { path } = await latestMail(t, email, 'verification');
  expect(path).toMatch(/^\/api\/auth\/verify-email\?token=/);
  await client.request(path ?? '');
  expect(client.signedIn()).toBe(true);
  return client;
};

describe('sign-up', () => {
  it('applies the shared rules on the server, with the Swedish messages', async () => {
    const client = createAccountClient(t);
    const { status, body } = await client.request('/api/account/signup', {
      body: {
        ...validSignup('regler@example.se'),
        password: 'kort',
        confirmPassword: 'annat',
        consent_data: false,
      },
    });
    expect(status).toBe(400);
    const messages = (body.issues as { message: string }[]).map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Lösenordet måste vara minst 8 tecken',
        'Lösenordet måste innehålla minst en stor bokstav',
        'Lösenordet måste innehålla minst en siffra',
        'Du måste godkänna att dina uppgifter lagras enligt GDPR',
      ]),
    );
  });

  it('refuses better-auth’s own sign-up from a browser: no account, no mail', async () => {
    const client = createAccountClient(t);
    const email = 'direkt@example.se';
    for (const name of ['Bo Ek', '<img src=x onerror=alert(1)>']) {
      const { status, body } = await client.request('/api/auth/sign-up/email', {
        body: { name, email, password: 'Bostad2024' },
      });
      expect(status).toBe(403);
      expect(body.message).toBe('Skapa ditt konto via registreringsformuläret.');
    }
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    expect((await latestMail(t, email)).mail).toBeUndefined();
  });

  it('refuses a name with markup on the sign-up form', async () => {
    const { status, body } = await createAccountClient(t).request('/api/account/signup', {
      body: { ...validSignup('markup@example.se'), name: '<img src=x onerror=alert(1)>' },
    });
    expect(status).toBe(400);
    expect((body.issues as { message: string }[])[0]?.message).toBe(
      'Namnet får endast innehålla bokstäver, mellanslag, bindestreck och apostrofer',
    );
  });

  it('stores the details, mails a verification link, and signs in only after verification', async () => {
    const email = 'ny.handlaggare@kommun.se';
    const client = createAccountClient(t);
    const signup = await client.request('/api/account/signup', {
      body: { ...validSignup(email), workplace: 'Kommunen' },
    });
    expect(signup).toMatchObject({ status: 200, body: { ok: true, profileSaved: true } });
    const [details] = await t.database.db
      .select({
        jobTitle: userDetails.jobTitle,
        workplace: userDetails.workplace,
        newsletter: userDetails.consentNewsletter,
      })
      .from(userDetails)
      .innerJoin(user, eq(user.id, userDetails.userId))
      .where(eq(user.email, email));
    expect(details).toEqual({ jobTitle: 'Handläggare', workplace: 'Kommunen', newsletter: true });

    const early = await client.request('/api/auth/sign-in/email', {
      body: { email, password: 'Bostad2024' },
    });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');

    const { path } = await latestMail(t, email, 'verification');
    await client.request(path ?? '');
    const profile = await client.request('/api/account/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      email,
      name: 'Anna Andersson',
      chat_interactions: 0,
      terms_accepted_at: null,
    });
    expect(profile.body.last_login).not.toBeNull();
  });

  it('answers an existing address exactly like a new one, and tells the owner by mail', async () => {
    await verifiedUser('finns.redan@kommun.se');
    const again = await createAccountClient(t).request('/api/account/signup', {
      body: validSignup('finns.redan@kommun.se'),
    });
    const fresh = await createAccountClient(t).request('/api/account/signup', {
      body: validSignup('helt.ny@kommun.se'),
    });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect((await latestMail(t, 'finns.redan@kommun.se', 'signup_existing')).mail).toBeDefined();
  });
});

describe('the verification mail', () => {
  it('says a used link is used, in a code the start page explains, and leaves the visitor signed out', async () => {
    const email = 'anvand.lank@kommun.se';
    const first = createAccountClient(t);
    await first.request('/api/account/signup', { body: validSignup(email) });
    const { path } = await latestMail(t, email, 'verification');
    expect((await first.request(path ?? '')).status).toBe(302);
    expect(first.signedIn()).toBe(true);

    const again = createAccountClient(t);
    const used = await again.request(path ?? '');
    expect(used.status).toBe(302);
    expect(used.headers.get('location')).toBe(`${t.config.publicUrl}/?error=EMAIL_ALREADY_VERIFIED`);
    expect(again.signedIn()).toBe(false);

    // The same address under a forged signature is not looked at: better-auth's own error answers.
    const forged = await again.request(path?.replace(/(token=[^&.]+\.[^&.]+\.)[^&]+/, '$1forged') ?? '');
    expect(forged.headers.get('location')).toContain('error=INVALID_TOKEN');
  });

  it('is sent again on request, the same answer for any address, a few times only', async () => {
    const email = 'igen@kommun.se';
    const client = createAccountClient(t);
    await client.request('/api/account/signup', { body: validSignup(email) });
    const firstMail = (await latestMail(t, email, 'verification')).mail;
    const resent = await client.request('/api/account/verification-mail', { body: { email } });
    expect(resent).toMatchObject({ status: 200, body: { ok: true } });
    const secondMail = (await latestMail(t, email, 'verification')).mail;
    expect(secondMail?.id).not.toBe(firstMail?.id);

    const unknown = await client.request('/api/account/verification-mail', {
      body: { email: 'finns.inte@kommun.se' },
    });
    expect(unknown).toMatchObject({ status: 200, body: { ok: true } });
    expect((await latestMail(t, 'finns.inte@kommun.se')).mail).toBeUndefined();

    // Two more for this address are allowed, then the server refuses whichever client asks.
    for (let i = 0; i < 2; i++) {
      expect((await client.request('/api/account/verification-mail', { body: { email } })).status).toBe(200);
    }
    const refused = await createAccountClient(t).request('/api/account/verification-mail', {
      body: { email },
    });
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Du har begärt för många nya mejl. Vänta en stund och försök igen.' },
    });
  });

  it('is not sent by better-auth’s own endpoint from a browser', async () => {
    const { status } = await createAccountClient(t).request('/api/auth/send-verification-email', {
      body: { email: 'igen@kommun.se' },
    });
    expect(status).toBe(403);
  });
});

describe('sign-in protection', () => {
  it('locks an account after 5 failed passwords, even for the right password, and logs it', async () => {
    const email = 'lasning@kommun.se';
    await verifiedUser(email);
    const client = createAccountClient(t);
    for (let i = 0; i < 5; i++) {
      const failed = await client.request('/api/auth/sign-in/email', {
        body: { email, password: 'Fel12345' },
      });
      expect(failed.status).toBe(401);
    }
    const locked = await client.request('/api/auth/sign-in/email', {
      body: { email, password: 'Bostad2024' },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(
      'För många misslyckade inloggningsförsök. Vänta 15 minuter och försök igen.',
    );
    const events = await t.database.db.select({ event: authEvents.event }).from(authEvents);
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['sign_in_failure', 'lockout']));
    const logged = JSON.stringify(await t.database.db.select().from(authEvents));
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('Fel12345');
  });

  it('evaluates at most 5 of 50 parallel wrong passwords for one account', async () => {
    const email = 'parallell@kommun.se';
    await verifiedUser(email);
    // Each attempt from an address of its own, so only the per-account lock can hold them back.
    const signIn = (password: string) =>
      createAccountClient(t).request('/api/auth/sign-in/email', { body: { email, password } });
    const answers = await Promise.all(Array.from({ length: 50 }, () => signIn('Fel12345')));
    const evaluated = answers.filter((res) => res.status === 401).length;
    process.stdout.write(`Sign-in lockout: ${evaluated} of 50 parallel wrong passwords evaluated\n`);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(50 - evaluated);
    expect((await signIn('Bostad2024')).status).toBe(429);
  });

  it('does not count successful sign-ins towards the lock', async () => {
    const email = 'ofta.inne@kommun.se';
    await verifiedUser(email);
    const client = createAccountClient(t);
    for (let i = 0; i < 7; i++) {
      const signIn = await client.request('/api/auth/sign-in/email', {
        body: { email, password: 'Bostad2024' },
        address: newClientAddress(),
      });
      expect(signIn.status).toBe(200);
    }
  });

  it('answers a reset request the same for known and unknown addresses', async () => {
    await verifiedUser('kand@kommun.se');
    const ask = (email: string) =>
      createAccountClient(t).request('/api/auth/request-password-reset', {
        body: { email, redirectTo: '/update-password' },
      });
    const [known, unknown] = await Promise.all([ask('kand@kommun.se'), ask('okand.adress@kommun.se')]);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect((await latestMail(t, 'okand.adress@kommun.se')).mail).toBeUndefined();
  });

  it('ignores a spoofed client address header', async () => {
    const res = await createAccountClient(t).request('/api/auth/sign-in/email', {
      body: { email: 'vem@example.se', password: 'x' },
      headers: { 'x-client-address': '203.0.113.9' },
    });
    expect(res.status).toBe(401);
  });
});

describe('the signed-in account', () => {
  it('refuses the profile without a session', async () => {
    const res = await createAccountClient(t).request('/api/account/profile');
    expect(res).toMatchObject({ status: 401, body: { code: 'unauthorized', message: 'Inloggning krävs' } });
  });

  it('records the acceptance of the terms', async () => {
    const client = await verifiedUser('villkor@kommun.se');
    const accepted = await client.request('/api/account/terms', { method: 'POST' });
    expect(accepted.status).toBe(200);
    const profile = await client.request('/api/account/profile');
    expect(profile.body.terms_accepted_at).toBe(accepted.body.terms_accepted_at);
  });

  it('changes the password only with the right current one, and ends the other sessions', async () => {
    const email = 'byte@kommun.se';
    const first = await verifiedUser(email);
    const second = createAccountClient(t);
    await second.request('/api/auth/sign-in/email', { body: { email, password: 'Bostad2024' } });
    expect((await second.request('/api/account/profile')).status).toBe(200);

    const wrong = await first.request('/api/auth/change-password', {
      body: { currentPassword: 'Fel99999', newPassword: 'Nytt2025x', revokeOtherSessions: true },
    });
    expect(wrong.body.code).toBe('INVALID_PASSWORD');
    const changed = await first.request('/api/auth/change-password', {
      body: { currentPassword: 'Bostad2024', newPassword: 'Nytt2025x', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect((await second.request('/api/account/profile')).status).toBe(401);
    expect((await latestMail(t, email, 'password_changed')).mail).toBeDefined();
  });

  it('holds a reset and a change to the sign-up password rules, in Swedish, and loses nothing', async () => {
    const email = 'svagt@kommun.se';
    const client = await verifiedUser(email);
    const weakChange = await client.request('/api/auth/change-password', {
      body: { currentPassword: 'Bostad2024', newPassword: 'abcdef' },
    });
    expect(weakChange).toMatchObject({
      status: 400,
      body: { code: 'PASSWORD_RULES', message: 'Lösenordet måste vara minst 8 tecken' },
    });
    const noDigit = await client.request('/api/auth/change-password', {
      body: { currentPassword: 'Bostad2024', newPassword: 'Bostadsbidrag' },
    });
    expect(noDigit.body.message).toBe('Lösenordet måste innehålla minst en siffra');
    // Still signed in with the old password.
    expect((await client.request('/api/account/profile')).status).toBe(200);

    await createAccountClient(t).request('/api/auth/request-password-reset', {
      body: { email, redirectTo: '/update-password' },
    });
    const { path } = await latestMail(t, email, 'password_reset');
    const token = new URLSearchParams(path?.split('?')[1]).get('token');
    const weakReset = await createAccountClient(t).request('/api/auth/reset-password', {
      body: { newPassword: 'abcdef', token },
    });
    expect(weakReset).toMatchObject({
      status: 400,
      body: { code: 'PASSWORD_RULES', message: 'Lösenordet måste vara minst 8 tecken' },
    });
    const noCapital = await createAccountClient(t).request('/api/auth/reset-password', {
      body: { newPassword: 'bostad2025', token },
    });
    expect(noCapital.body.message).toBe('Lösenordet måste innehålla minst en stor bokstav');
    // The refused attempts left the link usable and the old password in place.
    const signIn = (password: string) =>
      createAccountClient(t).request('/api/auth/sign-in/email', { body: { email, password } });
    expect((await signIn('Bostad2024')).status).toBe(200);
    const reset = await createAccountClient(t).request('/api/auth/reset-password', {
      body: { newPassword: 'Bostad2025', token },
    });
    expect(reset.status).toBe(200);
    expect((await signIn('Bostad2025')).status).toBe(200);
  });

  it('applies the sign-up name rules on update-user, and changes nothing else there', async () => {
    const email = 'namnbyte@kommun.se';
    const client = await verifiedUser(email);
    const nameOf = async () =>
      (await t.database.db.select({ name: user.name }).from(user).where(eq(user.email, email)))[0]?.name;
    const markup = await client.request('/api/auth/update-user', {
      body: { name: '<img src=x onerror=alert(1)>' },
    });
    expect(markup).toMatchObject({
      status: 400,
      body: { message: 'Namnet får endast innehålla bokstäver, mellanslag, bindestreck och apostrofer' },
    });
    const image = await client.request('/api/auth/update-user', {
      body: { name: 'Anna Berg', image: 'javascript:alert(1)' },
    });
    expect(image.status).toBe(400);
    expect(await nameOf()).toBe('Anna Andersson');
    const renamed = await client.request('/api/auth/update-user', { body: { name: '  Åsa Öberg-Lind ' } });
    expect(renamed.status).toBe(200);
    expect(await nameOf()).toBe('Åsa Öberg-Lind');
  });

  it('stores reset tokens hashed, never the token from the link', async () => {
    const email = 'hashad@kommun.se';
    await verifiedUser(email);
    await createAccountClient(t).request('/api/auth/request-password-reset', {
      body: { email, redirectTo: '/update-password' },
    });
    const { path } = await latestMail(t, email, 'password_reset');
    const token = new URLSearchParams(path?.split('?')[1]).get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(24);
    const stored = JSON.stringify(await t.database.db.select().from(verification));
    expect(stored).not.toContain(token);
    const reset = await createAccountClient(t).request('/api/auth/reset-password', {
      body: { newPassword: 'Annat2025', token },
    });
    expect(reset.status).toBe(200);
  });

  it('logs out everywhere and mails a reset link that works once', async () => {
    const email = 'aterstall@kommun.se';
    const client = await verifiedUser(email);
    expect((await client.request('/api/account/logout-and-reset', { method: 'POST' })).status).toBe(200);
    expect((await client.request('/api/account/profile')).status).toBe(401);
    const { path } = await latestMail(t, email, 'password_reset');
    const token = new URLSearchParams(path?.split('?')[1]).get('token');
    expect(path).toMatch(/^\/update-password\?token=/);
    const reset = () =>
      createAccountClient(t).request('/api/auth/reset-password', {
        body: { newPassword: 'Annat2025', token },
      });
    const [a, b] = await Promise.all([reset(), reset()]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const signIn = await createAccountClient(t).request('/api/auth/sign-in/email', {
      body: { email, password: 'Annat2025' },
    });
    expect(signIn.status).toBe(200);
  });
});

describe('magic link', () => {
  it('signs in once: two parallel redemptions give exactly one session', async () => {
    const email = 'magisk@kommun.se';
    await verifiedUser(email);
    const client = createAccountClient(t);
    const sent = await client.request('/api/auth/sign-in/magic-link', { body: { email, callbackURL: '/' } });
    expect(sent.status).toBe(200);
    const { path } = await latestMail(t, email, 'magic_link');
    const a = createAccountClient(t);
    const b = createAccountClient(t);
    await Promise.all([a.request(path ?? ''), b.request(path ?? '')]);
    expect([a.signedIn(), b.signedIn()].filter(Boolean)).toHaveLength(1);
  });

  it('answers an unknown address like a known one', async () => {
    const unknown = await createAccountClient(t).request('/api/auth/sign-in/magic-link', {
      body: { email: 'okand@kommun.se', callbackURL: '/' },
    });
    expect(unknown.status).toBe(200);
  });
});

describe('account deletion', () => {
  it('needs the password: a cookie alone, or a wrong password, changes nothing', async () => {
    const email = 'behall.mig@kommun.se';
    const client = await verifiedUser(email);
    const bare = await client.request('/api/account/deletion-request', { method: 'POST' });
    expect(bare.status).toBe(400);
    const empty = await client.request('/api/account/deletion-request', { body: { password: '' } });
    expect(empty).toMatchObject({ status: 400, body: { issues: [{ message: 'Ange ditt lösenord' }] } });
    const wrong = await client.request('/api/account/deletion-request', { body: { password: 'Fel12345' } });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'Lösenordet stämmer inte.', issues: [{ path: 'password' }] },
    });
    expect(await t.database.db.select().from(deletionRequests)).toEqual([]);
    expect((await client.request('/api/account/profile')).status).toBe(200);
  });

  it('signs out, waits 7 days, then leaves no row that references the user', async () => {
    const email = 'radera.mig@kommun.se';
    const client = await verifiedUser(email);
    await client.request('/api/account/terms', { method: 'POST' });
    const given = await client.request('/api/feedback', {
      body: {
        client_id: '0b7c8a53-9d1e-4f4e-8a2b-5c6d7e8f9a0b',
        question: 'Vad gäller för ramp?',
        answer: 'Ett svar.',
        feedback_type: 'helpful',
      },
    });
    expect(given.status).toBe(201);
    const requested = await client.request('/api/account/deletion-request', {
      body: { password: 'Bostad2024' },
    });
    expect(requested.status).toBe(200);
    const days = (new Date(String(requested.body.scheduled_for)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect((await client.request('/api/account/profile')).status).toBe(401);
    const [{ id: userId } = { id: '' }] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email));

    expect(await processDueDeletions({ ...t.services, db: t.database.db })).toBe(0);
    await t.database.db.update(deletionRequests).set({ scheduledFor: sql`now() - interval '1 minute'` });
    expect(await processDueDeletions({ ...t.services, db: t.database.db })).toBe(1);

    const tables = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      const rows = await queryRows<Record<string, unknown>>(
        t.database.db,
        sql.raw(`select * from "${table_name}"`),
      );
      const text = JSON.stringify(rows);
      expect(text, `table ${table_name}`).not.toContain(userId);
      expect(text, `table ${table_name}`).not.toContain(email);
    }
    const [request] = await t.database.db.select().from(deletionRequests);
    expect(request).toMatchObject({ status: 'completed', userId: null });
    // Feedback stays, anonymous (spec 2: user_id null).
    const [kept] = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, String(given.body.id)));
    expect(kept).toMatchObject({ userId: null, feedbackType: 'helpful' });
    expect(await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId))).toEqual(
      [],
    );
  });
});

describe('the development outbox', () => {
  it('lists mail with links as JSON and as a page to a loopback client', async () => {
    // Only a socket from this machine may read the outbox (dev-mail.int.test.ts covers refusals).
    const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const json = await t.app.request('/api/dev/mail', {}, loopback);
    expect(json.status).toBe(200);
    const { messages } = (await json.json()) as { messages: { links: string[]; subject: string }[] };
    expect(messages.length).toBeGreaterThan(0);
    expect(
      messages.some((mail) => mail.links.some((link) => link.includes('/api/auth/verify-email?token='))),
    ).toBe(true);
    const page = await t.app.request('/dev/mail', {}, loopback);
    expect(await page.text()).toContain('Utkorg');
  });
});
