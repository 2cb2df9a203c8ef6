import { type PaidTier, PLAN_PRICES_SEK, type SubscriptionStatus, type Supplier } from '@app/common';
import type Stripe from 'stripe';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import { findLicence } from '../organisations';
import {
  demoCheckoutPage,
  demoPortalConfirmPage,
  demoPortalPage,
  type PortalChange,
  receiptPage,
} from './billing-pages';
import type { BillingProvider, BillingUser } from './billing-provider';
import { findOpenCheckout, setCheckoutStatus } from './demo-checkout-repository';
import type { StripeSettings } from './stripe-provider';
import {
  findPayment,
  findSubscription,
  NO_SCHEDULED_CHANGE,
  paymentsOf,
  recordPayment,
  saveSubscription,
} from './subscription-repository';
import { hasToolAccess, subscriptionStatus } from './subscription-status';

export type BillingDeps = {
  db: Db;
  logger: Logger;
  provider: BillingProvider;
  stripe: { client: Stripe; settings: StripeSettings } | undefined;
  publicUrl: string;
  productName: string;
  /** The seller named on the receipts. */
  supplier: Supplier;
};

/** A provider failure is logged in full; the user gets a Swedish 503 that says what failed. */
const providerCall = async (deps: BillingDeps, call: () => Promise<string>, failure: string) => {
  try {
    return await call();
  } catch (error) {
    deps.logger.error({ err: error, provider: deps.provider.kind }, 'payment provider call failed');
    throw new AppError('service_unavailable', failure);
  }
};

/** The user's plan and licence, and whether the tool's gate lets them in (the same rule). */
export const checkSubscription = async (
  deps: BillingDeps,
  user: { id: string; role?: string | null },
): Promise<SubscriptionStatus> => {
  const [subscription, licence] = await Promise.all([
    findSubscription(deps.db, user.id),
    findLicence(deps.db, user.id),
  ]);
  return {
    ...subscriptionStatus(subscription),
    tool_access: hasToolAccess({ role: user.role, subscription, licenceActive: licence?.active === true }),
    organisation_licence: licence
      ? { organisation_name: licence.organisationName, period_end: licence.periodEnd, active: licence.active }
      : null,
  };
};

/**
 * A paid checkout lands on the welcome page (spec 2 /valkommen, which drops `success` and
 * `session_id`); Stripe fills in its session id. An abandoned one returns home (spec 1).
 */
const welcomeUrl = (deps: BillingDeps, sessionId: string) =>
  `${deps.publicUrl}/valkommen?success=true&session_id=${sessionId}`;

export const startCheckout = (deps: BillingDeps, user: BillingUser, tier: PaidTier) =>
  providerCall(
    deps,
    () =>
      deps.provider.createCheckout({
        user,
        tier,
        successUrl: welcomeUrl(deps, '{CHECKOUT_SESSION_ID}'),
        cancelUrl: `${deps.publicUrl}/?canceled=true`,
      }),
    'Kunde inte starta betalningsprocessen. Försök igen.',
  );

export const openCustomerPortal = (deps: BillingDeps, user: BillingUser) =>
  providerCall(
    deps,
    () => deps.provider.createPortal({ user, returnUrl: `${deps.publicUrl}/profile` }),
    'Kunde inte öppna kundportalen. Försök igen.',
  );

/** The user's own receipt; another user's looks exactly like one that does not exist. */
export const renderReceipt = async (deps: BillingDeps, user: BillingUser, id: string) => {
  const receipt = await findPayment(deps.db, id);
  if (!receipt || receipt.userId !== user.id) {
    throw new AppError('not_found');
  }
  return receiptPage(deps.productName, deps.supplier, receipt, user.email);
};

/** The end of a period that starts now: a calendar month or year later. */
export const periodEnd = (tier: PaidTier, from = new Date()): Date => {
  const end = new Date(from);
  if (tier === 'monthly') {
    end.setMonth(end.getMonth() + 1);
  } else {
    end.setFullYear(end.getFullYear() + 1);
  }
  return end;
};

