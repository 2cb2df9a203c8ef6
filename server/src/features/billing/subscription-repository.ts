import type { PaidTier } from '@app/common';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments, subscriptions, userProfiles } from '../../db/schema';
import { memberLicence } from '../organisations';

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
  /** A switch to another plan from the next period, as the provider has scheduled it. */
  scheduledTier: PaidTier | null;
  scheduledChangeAt: Date | null;
};

export const NO_SCHEDULED_CHANGE = { scheduledTier: null, scheduledChangeAt: null } as const;

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

/** Every Stripe subscription we hold a copy of. */
export const stripeSubscriptionIds = async (db: Db): Promise<string[]> =>
  (
    await db
      .select({ subscriptionId: subscriptions.subscriptionId })
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, 'stripe'), isNotNull(subscriptions.subscriptionId)))
  ).map((row) => row.subscriptionId ?? '');

/**
 * What the tool's door needs, in one query (every question passes there): the terms accepted,
 * the user's subscription, and an organisation licence the user holds.
 */
export const toolAccessOf = async (db: Db, userId: string) => {
  const licence = memberLicence(db, userProfiles.userId);
  const [access] = await db
    .select({
      acceptedAt: userProfiles.termsAcceptedAt,
      subscription: subscriptions,
      licenceName: licence.organisationName,
      licenceEnd: licence.periodEnd,
      licenceActive: licence.active,
    })
    .from(userProfiles)
    .leftJoin(subscriptions, eq(subscriptions.userId, userProfiles.userId))
    .leftJoinLateral(licence, sql`true`)
    .where(eq(userProfiles.userId, userId));
  return access;
};
