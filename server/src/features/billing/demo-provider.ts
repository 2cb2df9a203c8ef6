import type { PaidTier } from '@app/common';
import { PLAN_PRICES_SEK } from '@app/common';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { demoCheckouts } from '../../db/schema';
import type { BillingProvider } from './billing-provider';
import { findSubscription, recordPayment, saveSubscription } from './subscription-repository';

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

/** The embedded default: a local test-mode checkout and portal, no keys and no money. */
export const createDemoProvider = (db: Db, publicUrl: string): BillingProvider => ({
  kind: 'demo',
  createCheckout: async ({ user, tier }) => {
    const [checkout] = await db
      .insert(demoCheckouts)
      .values({ userId: user.id, tier })
      .returning({ id: demoCheckouts.id });
    return `${publicUrl}/api/billing/demo/checkout/${checkout?.id}`;
  },
  createPortal: async () => `${publicUrl}/api/billing/demo/portal`,
  // Nothing is charged in the demo; the subscription row goes with the account.
  cancelSubscription: async () => undefined,
});

export const findOpenCheckout = async (db: Db, id: string, userId: string) => {
  const [row] = await db
    .select()
    .from(demoCheckouts)
    .where(and(eq(demoCheckouts.id, id), eq(demoCheckouts.userId, userId), eq(demoCheckouts.status, 'open')));
  return row ?? null;
};

/** Paying in the demo: the plan starts now, a payment row makes the receipt. */
export const completeDemoCheckout = async (
  db: Db,
  checkout: { id: string; userId: string; tier: PaidTier },
) => {
  const start = new Date();
  const end = periodEnd(checkout.tier, start);
  await db.transaction(async (tx) => {
    await saveSubscription(tx, {
      userId: checkout.userId,
      provider: 'demo',
      customerId: `demo_${checkout.userId}`,
      subscriptionId: `demo_sub_${checkout.userId}`,
      tier: checkout.tier,
      status: 'active',
      currentPeriodEnd: end,
      cancelAtPeriodEnd: false,
    });
    await recordPayment(tx, {
      userId: checkout.userId,
      provider: 'demo',
      reference: checkout.id,
      tier: checkout.tier,
      amountSek: PLAN_PRICES_SEK[checkout.tier],
      periodStart: start,
      periodEnd: end,
    });
    await tx.update(demoCheckouts).set({ status: 'completed' }).where(eq(demoCheckouts.id, checkout.id));
  });
};

export const cancelDemoCheckout = (db: Db, id: string) =>
  db.update(demoCheckouts).set({ status: 'cancelled' }).where(eq(demoCheckouts.id, id));

/** Portal actions: cancel at period end, resume, or switch plan from the next period. */
export const updateDemoSubscription = async (
  db: Db,
  userId: string,
  change: { cancelAtPeriodEnd: boolean } | { tier: PaidTier },
) => {
  const current = await findSubscription(db, userId);
  if (current?.provider !== 'demo') {
    return false;
  }
  await saveSubscription(db, {
    ...current,
    provider: 'demo',
    ...('tier' in change ? { tier: change.tier } : { cancelAtPeriodEnd: change.cancelAtPeriodEnd }),
  });
  return true;
};