const openCheckout = async (deps: BillingDeps, userId: string, id: string) => {
  const checkout = await findOpenCheckout(deps.db, id, userId);
  if (!checkout) {
    throw new AppError('not_found', 'Betalningen finns inte eller är redan avslutad.');
  }
  return checkout;
};

export const renderDemoCheckout = async (deps: BillingDeps, userId: string, id: string) =>
  demoCheckoutPage(deps.productName, await openCheckout(deps, userId, id));

/** Paying in the demo: the plan starts now, a payment row makes the receipt. Returns where to go next. */
export const confirmDemoCheckout = async (deps: BillingDeps, userId: string, id: string) => {
  const checkout = await openCheckout(deps, userId, id);
  const start = new Date();
  const end = periodEnd(checkout.tier, start);
  await deps.db.transaction(async (tx) => {
    await saveSubscription(tx, {
      userId,
      provider: 'demo',
      customerId: `demo_${userId}`,
      subscriptionId: `demo_sub_${userId}`,
      tier: checkout.tier,
      status: 'active',
      currentPeriodEnd: end,
      cancelAtPeriodEnd: false,
      ...NO_SCHEDULED_CHANGE,
    });
    await recordPayment(tx, {
      userId,
      provider: 'demo',
      reference: checkout.id,
      tier: checkout.tier,
      amountSek: PLAN_PRICES_SEK[checkout.tier],
      periodStart: start,
      periodEnd: end,
    });
    await setCheckoutStatus(tx, checkout.id, 'completed');
  });
  return welcomeUrl(deps, encodeURIComponent(checkout.id));
};

export const cancelDemoCheckout = async (deps: BillingDeps, userId: string, id: string) => {
  await setCheckoutStatus(deps.db, (await openCheckout(deps, userId, id)).id, 'cancelled');
  return `${deps.publicUrl}/?canceled=true`;
};

export const renderDemoPortal = async (deps: BillingDeps, userId: string) =>
  demoPortalPage(
    deps.productName,
    await findSubscription(deps.db, userId),
    await paymentsOf(deps.db, userId),
  );

/** The page that asks before cancelling or switching; without a plan to change there is nothing to ask. */
export const renderDemoPortalConfirm = async (deps: BillingDeps, userId: string, change: PortalChange) => {
  const subscription = await findSubscription(deps.db, userId);
  if (subscription?.provider !== 'demo' || subscription.tier === change) {
    throw new AppError('not_found', 'Det finns ingen sådan ändring att göra av din prenumeration.');
  }
  return demoPortalConfirmPage(deps.productName, subscription, change);
};

/**
 * Portal actions: cancel at period end (which drops a scheduled switch, as nothing renews), resume,
 * or switch plan. A switch keeps the current plan to the end of the paid period and is recorded
 * as scheduled until then; switching back to the current plan drops it.
 */
export const changeDemoSubscription = async (
  deps: BillingDeps,
  userId: string,
  change: { cancelAtPeriodEnd: boolean } | { tier: PaidTier },
) => {
  const current = await findSubscription(deps.db, userId);
  if (current?.provider !== 'demo') {
    return '/api/billing/demo/portal';
  }
  const next =
    'tier' in change
      ? {
          cancelAtPeriodEnd: false,
          ...(change.tier === current.tier
            ? NO_SCHEDULED_CHANGE
            : { scheduledTier: change.tier, scheduledChangeAt: current.currentPeriodEnd }),
        }
      : {
          cancelAtPeriodEnd: change.cancelAtPeriodEnd,
          ...(change.cancelAtPeriodEnd ? NO_SCHEDULED_CHANGE : {}),
        };
  await saveSubscription(deps.db, { ...current, provider: 'demo', ...next });
  return '/api/billing/demo/portal';
};
