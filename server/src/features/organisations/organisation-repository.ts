import type { OrganisationValues } from '@app/common';
import { and, asc, desc, eq, getTableColumns, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  type OrganisationRole,
  organisationInvitations,
  organisationMembers,
  organisationRemovedMembers,
  organisations,
  organisationUsageWeekly,
  user,
} from '../../db/schema';

export type OrganisationRow = typeof organisations.$inferSelect;

/** Licence periods are whole days in Swedish time: the last day is included. */
const TODAY = sql`(now() at time zone 'Europe/Stockholm')::date`;
const THIS_WEEK = sql`date_trunc('week', now() at time zone 'Europe/Stockholm')::date`;
const isActive = sql<boolean>`${TODAY} between ${organisations.periodStart} and ${organisations.periodEnd}`;

/** Postgres' unique_violation, as either driver reports it (drizzle wraps it in `cause`). */
export const isUniqueViolation = (error: unknown): boolean => {
  const found = error as { code?: string; cause?: unknown } | undefined;
  return found?.code === '23505' || (found?.cause !== undefined && isUniqueViolation(found.cause));
};

/**
 * The licence a user holds as a member: an active one first, else the one that ended last.
 * A subquery over `userId` (a column of the outer query, or a value), so the tool gate can join
 * it laterally and decide access in its one query.
 */
export const memberLicence = (db: Db, userId: PgColumn | string) =>
  db
    .select({
      organisationName: sql<string>`${organisations.name}`.as('licence_organisation_name'),
      periodEnd: sql<string>`${organisations.periodEnd}::text`.as('licence_period_end'),
      active: sql<boolean>`${isActive}`.as('licence_active'),
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.userId, userId), eq(organisationMembers.role, 'member')))
    .orderBy(desc(isActive), desc(organisations.periodEnd))
    .limit(1)
    .as('licence');

export const findLicence = async (db: Db, userId: string) => {
  const licence = memberLicence(db, userId);
  const [row] = await db.select().from(licence);
  return row ?? null;
};

// Drizzle leaves a one-table query's columns unqualified, which a correlated subquery cannot use.
const OUTER_ID = sql.raw('"organisations"."id"');

/**
 * Pending invitations that would take a seat: live, unused member invitations. An invitation of
 * the organisation's administrator holds none, as administrators hold no seat. Every view of an
 * organisation reads this one figure.
 */
const pendingSeatInvitations = sql<number>`(select count(*)::int from ${organisationInvitations} i
  where i.organisation_id = ${OUTER_ID} and i.role = 'member'
    and i.accepted_at is null and i.expires_at > now())`;

const organisationColumns = {
  ...getTableColumns(organisations),
  active: isActive,
  pendingInvitations: pendingSeatInvitations,
};

export const listOrganisations = (db: Db) =>
  db
    .select({
      ...organisationColumns,
      adminEmails: sql<
        string[]
      >`coalesce((select array_agg(u.email order by u.email) from ${organisationMembers} m
        join ${user} u on u.id = m.user_id
        where m.organisation_id = ${OUTER_ID} and m.role = 'org_admin'), '{}')`,
    })
    .from(organisations)
    .orderBy(asc(organisations.name));

export const findOrganisation = async (db: Db, id: string) => {
  const [row] = await db.select(organisationColumns).from(organisations).where(eq(organisations.id, id));
  return row ?? null;
};

type OrganisationFields = Omit<OrganisationValues, 'admin_email'>;
const toColumns = (input: OrganisationFields) => ({
  name: input.name,
  orgNumber: input.org_number,
  seats: input.seats,
  periodStart: input.period_start,
  periodEnd: input.period_end,
  allowedDomains: input.allowed_domains,
  invoiceReference: input.invoice_reference,
});

export const insertOrganisation = async (db: Db, input: OrganisationFields, createdBy: string) => {
  const [row] = await db
    .insert(organisations)
    .values({ ...toColumns(input), createdBy })
    .returning({ id: organisations.id });
  return row?.id ?? null;
};

