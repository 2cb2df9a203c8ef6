import type { ProfileUpdate, Signup } from '@app/common';
import { and, eq, like, lte, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import {
  deletionRequests,
  rateLimits,
  subscriptions,
  user,
  userDetails,
  userProfiles,
  verification,
} from '../../db/schema';
import { hashKey } from '../../infra/keyed-hash';

export const insertUserDetails = async (db: Db, userId: string, form: Signup): Promise<void> => {
  await db
    .insert(userDetails)
    .values({
      userId,
      jobTitle: form.job_title,
      workplace: form.workplace || null,
      referralSource: form.referral_source || null,
      wantsEmployerBilling: form.wants_employer_billing,
      competenceDevelopment: form.competence_development,
      consentData: form.consent_data,
      consentNewsletter: form.consent_newsletter,
      consentTesting: form.consent_testing,
    })
    .onConflictDoNothing();
};

export const findUserIdByEmail = async (db: Db, email: string): Promise<string | null> => {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id ?? null;
};

/** The profile as seen from one session: `deletionCancelled` if signing in to it cancelled a deletion. */
export const findProfile = async (db: Db, userId: string, sessionId: string) => {
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      createdAt: user.createdAt,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      lastLogin: userProfiles.lastLogin,
      chatInteractions: userProfiles.chatInteractions,
      signInCount: userProfiles.signInCount,
      termsAcceptedAt: userProfiles.termsAcceptedAt,
      jobTitle: userDetails.jobTitle,
      workplace: userDetails.workplace,
      deletionCancelled: sql<boolean>`exists (
        select 1 from ${deletionRequests}
        where ${deletionRequests.userId} = ${user.id} and ${deletionRequests.cancelledInSession} = ${sessionId}
      )`,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .leftJoin(userDetails, eq(userDetails.userId, user.id))
    .where(eq(user.id, userId));
  return row ?? null;
};

/** Name on the account, job title and workplace in the sign-up details, in one transaction. */
export const updateProfileDetails = async (db: Db, userId: string, update: ProfileUpdate): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name: update.name, updatedAt: new Date() }).where(eq(user.id, userId));
    const details = { jobTitle: update.job_title, workplace: update.workplace || null };
    await tx
      .insert(userDetails)
      // Only the sign-up form makes accounts, and it requires the consent.
      .values({ userId, ...details, consentData: true })
      .onConflictDoUpdate({ target: userDetails.userId, set: details });
  });
};

export const acceptTerms = async (db: Db, userId: string): Promise<Date> => {
  const [row] = await db
    .insert(userProfiles)
    .values({ userId, termsAcceptedAt: sql`now()` })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { termsAcceptedAt: sql`now()` } })
    .returning({ termsAcceptedAt: userProfiles.termsAcceptedAt });
  return row?.termsAcceptedAt ?? new Date();
};

/** One pending request per user: asking again keeps the first date. */
export const upsertDeletionRequest = async (db: Db, userId: string, delayDays: number): Promise<Date> => {
  const [pending] = await db
    .select({ scheduledFor: deletionRequests.scheduledFor })
    .from(deletionRequests)
    .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.status, 'pending')));
  if (pending) {
    return pending.scheduledFor;
  }
  const [row] = await db
    .insert(deletionRequests)
    .values({ userId, scheduledFor: sql`now() + ${`${delayDays} days`}::interval` })
    .returning({ scheduledFor: deletionRequests.scheduledFor });
  return row?.scheduledFor ?? new Date();
};

/**
 * Files a deletion request, due at once, for each account whose subscription ended more than
 * `months` ago and that has none pending. Returns how many were filed.
 */
export const requestDeletionOfLapsedAccounts = async (db: Db, months: number): Promise<number> => {
  const filed = await queryRows<{ id: string }>(
    db,
    sql`insert into ${deletionRequests} (user_id, scheduled_for)
        select s.user_id, now() from ${subscriptions} s
        where s.current_period_end < now() - ${`${months} months`}::interval
          and not exists (
            select 1 from ${deletionRequests} d where d.user_id = s.user_id and d.status = 'pending'
          )
        returning id`,
  );
  return filed.length;
};

export const dueDeletionRequests = async (db: Db) =>
  db
    .select({ id: deletionRequests.id, userId: deletionRequests.userId })
    .from(deletionRequests)
    .where(and(eq(deletionRequests.status, 'pending'), lte(deletionRequests.scheduledFor, sql`now()`)));

/**
 * Erases a user: the user row goes, and with it (by cascade) sessions, accounts, second factor,
 * profile, sign-up details and queued mail; the security log and the deletion request keep
 * their rows without the user id. Tokens and counters that carry the e-mail go too.
 */
export const eraseUser = async (db: Db, userId: string, requestId: string): Promise<string | null> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (!row) {
      return null;
    }
    await tx
      .delete(verification)
      .where(or(like(verification.value, `%${userId}%`), like(verification.value, `%${row.email}%`)));
    await tx.delete(rateLimits).where(like(rateLimits.key, `%${hashKey(row.email)}%`));
    await tx
      .update(deletionRequests)
      .set({ status: 'completed', completedAt: sql`now()` })
      .where(eq(deletionRequests.id, requestId));
    await tx.delete(user).where(eq(user.id, userId));
    return row.email;
  });

export const termsAcceptedAt = async (db: Db, userId: string): Promise<Date | null> =>
  (
    await db
      .select({ acceptedAt: userProfiles.termsAcceptedAt })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
  )[0]?.acceptedAt ?? null;
