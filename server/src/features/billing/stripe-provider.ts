import type { PaidTier } from '@app/common';
import Stripe from 'stripe';
import type { Db } from '../../db/database';
import type { BillingProvider, BillingUser } from './billing-provider';
import {
  findSubscription,
  NO_SCHEDULED_CHANGE,
  saveSubscription,
  setCustomerId,
} from './subscription-repository';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidTier, string>;
  /** Only for tests against a local fake Stripe server, e.g. http://127.0.0.1:12111. */
  apiUrl?: string | undefined;
};

export const createStripeClient = (settings: StripeSettings): Stripe => {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
};

/** The user's Stripe customer, created once (the idempotency key makes a retried create safe). */
const ensureCustomer = async (stripe: Stripe, db: Db, user: BillingUser): Promise<string> => {
  const existing = await findSubscription(db, user.id);
  if (existing?.customerId) {
    return existing.customerId;
  }
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `customer-${user.id}` },
  );
  if (existing) {
    await setCustomerId(db, user.id, customer.id);
  } else {
    // A placeholder until a webhook brings the real subscription; it grants no access.
    await saveSubscription(db, {
      userId: user.id,
      provider: 'stripe',
      customerId: customer.id,
      subscriptionId: null,
      tier: 'monthly',
      status: 'incomplete',
      currentPeriodEnd: new Date(0),
      cancelAtPeriodEnd: false,
      ...NO_SCHEDULED_CHANGE,
    });
  }
  return customer.id;
};

// Stripe keeps an idempotent result for 24 hours; a per-minute bucket lets a user retry later.
const minuteBucket = () => Math.floor(Date.now() / 60_000);

export const createStripeProvider = (stripe: Stripe, db: Db, settings: StripeSettings): BillingProvider => ({
  kind: 'stripe',
  createCheckout: async ({ user, tier, successUrl, cancelUrl }) => {
    const customer = await ensureCustomer(stripe, db, user);
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: user.id,
        line_items: [{ price: settings.prices[tier], quantity: 1 }],
        locale: 'sv',
        success_url: successUrl,
        cancel_url: cancelUrl,
        subscription_data: { metadata: { userId: user.id } },
      },
      { idempotencyKey: `checkout-${user.id}-${tier}-${minuteBucket()}` },
    );
    if (!session.url) {
      throw new Error('Stripe returned a checkout session without a url');
    }
    return session.url;
  },
  createPortal: async ({ user, returnUrl }) => {
    const customer = await ensureCustomer(stripe, db, user);
    const session = await stripe.billingPortal.sessions.create(
      { customer, return_url: returnUrl },
      { idempotencyKey: `portal-${user.id}-${minuteBucket()}` },
    );
    return session.url;
  },
  cancelSubscription: async (userId) => {
    const subscription = await findSubscription(db, userId);
    if (!subscription?.subscriptionId || ENDED_STATUSES.has(subscription.status)) {
      return;
    }
    await stripe.subscriptions.cancel(subscription.subscriptionId, undefined, {
      idempotencyKey: `cancel-${subscription.subscriptionId}`,
    });
  },
});

// Stripe's statuses of a subscription that will never charge again.
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);
