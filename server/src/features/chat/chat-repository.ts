import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userProfiles } from '../../db/schema';

/** One more answered question on the user's profile (the admin's user list shows the count). */
export const countChatInteraction = async (db: Db, userId: string): Promise<void> => {
  await db
    .update(userProfiles)
    .set({ chatInteractions: sql`${userProfiles.chatInteractions} + 1` })
    .where(eq(userProfiles.userId, userId));
};
