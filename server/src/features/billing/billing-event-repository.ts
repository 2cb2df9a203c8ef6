import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingEvents } from '../../db/schema';

/** True when the provider's event was processed before (webhooks arrive more than once). */
export const isBillingEventSeen = async (db: Db, eventId: string): Promise<boolean> =>
  (
    await db
      .select({ eventId: billingEvents.eventId })
      .from(billingEvents)
      .where(eq(billingEvents.eventId, eventId))
  ).length > 0;

export const recordBillingEvent = async (
  db: Db,
  event: { eventId: string; provider: string; type: string },
): Promise<void> => {
  await db.insert(billingEvents).values(event).onConflictDoNothing();
};
