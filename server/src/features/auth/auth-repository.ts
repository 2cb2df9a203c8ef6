import { and, eq, inArray, lt, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authEvents, deletionRequests, session, user, userProfiles } from '../../db/schema';

/**
 * Brings a user's admin role in line with ADMIN_EMAILS, at account creation and at every sign-in:
 * - an address on the list gets the role (marked as coming from the list);
 * - an address that left the list is a 'user' again (better-auth's default role), but only when
 *   the list gave the role: a role the operator set in the database (`role = 'admin'` with the
 *   marker false) is never touched.
 * One statement each, so two sign-ins at once cannot interleave a read and a write.
 */
export const applyAdminEmails = async (db: Db, adminEmails: readonly string[], userId: string) => {
  const listed = inArray(sql`lower(${user.email})`, [...adminEmails]);
  await db
    .update(user)
    .set({ role: 'admin', roleFromAdminEmails: true })
    .where(and(eq(user.id, userId), listed, sql`${user.role} is distinct from 'admin'`));
  await db
    .update(user)
    .set({ role: 'user', roleFromAdminEmails: false })
    .where(and(eq(user.id, userId), eq(user.roleFromAdminEmails, true), not(listed)));
};

export const userIdByEmail = async (db: Db, email: string): Promise<string | undefined> =>
  (await db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id;

export const emailOfUser = async (db: Db, userId: string): Promise<string | undefined> =>
  (await db.select({ email: user.email }).from(user).where(eq(user.id, userId)))[0]?.email;

/** Every user has a profile row from the start. */
export const createProfile = async (db: Db, userId: string): Promise<void> => {
  await db.insert(userProfiles).values({ userId }).onConflictDoNothing();
};

/** Marks a pending deletion request cancelled by this session; true when there was one. */
export const cancelPendingDeletion = async (db: Db, userId: string, sessionId: string): Promise<boolean> =>
  (
    await db
      .update(deletionRequests)
      .set({ status: 'cancelled', cancelledInSession: sessionId })
      .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.status, 'pending')))
      .returning({ id: deletionRequests.id })
  ).length > 0;

/** The sign-in's time and count on the profile. */
export const countSignIn = async (db: Db, userId: string): Promise<void> => {
  await db
    .insert(userProfiles)
    .values({ userId, lastLogin: sql`now()`, signInCount: 1 })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { lastLogin: sql`now()`, signInCount: sql`${userProfiles.signInCount} + 1` },
    });
};

/** Ends sessions older than `seconds` (the database refuses them already; this removes the rows). */
export const deleteSessionsOlderThan = async (db: Db, seconds: number): Promise<void> => {
  await db.delete(session).where(lt(session.createdAt, sql`now() - ${`${seconds} seconds`}::interval`));
};

export const insertAuthEvent = async (db: Db, entry: typeof authEvents.$inferInsert): Promise<void> => {
  await db.insert(authEvents).values(entry);
};

/** Deletes security log entries older than `days`; returns how many. */
export const deleteAuthEventsOlderThan = async (db: Db, days: number): Promise<number> =>
  (
    await db
      .delete(authEvents)
      .where(lt(authEvents.createdAt, sql`now() - ${`${days} days`}::interval`))
      .returning({ id: authEvents.id })
  ).length;

export const isEmailVerified = async (db: Db, email: string): Promise<boolean> =>
  (await db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email)))[0]?.verified ===
  true;
