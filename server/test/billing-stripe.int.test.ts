import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, deletionRequests, payments, subscriptions, user } from '../src/db/schema';
import { processDueDeletions } from '../src/features/account/account-service';
import { createAccountClient, latestMail, validSignup } from './account-client';
import { type FakeSubscription, startFakeStripe } from './fakes/fake-stripe-server';
import { createTestApp, type TestApp } from './test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';
const PRICES = { monthly: 'price_monthly_test', yearly: 'price_yearly_test' };

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: PRICES.monthly,
    STRIPE_PRICE_YEARLY: PRICES.yearly,
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const member = async (email: string) => {
  const client = createAccountClient(t);
  await client.request('/api/account/signup', { body: validSignup(email) });
  await client.request((await latestMail(t, email, 'verification')).path ?? '');
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { client, userId: row?.id ?? '' };
};

let eventCounter = 0;
/** A webhook delivery as Stripe sends it, signed with the SDK's test helper. */
const deliver = async (
  type: string,
  object: unknown,
  options: { id?: string; timestamp?: number; secret?: string; tamper?: boolean } = {},
) => {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${++eventCounter}`,
    object: 'event',
    type,
    data: { object },
  });
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  const res = await t.app.request('/api/billing/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: options.tamper ? payload.replace('"status":"active"', '"status":"canceled"') : payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const stored = async (userId: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

const putSubscription = (sub: FakeSubscription) => {
  fake.subscriptions.set(sub.id, sub);
  return fake.subscriptionObject(sub);
};

describe('Stripe checkout and portal', () => {
  it('creates a Swedish checkout for the right price, with idempotency keys on every create', async () => {
    const { client } = await member('stripe.kund@kommun.se');
    const res = await client.request('/api/billing/create-checkout', { body: { tier: 'yearly' } });
    expect(res.status).toBe(200);
    expect(String(res.body.url)).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const customer = fake.requests.find((r) => r.path === '/v1/customers');
    const session = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(customer?.params.get('email')).toBe('stripe.kund@kommun.se');
    expect(session?.params.get('locale')).toBe('sv');
    expect(session?.params.get('mode')).toBe('subscription');
    expect(session?.params.get('line_items[0][price]')).toBe(PRICES.yearly);
    expect(session?.params.get('success_url')).toBe(
      `${t.config.publicUrl}/valkommen?success=true&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session?.params.get('cancel_url')).toBe(`${t.config.publicUrl}/?canceled=true`);
    for (const request of fake.requests.filter((r) => r.method === 'POST')) {
      expect(request.idempotencyKey, request.path).toBeTruthy();
    }
    const portal = await client.request('/api/billing/customer-portal', { method: 'POST' });
    expect(portal.body.url).toBe('https://billing.stripe.test/p/session');
    // The customer is created once and reused.
    expect(fake.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  });
});

