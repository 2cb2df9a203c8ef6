import type { PaidTier } from '@app/common';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { demoCheckouts } from '../../db/schema';

export const insertCheckout = async (db: Db, userId: string, tier: PaidTier): Promise<string> => {
  const [checkout] = await db
    .insert(demoCheckouts)
    .values({ userId, tier })
    .returning({ id: demoCheckouts.id });
  if (!checkout) {
    throw new Error('demo checkout insert returned no row');
  }
  return checkout.id;
};

export const findOpenCheckout = async (db: Db, id: string, userId: string) => {
  const [row] = await db
    .select()
    .from(demoCheckouts)
    .where(and(eq(demoCheckouts.id, id), eq(demoCheckouts.userId, userId), eq(demoCheckouts.status, 'open')));
  return row ?? null;
};

export const setCheckoutStatus = (db: Db, id: string, status: 'completed' | 'cancelled') =>
  db.update(demoCheckouts).set({ status }).where(eq(demoCheckouts.id, id));
