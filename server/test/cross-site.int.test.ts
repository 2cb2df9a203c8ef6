import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionRequests, subscriptions, user, userProfiles } from '../src/db/schema';
import { signedInMember } from './account-client';
import { createTestApp, type TestApp } from './test-app';

// A page on another site can make a signed-in browser post to us (CSRF). Every state-changing
// /api route must refuse that, and the JSON API must not parse bodies other sites can send.

const EVIL = 'https://evil.example';
let t: TestApp;
let member: Awaited<ReturnType<typeof signedInMember>>;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await signedInMember(t, 'csrf@kommun.se');
  const checkout = await member.request('/api/billing/create-checkout', { body: { tier: 'monthly' } });
  await member.request(`${String(checkout.body.url).replace(t.config.publicUrl, '')}/confirm`, {
    method: 'POST',
  });
  const [account] = await t.database.db.select().from(user).where(eq(user.email, 'csrf@kommun.se'));
  userId = account?.id ?? '';
});
afterAll(() => t.close());

const cookieHeader = () => [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

const refused = {
  status: 403,
  body: { code: 'cross_site_request', message: expect.stringMatching(/webbplatsen/) },
};

describe('state-changing requests from another site, with a valid session cookie', () => {
  it.each([
    '/api/account/deletion-request',
    '/api/account/logout-and-reset',
    '/api/account/terms',
    '/api/billing/demo/portal/cancel',
    '/api/billing/demo/portal/resume',
    '/api/billing/demo/portal/switch/yearly',
    '/api/billing/create-checkout',
    '/api/auth/sign-out',
    '/api/auth/update-user',
  ])('%s is refused with 403 and changes nothing', async (path) => {
    const res = await member.request(path, { method: 'POST', headers: { origin: EVIL } });
    expect(res).toMatchObject(refused);
  });

  it('left the account, session and plan as they were', async () => {
    expect(member.signedIn()).toBe(true);
    expect((await member.request('/api/account/profile')).status).toBe(200);
    expect(
      await t.database.db.select().from(deletionRequests).where(eq(deletionRequests.userId, userId)),
    ).toEqual([]);
    const [plan] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(plan).toMatchObject({ tier: 'monthly', cancelAtPeriodEnd: false });
    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    expect(profile?.termsAcceptedAt).not.toBeNull();
  });

  it('refuses a request without Origin unless Sec-Fetch-Site says same-origin', async () => {
    const bare = await t.app.request('/api/account/terms', {
      method: 'POST',
      headers: { cookie: cookieHeader() },
    });
    expect(bare.status).toBe(403);
    for (const site of ['cross-site', 'same-site', 'none']) {
      const res = await t.app.request('/api/account/terms', {
        method: 'POST',
        headers: {
          cookie: cookieHeader(),
          'sec-fetch-site': site,
        },
      });
      expect(res.status).toBe(403);
    }
    const sameOrigin = await t.app.request('/api/account/terms', {
      method: 'POST',
      headers: {
        cookie: cookieHeader(),
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('refuses the opaque "null" origin and a look-alike of ours', async () => {
    for (const origin of [
      'null',
      `${t.config.publicUrl}.evil.example`,
      t.config.publicUrl.replace('http:', 'https:'),
    ]) {
      expect(
        await member.request('/api/account/terms', { method: 'POST', headers: { origin } }),
      ).toMatchObject(refused);
    }
  });

  it('covers every state-changing /api route the app has, from one middleware', async () => {
    const routes = t.app.routes.filter(
      (route) =>
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) &&
        route.path.startsWith('/api/') &&
        !route.path.includes('*'),
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const path = route.path.replace(/:[a-z]+/gi, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.request(path, { method: route.method, headers: { origin: EVIL } });
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
    }
  });

  it('lets the same requests through from our own origin', async () => {
    expect((await member.request('/api/account/terms', { method: 'POST' })).status).toBe(200);
  });
});

describe('bodies the JSON API does not take', () => {
  it.each([
    ['/api/chat/answer', 'text/plain', JSON.stringify({ userQuestion: 'Vad gäller för hiss?' })],
    ['/api/feedback', 'application/x-www-form-urlencoded', 'feedback_type=helpful&question=a&answer=b'],
    ['/api/account/signup', 'multipart/form-data; boundary=x', '--x\r\n\r\nx\r\n--x--'],
    ['/api/auth/sign-in/email', 'text/plain', JSON.stringify({ email: 'csrf@kommun.se', password: 'x' })],
  ])('%s refuses %s with 415', async (path, type, body) => {
    const sent = await t.app.request(path, {
      method: 'POST',
      headers: {
        origin: t.config.publicUrl,
        'content-type': type,
        cookie: cookieHeader(),
      },
      body,
    });
    expect(sent.status).toBe(415);
    expect(await sent.json()).toMatchObject({
      code: 'unsupported_media_type',
      message: 'Förfrågan måste skickas som JSON.',
    });
  });
});