/** Updates unless that would leave fewer seats than members; false when it would (or no such id). */
export const updateOrganisation = async (db: Db, id: string, input: OrganisationFields) => {
  const rows = await db
    .update(organisations)
    .set({ ...toColumns(input), updatedAt: sql`now()` })
    .where(and(eq(organisations.id, id), sql`${organisations.seatsUsed} <= ${input.seats}`))
    .returning({ id: organisations.id });
  return rows.length > 0;
};

export const isOrganisationAdmin = async (db: Db, organisationId: string, userId: string) => {
  const [row] = await db
    .select({ role: organisationMembers.role })
    .from(organisationMembers)
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        eq(organisationMembers.userId, userId),
        eq(organisationMembers.role, 'org_admin'),
      ),
    );
  return row !== undefined;
};

export const administeredBy = (db: Db, userId: string) =>
  db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.userId, userId), eq(organisationMembers.role, 'org_admin')))
    .orderBy(asc(organisations.name));

export const membersOf = (db: Db, organisationId: string) =>
  db
    .select({
      userId: organisationMembers.userId,
      name: user.name,
      email: user.email,
      role: organisationMembers.role,
      joinedAt: organisationMembers.joinedAt,
    })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(desc(organisationMembers.role), asc(user.email));

const pendingInvitation = (organisationId: string) =>
  and(
    eq(organisationInvitations.organisationId, organisationId),
    isNull(organisationInvitations.acceptedAt),
    gt(organisationInvitations.expiresAt, sql`now()`),
  );

export const pendingInvitationsOf = (db: Db, organisationId: string) =>
  db
    .select({
      id: organisationInvitations.id,
      email: organisationInvitations.email,
      role: organisationInvitations.role,
      expiresAt: organisationInvitations.expiresAt,
    })
    .from(organisationInvitations)
    .where(pendingInvitation(organisationId))
    .orderBy(asc(organisationInvitations.email));

/**
 * Takes a seat and makes the user a member in ONE statement: the conditional UPDATE of the
 * organisation's counter is re-checked on the locked row, so of many parallel joins for the
 * last seat exactly one succeeds. 'joined', or why not; a parallel join of the same user loses
 * on the primary key and its whole statement (the counter too) rolls back.
 */
export const takeSeat = async (
  db: Db,
  organisationId: string,
  userId: string,
): Promise<'joined' | 'already_member' | 'no_seat'> => {
  try {
    const rows = await db.execute(sql`
      with seat as (
        update ${organisations} set seats_used = seats_used + 1, updated_at = now()
        where id = ${organisationId} and seats_used < seats and ${isActive}
          and not exists (select 1 from ${organisationMembers} m
                          where m.organisation_id = ${organisationId} and m.user_id = ${userId})
        returning id
      )
      insert into ${organisationMembers} (organisation_id, user_id, role)
      select id, ${userId}, 'member' from seat
      returning organisation_id`);
    if ((rows as unknown as { rows: unknown[] }).rows.length > 0) {
      return 'joined';
    }
  } catch (error) {
    if (!isUniqueViolation(error)) {
      throw error;
    }
  }
  const [existing] = await db
    .select({ role: organisationMembers.role })
    .from(organisationMembers)
    .where(
      and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)),
    );
  return existing ? 'already_member' : 'no_seat';
};

