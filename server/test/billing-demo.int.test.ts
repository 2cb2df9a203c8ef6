import { formatDateSv } from '@app/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/schema';
import { createAccountClient, signedInMember } from './account-client';
import { createTestApp, type TestApp } from './test-app';

const ADMIN = 'operator@kommun.se';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN }, { contents: 'corpus' });
  await t.knowledge.syncCorpus();
});
afterAll(() => t.close());

const member = (email: string) => signedInMember(t, email);

const subscribe = async (client: ReturnType<typeof createAccountClient>, tier: 'monthly' | 'yearly') => {
  const checkout = await client.request('/api/billing/create-checkout', { body: { tier } });
  expect(checkout.status).toBe(200);
  const path = String(checkout.body.url).replace(t.config.publicUrl, '');
  const page = await client.request(path);
  expect(String(page.body.text)).toContain('Testbetalning');
  expect(String(page.body.text)).toContain('TESTLÄGE');
  return client.request(`${path}/confirm`, { method: 'POST' });
};

describe('the demo payment provider', () => {
  it('needs a session for every billing call', async () => {
    const anonymous = createAccountClient(t);
    for (const path of [
      '/api/billing/check-subscription',
      '/api/billing/create-checkout',
      '/api/billing/customer-portal',
    ]) {
      const res = await anonymous.request(path, { body: { tier: 'monthly' } });
      expect(res).toMatchObject({ status: 401, body: { message: 'Inloggning krävs' } });
    }
  });

  it('takes a user from free to a monthly plan through the test checkout, with a receipt', async () => {
    const client = await member('betalar@kommun.se');
    expect((await client.request('/api/billing/check-subscription', { method: 'POST' })).body).toEqual({
      subscribed: false,
      subscription_tier: 'free',
      subscription_end: null,
      cancel_at_period_end: false,
      scheduled_change: null,
      tool_access: false,
      organisation_licence: null,
    });
    const confirmed = await subscribe(client, 'monthly');
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(
      new RegExp(`^${t.config.publicUrl}/valkommen\\?success=true&session_id=[\\w-]+$`),
    );

    const status = (await client.request('/api/billing/check-subscription', { method: 'POST' })).body;
    expect(status).toMatchObject({
      subscribed: true,
      subscription_tier: 'monthly',
      cancel_at_period_end: false,
      tool_access: true,
    });
    const days = (new Date(String(status.subscription_end)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const portal = await client.request('/api/billing/customer-portal', { method: 'POST' });
    const portalPage = await client.request(String(portal.body.url).replace(t.config.publicUrl, ''));
    const receiptPath = String(portalPage.body.text).match(/\/api\/billing\/receipts\/[0-9a-f-]+/)?.[0] ?? '';
    const receipt = await client.request(receiptPath);
    // Swedish amounts with öre, the VAT share included (issue 28).
    expect(String(receipt.body.text)).toContain('299,00 kr varav moms 25 % 59,80 kr');
    expect(String(portalPage.body.text)).toContain('<td>299,00 kr</td>');
    expect(String(receipt.body.text)).toContain('kompetensutveckling');
    // The seller (issue 28): the built-in examples here, marked as such.
    expect(String(receipt.body.text)).toContain('<h2>Säljare</h2>');
    expect(String(receipt.body.text)).toContain('<td>Exempelbolaget AB (exempel)</td>');
    expect(String(receipt.body.text)).toContain('<td>555555-5555 (exempel)</td>');
    expect((await (await member('annan@kommun.se')).request(receiptPath)).status).toBe(404);
  });

  it('gives an admin the tool without a plan, in the check the web asks and in the gate itself', async () => {
    const admin = await member(ADMIN);
    expect((await admin.request('/api/billing/check-subscription', { method: 'POST' })).body).toMatchObject({
      subscribed: false,
      subscription_tier: 'free',
      tool_access: true,
    });
    expect((await admin.request('/api/retrieve', { body: { query: 'hiss' } })).status).toBe(200);

    const user = await member('utan-plan@kommun.se');
    expect((await user.request('/api/billing/check-subscription', { method: 'POST' })).body).toMatchObject({
      tool_access: false,
    });
    expect(await user.request('/api/retrieve', { body: { query: 'hiss' } })).toMatchObject({
      status: 403,
      body: { code: 'subscription_required' },
    });
  });

  it('keeps access to the end of the period after cancelling, and ends it then', async () => {
    const client = await member('avslutar@kommun.se');
    await subscribe(client, 'yearly');
    const cancelled = await client.request('/api/billing/demo/portal/cancel', { method: 'POST' });
    expect(cancelled.status).toBe(303);
    const status = (await client.request('/api/billing/check-subscription', { method: 'POST' })).body;
    expect(status).toMatchObject({
      subscribed: true,
      subscription_tier: 'yearly',
      cancel_at_period_end: true,
    });
    expect((await client.request('/api/retrieve', { body: { query: 'hiss' } })).status).toBe(200);

    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: sql`now() - interval '1 second'` })
      .where(sql`${subscriptions.customerId} like 'demo_%'`);
    expect(
      (await client.request('/api/billing/check-subscription', { method: 'POST' })).body.subscribed,
    ).toBe(false);
    expect(await client.request('/api/retrieve', { body: { query: 'hiss' } })).toMatchObject({
      status: 403,
      body: { code: 'subscription_required' },
    });
  });

  it('asks before cancelling or switching, and says when the change takes effect', async () => {
    const client = await member('fragar.forst@kommun.se');
    await subscribe(client, 'monthly');
    const { subscription_end: end } = (
      await client.request('/api/billing/check-subscription', { method: 'POST' })
    ).body;
    const endText = formatDateSv(String(end));

    const portal = String((await client.request('/api/billing/demo/portal')).body.text);
    // The portal's buttons lead to the questions, not straight to the change.
    expect(portal).toContain('action="/api/billing/demo/portal/confirm/cancel"');
    expect(portal).toContain('action="/api/billing/demo/portal/confirm/yearly"');
    expect(portal).not.toContain('action="/api/billing/demo/portal/cancel"');

    const cancelPage = String((await client.request('/api/billing/demo/portal/confirm/cancel')).body.text);
    expect(cancelPage).toContain('<h1>Avsluta prenumerationen</h1>');
    expect(cancelPage).toContain(
      `Uppsägningen gäller från slutet av den betalda perioden, <strong>${endText}</strong>`,
    );
    expect(cancelPage).toContain('action="/api/billing/demo/portal/cancel"');
    expect(cancelPage).toContain('href="/api/billing/demo/portal"');

    const switchPage = String((await client.request('/api/billing/demo/portal/confirm/yearly')).body.text);
    expect(switchPage).toContain('<h1>Byt plan</h1>');
    expect(switchPage).toContain(`Bytet gäller från nästa period, som börjar <strong>${endText}</strong>`);
    expect(switchPage).toMatch(/2\s495 kr per år/);
    expect(switchPage).toContain('action="/api/billing/demo/portal/switch/yearly"');

    // Only asking changes nothing; switching to the plan one has is no change to ask about.
    expect((await client.request('/api/billing/check-subscription', { method: 'POST' })).body).toMatchObject({
      subscription_tier: 'monthly',
      cancel_at_period_end: false,
    });
    expect((await client.request('/api/billing/demo/portal/confirm/monthly')).status).toBe(404);
    expect((await client.request('/api/billing/demo/portal/confirm/pause')).status).toBe(400);
    const stranger = await member('utan.plan@kommun.se');
    expect((await stranger.request('/api/billing/demo/portal/confirm/cancel')).status).toBe(404);
  });

  it('keeps the plan until the period ends after a switch, and shows the switch as pending', async () => {
    const client = await member('byter.plan@kommun.se');
    await subscribe(client, 'monthly');
    const check = async () =>
      (await client.request('/api/billing/check-subscription', { method: 'POST' })).body;
    const end = String((await check()).subscription_end);
    const pending = `Månadsprenumeration – byter till årsprenumeration ${formatDateSv(end)}`;

    const switched = await client.request('/api/billing/demo/portal/switch/yearly', { method: 'POST' });
    expect(switched.status).toBe(303);
    expect(await check()).toMatchObject({
      subscription_tier: 'monthly',
      subscription_end: end,
      scheduled_change: { tier: 'yearly', at: end },
    });
    const portal = String((await client.request('/api/billing/demo/portal')).body.text);
    expect(portal).toContain(`Din plan: <strong>${pending}</strong>`);
    expect(portal).toContain('action="/api/billing/demo/portal/switch/monthly"');
    const cancelPage = String((await client.request('/api/billing/demo/portal/confirm/cancel')).body.text);
    expect(cancelPage).toContain(`Din plan just nu: <strong>${pending}</strong>`);

    // The administrators see it too.
    // (Signed in again: an earlier test made the administrator's account.)
    const admin = createAccountClient(t);
    await admin.request('/api/auth/sign-in/email', { body: { email: ADMIN, password: 'Bostad2024' } });
    const users = await admin.request('/api/admin/users');
    expect(users.status).toBe(200);
    const listed = (users.body.users as { email: string; scheduled_change: unknown }[]).find(
      (row) => row.email === 'byter.plan@kommun.se',
    );
    expect(listed?.scheduled_change).toEqual({ tier: 'yearly', at: end });

    // Keeping the current plan drops the switch; so does cancelling, as nothing renews.
    await client.request('/api/billing/demo/portal/switch/monthly', { method: 'POST' });
    expect((await check()).scheduled_change).toBeNull();
    await client.request('/api/billing/demo/portal/switch/yearly', { method: 'POST' });
    await client.request('/api/billing/demo/portal/cancel', { method: 'POST' });
    expect(await check()).toMatchObject({ cancel_at_period_end: true, scheduled_change: null });
  });

  it('leaves the user without a plan when the test checkout is cancelled', async () => {
    const client = await member('angrar@kommun.se');
    const checkout = await client.request('/api/billing/create-checkout', { body: { tier: 'monthly' } });
    const path = String(checkout.body.url).replace(t.config.publicUrl, '');
    const cancelled = await client.request(`${path}/cancel`, { method: 'POST' });
    expect(cancelled.headers.get('location')).toBe(`${t.config.publicUrl}/?canceled=true`);
    expect(
      (await client.request('/api/billing/check-subscription', { method: 'POST' })).body.subscribed,
    ).toBe(false);
    expect((await client.request(`${path}/confirm`, { method: 'POST' })).status).toBe(404);
  });

  it('rejects an unknown plan', async () => {
    const client = await member('fel.plan@kommun.se');
    const res = await client.request('/api/billing/create-checkout', { body: { tier: 'weekly' } });
    expect(res).toMatchObject({ status: 400, body: { code: 'validation' } });
  });

  it('answers a malformed id with 400 and a well-formed stranger with 404, never 500', async () => {
    const client = await member('trasigt.id@kommun.se');
    for (const [method, path] of [
      ['GET', '/api/billing/receipts/not-a-uuid'],
      ['GET', "/api/billing/receipts/1'%20or%20'1'='1"],
      ['GET', '/api/billing/demo/checkout/not-a-uuid'],
      ['POST', '/api/billing/demo/checkout/not-a-uuid/confirm'],
      ['POST', '/api/billing/demo/checkout/not-a-uuid/cancel'],
      ['POST', '/api/billing/demo/portal/switch/weekly'],
      ['POST', '/api/billing/demo/portal/pause'],
    ] as const) {
      expect({ path, ...(await client.request(path, { method })) }).toMatchObject({
        path,
        status: 400,
        body: { code: 'validation' },
      });
    }
    const unknown = '0b7c8a53-9d1e-4f4e-8a2b-5c6d7e8f9a0b';
    for (const path of [`/api/billing/receipts/${unknown}`, `/api/billing/demo/checkout/${unknown}`]) {
      expect(await client.request(path)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    }
  });
});
