import type { PaidTier } from '@app/common';
import type Stripe from 'stripe';
import type { Db } from '../../db/database';
import type { StripeSettings } from './stripe-provider';
import {
  findSubscriptionByCustomer,
  NO_SCHEDULED_CHANGE,
  recordPayment,
  saveSubscription,
} from './subscription-repository';

const tierOfPrice = (settings: StripeSettings, priceId: string | undefined): PaidTier | null =>
  priceId === settings.prices.yearly ? 'yearly' : priceId === settings.prices.monthly ? 'monthly' : null;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * A plan switch the customer portal scheduled for the next period: Stripe keeps it as a
 * subscription schedule whose next phase has the other price.
 */
const scheduledChange = async (
  stripe: Stripe,
  settings: StripeSettings,
  scheduleId: string | null,
  tier: PaidTier,
) => {
  if (!scheduleId) {
    return NO_SCHEDULED_CHANGE;
  }
  const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId);
  const now = Date.now() / 1000;
  const next =
    schedule.status === 'active' ? schedule.phases.find((phase) => phase.start_date > now) : undefined;
  const nextTier = tierOfPrice(settings, idOf(next?.items[0]?.price) ?? undefined);
  return next && nextTier && nextTier !== tier
    ? { scheduledTier: nextTier, scheduledChangeAt: new Date(next.start_date * 1000) }
    : NO_SCHEDULED_CHANGE;
};

/**
 * Makes our row equal to Stripe's subscription as it is now, whatever event led here: events
 * may arrive in any order or twice, and re-reading the truth makes every order converge.
 */
export const syncStripeSubscription = async (
  stripe: Stripe,
  db: Db,
  settings: StripeSettings,
  subscriptionId: string,
): Promise<void> => {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const customerId = idOf(subscription.customer);
  const userId =
    subscription.metadata?.userId ??
    (customerId ? (await findSubscriptionByCustomer(db, customerId))?.userId : null);
  const item = subscription.items.data[0];
  const tier = tierOfPrice(settings, item?.price.id);
  // Newer API versions keep the period on the item, older ones on the subscription.
  const periodEnd =
    item?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end;
  if (!userId || !tier || !periodEnd) {
    throw new Error(`subscription ${subscriptionId} lacks a user, a known price or a period end`);
  }
  await saveSubscription(db, {
    userId,
    provider: 'stripe',
    customerId,
    subscriptionId: subscription.id,
    tier,
    status: subscription.status,
    currentPeriodEnd: new Date(periodEnd * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...(await scheduledChange(stripe, settings, idOf(subscription.schedule), tier)),
  });
};

/** A paid invoice becomes a payment row (for receipts and the bookkeeping law). */
export const recordStripeInvoice = async (
  db: Db,
  settings: StripeSettings,
  invoice: Stripe.Invoice,
): Promise<void> => {
  const customerId = idOf(invoice.customer);
  const row = customerId ? await findSubscriptionByCustomer(db, customerId) : null;
  const line = invoice.lines.data[0];
  const tier = tierOfPrice(
    settings,
    (line as unknown as { pricing?: { price_details?: { price?: string } } })?.pricing?.price_details
      ?.price ?? (line as unknown as { price?: { id: string } })?.price?.id,
  );
  if (!row || !invoice.id || !line) {
    return;
  }
  await recordPayment(db, {
    userId: row.userId,
    provider: 'stripe',
    reference: invoice.id,
    tier: tier ?? row.tier,
    amountSek: Math.round(invoice.amount_paid / 100),
    periodStart: new Date(line.period.start * 1000),
    periodEnd: new Date(line.period.end * 1000),
  });
};