/** Removes a member and frees the seat in one statement; false when no such member. */
export const removeMember = async (db: Db, organisationId: string, userId: string) => {
  const rows = await db.execute(sql`
    with gone as (
      delete from ${organisationMembers}
      where organisation_id = ${organisationId} and user_id = ${userId} and role = 'member'
      returning organisation_id
    )
    update ${organisations} set seats_used = seats_used - 1, updated_at = now()
    where id in (select organisation_id from gone)
    returning id`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
};

/**
 * The organisation administrator's removal: frees the seat and remembers the removal, in one
 * statement, so joining by e-mail domain does not bring the member back. False when no such member.
 */
export const removeMemberForGood = async (db: Db, organisationId: string, userId: string) => {
  const rows = await db.execute(sql`
    with gone as (
      delete from ${organisationMembers}
      where organisation_id = ${organisationId} and user_id = ${userId} and role = 'member'
      returning organisation_id, user_id
    ), remembered as (
      insert into ${organisationRemovedMembers} (organisation_id, user_id)
      select organisation_id, user_id from gone
      on conflict (organisation_id, user_id) do update set removed_at = now()
    )
    update ${organisations} set seats_used = seats_used - 1, updated_at = now()
    where id in (select organisation_id from gone)
    returning id`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
};

/** A new invitation, once accepted, lifts an earlier removal. */
export const forgetRemoval = async (db: Db, organisationId: string, userId: string) => {
  await db
    .delete(organisationRemovedMembers)
    .where(
      and(
        eq(organisationRemovedMembers.organisationId, organisationId),
        eq(organisationRemovedMembers.userId, userId),
      ),
    );
};

export const addOrganisationAdmin = async (db: Db, organisationId: string, userId: string) => {
  // A member who becomes administrator gives up the seat (administrators hold none).
  await removeMember(db, organisationId, userId);
  await db
    .insert(organisationMembers)
    .values({ organisationId, userId, role: 'org_admin' })
    .onConflictDoNothing();
};

/**
 * Inserts an invitation while the organisation's row is locked, so invitations cannot promise
 * more seats than are free. A 'member' invitation needs a free seat counting pending ones.
 */
export const insertInvitation = async (
  db: Db,
  input: {
    organisationId: string;
    email: string;
    role: OrganisationRole;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<'invited' | 'no_seat' | 'already_member' | 'already_invited'> =>
  db.transaction(async (tx) => {
    const [organisation] = await tx
      .select({ seats: organisations.seats, seatsUsed: organisations.seatsUsed })
      .from(organisations)
      .where(eq(organisations.id, input.organisationId))
      .for('update');
    if (!organisation) {
      return 'no_seat';
    }
    const [member] = await tx
      .select({ role: organisationMembers.role })
      .from(organisationMembers)
      .innerJoin(user, eq(user.id, organisationMembers.userId))
      .where(and(eq(organisationMembers.organisationId, input.organisationId), eq(user.email, input.email)));
    if (member && (member.role === 'org_admin' || input.role === 'member')) {
      return 'already_member';
    }
    const pending = await tx
      .select({ email: organisationInvitations.email, role: organisationInvitations.role })
      .from(organisationInvitations)
      .where(pendingInvitation(input.organisationId));
    if (pending.some((invitation) => invitation.email === input.email && invitation.role === input.role)) {
      return 'already_invited';
    }
    const promised = pending.filter((invitation) => invitation.role === 'member').length;
    if (input.role === 'member' && organisation.seatsUsed + promised >= organisation.seats) {
      return 'no_seat';
    }
    await tx.insert(organisationInvitations).values(input);
    return 'invited';
  });

export const revokeInvitation = async (db: Db, organisationId: string, invitationId: string) => {
  const rows = await db
    .delete(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.id, invitationId),
        eq(organisationInvitations.organisationId, organisationId),
        isNull(organisationInvitations.acceptedAt),
      ),
    )
    .returning({ id: organisationInvitations.id });
  return rows.length > 0;
};

/** Marks a live invitation used, once: a second use of the same token finds nothing. */
export const claimInvitation = async (db: Db, tokenHash: string) => {
  const [row] = await db
    .update(organisationInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(
        eq(organisationInvitations.tokenHash, tokenHash),
        isNull(organisationInvitations.acceptedAt),
        gt(organisationInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
};

/** A live invitation (unused, not expired) by its token's hash, with its organisation's name. */
export const findLiveInvitation = async (db: Db, tokenHash: string) => {
  const [row] = await db
    .select({ role: organisationInvitations.role, organisationName: organisations.name })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .where(
      and(
        eq(organisationInvitations.tokenHash, tokenHash),
        isNull(organisationInvitations.acceptedAt),
        gt(organisationInvitations.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
};

export const unclaimInvitation = async (db: Db, id: string) => {
  await db
    .update(organisationInvitations)
    .set({ acceptedAt: null })
    .where(eq(organisationInvitations.id, id));
};

/**
 * Active organisations whose operator-set domains include this one and that have not removed
 * this user, fewest free seats last. (An organisation's sign-in serves a subset of these domains.)
 */
export const organisationsForDomain = (db: Db, domain: string, userId: string) =>
  db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        sql`${domain} = any(${organisations.allowedDomains})`,
        isActive,
        sql`not exists (select 1 from ${organisationRemovedMembers} r
          where r.organisation_id = ${organisations.id} and r.user_id = ${userId})`,
      ),
    )
    .orderBy(desc(sql`${organisations.seats} - ${organisations.seatsUsed}`));

/** Which of `domains` another organisation (than `organisationId`, if given) already holds. */
export const domainsOfOtherOrganisations = async (
  db: Db,
  organisationId: string | null,
  domains: string[],
) => {
  const rows = await db
    .select({ domains: organisations.allowedDomains })
    .from(organisations)
    .where(
      and(
        organisationId ? sql`${organisations.id} <> ${organisationId}` : undefined,
        sql`${organisations.allowedDomains} && ${sql.param(domains, organisations.allowedDomains)}`,
      ),
    );
  const held = new Set(rows.flatMap((row) => row.domains));
  return domains.filter((domain) => held.has(domain));
};

/** The domains of every admin account's address: the operator's own. */
export const adminAccountDomains = async (db: Db): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ domain: sql<string>`lower(split_part(${user.email}, '@', 2))` })
    .from(user)
    .where(eq(user.role, 'admin'));
  return rows.map((row) => row.domain);
};

export const isMemberOfAny = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(eq(organisationMembers.userId, userId))
    .limit(1);
  return row !== undefined;
};

type UsageCounter = 'questions' | 'feedback_helpful' | 'feedback_not_helpful' | 'feedback_incorrect';

/** Adds one to this week's count of each active organisation the user is a member of. */
export const countUsage = async (db: Db, userId: string, topic: string, counter: UsageCounter) => {
  const column = sql.identifier(counter);
  await db.execute(sql`
    insert into ${organisationUsageWeekly} (organisation_id, week_start, topic, ${column})
    select m.organisation_id, ${THIS_WEEK}, ${topic}, 1
    from ${organisationMembers} m join ${organisations} on ${organisations.id} = m.organisation_id
    where m.user_id = ${userId} and m.role = 'member' and ${isActive}
    on conflict (organisation_id, week_start, topic)
    do update set ${column} = ${organisationUsageWeekly}.${column} + 1`);
};

const sinceWeeks = (weeks: number): SQL => sql`${THIS_WEEK} - ${(weeks - 1) * 7}::int`;

export const usageByWeek = (db: Db, organisationId: string, weeks: number) =>
  db
    .select({
      weekStart: sql<string>`${organisationUsageWeekly.weekStart}::text`,
      questions: sql<number>`sum(${organisationUsageWeekly.questions})::int`,
      feedbackHelpful: sql<number>`sum(${organisationUsageWeekly.feedbackHelpful})::int`,
      feedbackNotHelpful: sql<number>`sum(${organisationUsageWeekly.feedbackNotHelpful})::int`,
      feedbackIncorrect: sql<number>`sum(${organisationUsageWeekly.feedbackIncorrect})::int`,
    })
    .from(organisationUsageWeekly)
    .where(
      and(
        eq(organisationUsageWeekly.organisationId, organisationId),
        sql`${organisationUsageWeekly.weekStart} >= ${sinceWeeks(weeks)}`,
      ),
    )
    .groupBy(organisationUsageWeekly.weekStart)
    .orderBy(desc(organisationUsageWeekly.weekStart));

export const usageByTopic = (db: Db, organisationId: string, weeks: number) =>
  db
    .select({
      topic: organisationUsageWeekly.topic,
      questions: sql<number>`sum(${organisationUsageWeekly.questions})::int`,
    })
    .from(organisationUsageWeekly)
    .where(
      and(
        eq(organisationUsageWeekly.organisationId, organisationId),
        sql`${organisationUsageWeekly.weekStart} >= ${sinceWeeks(weeks)}`,
        sql`${organisationUsageWeekly.topic} <> ''`,
      ),
    )
    .groupBy(organisationUsageWeekly.topic)
    .orderBy(desc(sql`sum(${organisationUsageWeekly.questions})`), asc(organisationUsageWeekly.topic));
