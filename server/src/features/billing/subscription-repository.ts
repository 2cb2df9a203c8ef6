import type { PaidTier } from '@app/common';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments, subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const findSubscription = async (db: Db, userId: string): Promise<SubscriptionRow | null> => {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
};

export const findSubscriptionByCustomer = async (
  db: Db,
  customerId: string,
): Promise<SubscriptionRow | null> => {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
  return row ?? null;
};

export type SubscriptionState = {
  userId: string;
  provider: 'demo' | 'stripe';
  customerId: string | null;
  subscriptionId: string | null;
  tier: PaidTier;
  status: string;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
};

/** Writes the provider's current truth; the same state written twice changes nothing. */
export const saveSubscription = async (db: Db, state: SubscriptionState): Promise<void> => {
  const values = { ...state, updatedAt: sql`now()` };
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
};

export const setCustomerId = async (db: Db, userId: string, customerId: string): Promise<void> => {
  await db.update(subscriptions).set({ customerId }).where(eq(subscriptions.userId, userId));
};

export const recordPayment = async (
  db: Db,
  payment: {
    userId: string;
    provider: string;
    reference: string;
    tier: PaidTier;
    amountSek: number;
    periodStart: Date;
    periodEnd: Date;
  },
): Promise<void> => {
  await db.insert(payments).values(payment).onConflictDoNothing();
};

export const paymentsOf = (db: Db, userId: string) =>
  db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.paidAt));

export const findPayment = async (db: Db, id: string) => {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
};
