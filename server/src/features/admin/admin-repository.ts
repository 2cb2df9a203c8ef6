import {
  ADMIN_PAGE_SIZE,
  ADMIN_USER_FEEDBACK_LIMIT,
  type AdminAuditEntry,
  type AdminFeedbackFilter,
  type AdminFeedbackItem,
  type AdminUser,
  type AdminUserSortColumn,
  type SortDirection,
} from '@app/common';
import { count, desc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { adminAuditLog, feedback, session, subscriptions, user, userProfiles } from '../../db/schema';

const offsetOf = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

/** The same rule as the subscription check: active or trialing, and the paid period not over. */
const subscribedNow = sql<boolean>`coalesce(${subscriptions.status} in ('active', 'trialing') and ${subscriptions.currentPeriodEnd} > now(), false)`;

const SORT_EXPRESSIONS: Record<AdminUserSortColumn, SQL | AnyPgColumn> = {
  name: sql`lower(${user.name})`,
  email: user.email,
  subscribed: subscribedNow,
  last_sign_in_at: userProfiles.lastLogin,
  created_at: user.createdAt,
};

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * One page of users in the requested order. Never-signed-in users come last either way, and the
 * id breaks ties so pages neither repeat nor skip a row.
 */
export const listUsersPage = async (
  db: Db,
  query: { sort: AdminUserSortColumn; direction: SortDirection; page: number },
): Promise<AdminUser[]> => {
  const direction = sql.raw(query.direction);
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      lastLogin: userProfiles.lastLogin,
      chatInteractions: userProfiles.chatInteractions,
      tier: subscriptions.tier,
      periodEnd: subscriptions.currentPeriodEnd,
      scheduledTier: subscriptions.scheduledTier,
      scheduledChangeAt: subscriptions.scheduledChangeAt,
      subscribed: subscribedNow,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
    .orderBy(sql`${SORT_EXPRESSIONS[query.sort]} ${direction} nulls last`, sql`${user.id} ${direction}`)
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(query.page));

  // Last activity is the newest session refresh (sessions slide every minute of use); only for this page.
  const activity =
    rows.length === 0
      ? []
      : await db
          .select({ userId: session.userId, lastActive: max(session.updatedAt) })
          .from(session)
          .where(
            inArray(
              session.userId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(session.userId);
  const lastActive = new Map(activity.map((row) => [row.userId, row.lastActive]));

  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subscribed: row.subscribed,
    subscription_tier: row.subscribed && row.tier ? row.tier : 'free',
    subscription_end: row.subscribed ? iso(row.periodEnd) : null,
    scheduled_change:
      row.subscribed && row.scheduledTier && row.scheduledChangeAt
        ? { tier: row.scheduledTier, at: row.scheduledChangeAt.toISOString() }
        : null,
    last_sign_in_at: iso(row.lastLogin),
    last_active: iso(lastActive.get(row.id) ?? null),
    created_at: row.createdAt.toISOString(),
    chat_interactions: row.chatInteractions ?? 0,
  }));
};

export const countUsers = async (db: Db): Promise<{ total: number; subscribed: number; free: number }> => {
  const [row] = await db
    .select({ total: count(), subscribed: sql<number>`count(*) filter (where ${subscribedNow})::int` })
    .from(user)
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id));
  const total = row?.total ?? 0;
  const subscribed = row?.subscribed ?? 0;
  return { total, subscribed, free: total - subscribed };
};

const feedbackColumns = {
  id: feedback.id,
  userId: feedback.userId,
  userEmail: user.email,
  feedbackType: feedback.feedbackType,
  question: feedback.question,
  answer: feedback.answer,
  detailedFeedback: feedback.detailedFeedback,
  createdAt: feedback.createdAt,
};

type FeedbackRow = {
  id: string;
  userId: string | null;
  userEmail: string | null;
  feedbackType: AdminFeedbackItem['feedback_type'];
  question: string;
  answer: string;
  detailedFeedback: string | null;
  createdAt: Date;
};

const toFeedbackItem = (row: FeedbackRow): AdminFeedbackItem => ({
  id: row.id,
  user_id: row.userId,
  user_email: row.userEmail,
  feedback_type: row.feedbackType,
  question: row.question,
  answer: row.answer,
  detailed_feedback: row.detailedFeedback,
  created_at: row.createdAt.toISOString(),
});

const typeFilter = (type: AdminFeedbackFilter) =>
  type === 'all' ? undefined : eq(feedback.feedbackType, type);

/** One page of feedback, newest first, optionally of one type; with the total for the pager. */
export const listFeedbackPage = async (
  db: Db,
  query: { type: AdminFeedbackFilter; page: number },
): Promise<{ items: AdminFeedbackItem[]; total: number }> => {
  const where = typeFilter(query.type);
  const rows = await db
    .select(feedbackColumns)
    .from(feedback)
    .leftJoin(user, eq(user.id, feedback.userId))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(query.page));
  const [total] = await db.select({ value: count() }).from(feedback).where(where);
  return { items: rows.map(toFeedbackItem), total: total?.value ?? 0 };
};

/** A user's last 10 feedback items (spec 2 §9). */
export const listUserFeedback = async (db: Db, userId: string): Promise<AdminFeedbackItem[]> =>
  (
    await db
      .select(feedbackColumns)
      .from(feedback)
      .leftJoin(user, eq(user.id, feedback.userId))
      .where(eq(feedback.userId, userId))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(ADMIN_USER_FEEDBACK_LIMIT)
  ).map(toFeedbackItem);

/** Deletes every feedback row; returns how many. */
export const deleteAllFeedback = async (db: Db): Promise<number> =>
  (await db.delete(feedback).returning({ id: feedback.id })).length;

/** One page of the admin audit log, newest first, with the total for the pager. */
export const listAuditPage = async (
  db: Db,
  page: number,
): Promise<{ entries: AdminAuditEntry[]; total: number }> => {
  const rows = await db
    .select({
      id: adminAuditLog.id,
      actorId: adminAuditLog.actorId,
      actorEmail: user.email,
      action: adminAuditLog.action,
      result: adminAuditLog.result,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(user, eq(user.id, adminAuditLog.actorId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(page));
  const [total] = await db.select({ value: count() }).from(adminAuditLog);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor_id: row.actorId,
      actor_email: row.actorEmail,
      action: row.action,
      result: row.result,
      details: row.details,
      created_at: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
};