describe('Stripe webhooks', () => {
  it('rejects a tampered, stale or wrongly signed event with 400 and changes nothing', async () => {
    const { userId } = await member('signatur@kommun.se');
    const object = putSubscription({
      id: 'sub_sig',
      customer: 'cus_sig',
      status: 'active',
      priceId: PRICES.monthly,
      periodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
      cancelAtPeriodEnd: false,
      userId,
    });
    const stale = Math.floor(Date.now() / 1000) - 10 * 60;
    for (const options of [{ tamper: true }, { timestamp: stale }, { secret: 'whsec_wrong' }]) {
      const res = await deliver('customer.subscription.updated', object, options);
      expect(res.status).toBe(400);
    }
    expect(await stored(userId)).toBeUndefined();
    expect(await t.database.db.select().from(billingEvents)).toEqual([]);
  });

  it('records a plan switch the portal scheduled, until Stripe drops the schedule', async () => {
    const { userId } = await member('schema@kommun.se');
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const sub: FakeSubscription = {
      id: 'sub_sched',
      customer: 'cus_sched',
      status: 'active',
      priceId: PRICES.monthly,
      periodEnd,
      cancelAtPeriodEnd: false,
      userId,
      schedule: { id: 'sub_sched_plan', nextPriceId: PRICES.yearly, nextStart: periodEnd },
    };
    expect((await deliver('customer.subscription.updated', putSubscription(sub))).status).toBe(200);
    expect(await stored(userId)).toMatchObject({
      tier: 'monthly',
      scheduledTier: 'yearly',
      scheduledChangeAt: new Date(periodEnd * 1000),
    });

    const { schedule: _dropped, ...withoutSchedule } = sub;
    expect((await deliver('customer.subscription.updated', putSubscription(withoutSchedule))).status).toBe(
      200,
    );
    expect(await stored(userId)).toMatchObject({ scheduledTier: null, scheduledChangeAt: null });
  });

  it('applies an event once: a duplicate delivery changes nothing', async () => {
    const { userId } = await member('dubblett@kommun.se');
    const object = putSubscription({
      id: 'sub_dup',
      customer: 'cus_dup',
      status: 'active',
      priceId: PRICES.monthly,
      periodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
      cancelAtPeriodEnd: false,
      userId,
    });
    const first = await deliver('customer.subscription.created', object, { id: 'evt_dup' });
    expect(first.body.result).toBe('processed');
    const reads = fake.requests.filter((r) => r.path === '/v1/subscriptions/sub_dup').length;
    const again = await deliver('customer.subscription.created', object, { id: 'evt_dup' });
    expect(again.body.result).toBe('duplicate');
    expect(fake.requests.filter((r) => r.path === '/v1/subscriptions/sub_dup')).toHaveLength(reads);
    expect(await stored(userId)).toMatchObject({ status: 'active', tier: 'monthly', provider: 'stripe' });
  });

  it('converges to Stripe’s current state whatever order the events arrive in', async () => {
    const types = [
      'customer.subscription.created',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ];
    const permutations = (items: string[]): string[][] =>
      items.length <= 1
        ? [items]
        : items.flatMap((item, i) =>
            permutations(items.filter((_, j) => j !== i)).map((rest) => [item, ...rest]),
          );
    const orders = permutations(types);
    expect(orders).toHaveLength(6);
    for (const [index, order] of orders.entries()) {
      const { userId } = await member(`ordning${index}@kommun.se`);
      const periodEnd = Math.floor(Date.now() / 1000) + 300 * 86_400;
      // Stripe's truth at delivery time: the subscription ended (cancelled) after a switch to yearly.
      const object = putSubscription({
        id: `sub_order${index}`,
        customer: `cus_order${index}`,
        status: 'canceled',
        priceId: PRICES.yearly,
        periodEnd,
        cancelAtPeriodEnd: false,
        userId,
      });
      for (const type of order) {
        expect((await deliver(type, object)).status).toBe(200);
      }
      expect(await stored(userId)).toMatchObject({
        status: 'canceled',
        tier: 'yearly',
        currentPeriodEnd: new Date(periodEnd * 1000),
      });
    }
  });

  it('grants access from an active subscription and records a paid invoice for the receipt', async () => {
    const { client, userId } = await member('faktura@kommun.se');
    await client.request('/api/account/terms', { method: 'POST' });
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    putSubscription({
      id: 'sub_paid',
      customer: 'cus_paid',
      status: 'active',
      priceId: PRICES.monthly,
      periodEnd,
      cancelAtPeriodEnd: false,
      userId,
    });
    const invoice = {
      id: 'in_paid',
      object: 'invoice',
      customer: 'cus_paid',
      amount_paid: 29900,
      parent: { subscription_details: { subscription: 'sub_paid' } },
      lines: {
        data: [
          {
            period: { start: periodEnd - 30 * 86_400, end: periodEnd },
            pricing: { price_details: { price: PRICES.monthly } },
          },
        ],
      },
    };
    expect((await deliver('invoice.paid', invoice)).body.result).toBe('processed');
    expect((await client.request('/api/billing/check-subscription', { method: 'POST' })).body).toMatchObject({
      subscribed: true,
      subscription_tier: 'monthly',
    });
    expect((await client.request('/api/retrieve', { body: { query: 'hiss' } })).status).toBe(200);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.reference, 'in_paid'));
    expect(payment).toMatchObject({ userId, provider: 'stripe', amountSek: 299, tier: 'monthly' });
  });
});

describe('account erasure with a Stripe subscription', () => {
  const subscribedMember = async (email: string, subscriptionId: string) => {
    const { client, userId } = await member(email);
    const sub = {
      id: subscriptionId,
      customer: `cus_${subscriptionId}`,
      status: 'active',
      priceId: PRICES.monthly,
      periodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
      cancelAtPeriodEnd: false,
      userId,
    };
    expect((await deliver('customer.subscription.updated', putSubscription(sub))).body.result).toBe(
      'processed',
    );
    expect(
      (await client.request('/api/account/deletion-request', { body: { password: 'Bostad2024' } })).status,
    ).toBe(200);
    return userId;
  };
  const runDueDeletions = async () => {
    await t.database.db.update(deletionRequests).set({ scheduledFor: sql`now() - interval '1 minute'` });
    return processDueDeletions({ ...t.services, db: t.database.db });
  };

  it('cancels the subscription in Stripe before erasing, and waits when Stripe fails', async () => {
    // Stripe answers 404 to the cancel: the account must stay until a later run succeeds.
    const waiting = await subscribedMember('vantar@kommun.se', 'sub_unknown');
    fake.subscriptions.delete('sub_unknown');
    expect(await runDueDeletions()).toBe(0);
    const [kept] = await t.database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.userId, waiting));
    expect(kept?.status).toBe('pending');
    await t.database.db
      .update(deletionRequests)
      .set({ status: 'cancelled' })
      .where(eq(deletionRequests.userId, waiting));

    const leaving = await subscribedMember('lamnar@kommun.se', 'sub_leaving');
    expect(await runDueDeletions()).toBe(1);
    const cancel = fake.requests.find(
      (r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_leaving',
    );
    expect(cancel?.idempotencyKey).toBe('cancel-sub_leaving');
    expect(fake.subscriptions.get('sub_leaving')?.status).toBe('canceled');
    expect(await t.database.db.select().from(user).where(eq(user.id, leaving))).toEqual([]);
  });
});
