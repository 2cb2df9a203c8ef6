import { createHash, randomBytes } from 'node:crypto';
import {
  type AdminActionKey,
  emailDomain,
  INVITATION_VALID_DAYS,
  isPublicMailDomain,
  ORGANISATION_MESSAGES,
  type Organisation,
  type OrganisationOverview,
  type OrganisationUsage,
  type OrganisationValues,
} from '@app/common';
import type { Db } from '../../db/database';
import type { OrganisationRole } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAdminAction } from '../../infra/admin-audit-repository';
import type { Logger } from '../../logger';
import type { Mailer } from '../mail';
import { assertDomainsClaimable } from './organisation-domains';
import {
  addOrganisationAdmin,
  administeredBy,
  claimInvitation,
  countUsage,
  findLiveInvitation,
  findOrganisation,
  forgetRemoval,
  insertInvitation,
  insertOrganisation,
  isMemberOfAny,
  isOrganisationAdmin,
  isUniqueViolation,
  listOrganisations,
  membersOf,
  organisationsForDomain,
  pendingInvitationsOf,
  removeMemberForGood,
  revokeInvitation,
  takeSeat,
  unclaimInvitation,
  updateOrganisation,
  usageByTopic,
  usageByWeek,
} from './organisation-repository';

export type OrganisationDeps = {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** ADMIN_EMAILS and CONTACT_EMAIL: their domains are the operator's, never an organisation's. */
  operatorEmails: string[];
};

/** How many weeks of usage the organisation administrator sees. */
const USAGE_WEEKS = 12;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const toOrganisation = (row: NonNullable<Awaited<ReturnType<typeof findOrganisation>>>): Organisation => ({
  id: row.id,
  name: row.name,
  org_number: row.orgNumber,
  seats: row.seats,
  seats_used: row.seatsUsed,
  period_start: row.periodStart,
  period_end: row.periodEnd,
  allowed_domains: row.allowedDomains,
  invoice_reference: row.invoiceReference,
  active: row.active,
});

const orgNumberTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) {
    throw new AppError('validation', ORGANISATION_MESSAGES.orgNumberTaken, [
      { path: 'org_number', message: ORGANISATION_MESSAGES.orgNumberTaken },
    ]);
  }
  throw error;
};

/** Mails a one-time link; only the token's hash is stored. */
const invite = async (
  deps: OrganisationDeps,
  organisation: { id: string; name: string },
  email: string,
  role: OrganisationRole,
) => {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000);
  const outcome = await insertInvitation(deps.db, {
    organisationId: organisation.id,
    email,
    role,
    tokenHash: hashToken(token),
    expiresAt,
  });
  if (outcome !== 'invited') {
    const message = {
      no_seat: ORGANISATION_MESSAGES.noSeatsLeft,
      already_member: ORGANISATION_MESSAGES.alreadyMember,
      already_invited: ORGANISATION_MESSAGES.alreadyInvited,
    }[outcome];
    throw new AppError('validation', message, [{ path: 'email', message }]);
  }
  await deps.mailer.send({
    to: email,
    kind: 'organisation_invitation',
    url: `${deps.publicUrl}/organisation/inbjudan?token=${token}`,
    date: expiresAt.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' }),
    organisation: { name: organisation.name, asAdmin: role === 'org_admin' },
  });
};

// ── The operator ───────────────────────────────────────────────────────────────

export const listAllOrganisations = async (db: Db) => ({
  organisations: (await listOrganisations(db)).map((row) => ({
    ...toOrganisation(row),
    admin_emails: row.adminEmails,
    pending_invitations: row.pendingInvitations,
  })),
});

/** Invites the named administrator, if any, and logs the operator's change. */
const afterSave = async (
  deps: OrganisationDeps,
  saved: { id: string; input: OrganisationValues; actorId: string; action: AdminActionKey },
) => {
  const { id, input } = saved;
  if (input.admin_email) {
    await invite(deps, { id, name: input.name }, input.admin_email, 'org_admin');
  }
  await recordAdminAction(deps.db, {
    actorId: saved.actorId,
    action: saved.action,
    result: 'ok',
    details: { organisation_id: id, seats: input.seats },
  });
  return { id };
};

/** The allowed domains are the only ones an organisation's members join by, or its sign-in serves. */
const assertAllowedDomains = (
  deps: OrganisationDeps,
  organisationId: string | null,
  input: OrganisationValues,
) =>
  assertDomainsClaimable(deps.db, {
    organisationId,
    domains: input.allowed_domains,
    operatorEmails: deps.operatorEmails,
    field: 'allowed_domains',
  });

export const createOrganisation = async (
  deps: OrganisationDeps,
  input: OrganisationValues,
  actorId: string,
) => {
  await assertAllowedDomains(deps, null, input);
  const id = await insertOrganisation(deps.db, input, actorId).catch(orgNumberTaken);
  if (!id) {
    throw new AppError('internal');
  }
  return afterSave(deps, { id, input, actorId, action: 'create_organisation' });
};

export const editOrganisation = async (
  deps: OrganisationDeps,
  id: string,
  input: OrganisationValues,
  actorId: string,
) => {
  if (!(await findOrganisation(deps.db, id))) {
    throw new AppError('not_found', 'Organisationen finns inte.');
  }
  await assertAllowedDomains(deps, id, input);
  if (!(await updateOrganisation(deps.db, id, input).catch(orgNumberTaken))) {
    throw new AppError('validation', ORGANISATION_MESSAGES.seatsBelowMembers, [
      { path: 'seats', message: ORGANISATION_MESSAGES.seatsBelowMembers },
    ]);
  }
  return afterSave(deps, { id, input, actorId, action: 'edit_organisation' });
};

// ── The organisation administrator ─────────────────────────────────────────────

/** Refuses anyone but an administrator of this organisation; the operator manages it from /admin. */
export const assertOrganisationAdmin = async (db: Db, organisationId: string, userId: string) => {
  if (!(await isOrganisationAdmin(db, organisationId, userId))) {
    throw new AppError('forbidden', ORGANISATION_MESSAGES.notOrganisationAdmin);
  }
};

export const myOrganisations = async (db: Db, userId: string) => ({
  administered: await administeredBy(db, userId),
});

export const organisationOverview = async (db: Db, organisationId: string): Promise<OrganisationOverview> => {
  const row = await findOrganisation(db, organisationId);
  if (!row) {
    throw new AppError('not_found', 'Organisationen finns inte.');
  }
  const [members, invitations] = await Promise.all([
    membersOf(db, organisationId),
    pendingInvitationsOf(db, organisationId),
  ]);
  return {
    organisation: toOrganisation(row),
    members: members.map((member) => ({
      user_id: member.userId,
      name: member.name,
      email: member.email,
      role: member.role,
      joined_at: member.joinedAt.toISOString(),
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expires_at: invitation.expiresAt.toISOString(),
    })),
    pending_invitations: row.pendingInvitations,
    seats_free: Math.max(0, row.seats - row.seatsUsed - row.pendingInvitations),
  };
};

export const inviteMember = async (deps: OrganisationDeps, organisationId: string, email: string) => {
  const row = await findOrganisation(deps.db, organisationId);
  if (!row) {
    throw new AppError('not_found', 'Organisationen finns inte.');
  }
  await invite(deps, row, email, 'member');
};

/** The removal holds: the member does not rejoin by e-mail domain until invited again. */
export const removeOrganisationMember = async (db: Db, organisationId: string, userId: string) => {
  if (!(await removeMemberForGood(db, organisationId, userId))) {
    throw new AppError('not_found', 'Medlemmen finns inte i organisationen.');
  }
};

export const revokeOrganisationInvitation = async (db: Db, organisationId: string, invitationId: string) => {
  if (!(await revokeInvitation(db, organisationId, invitationId))) {
    throw new AppError('not_found', 'Inbjudan finns inte eller har redan använts.');
  }
};

export const organisationUsage = async (db: Db, organisationId: string): Promise<OrganisationUsage> => {
  const [weeks, topics] = await Promise.all([
    usageByWeek(db, organisationId, USAGE_WEEKS),
    usageByTopic(db, organisationId, USAGE_WEEKS),
  ]);
  return {
    weeks: weeks.map((week) => ({
      week_start: week.weekStart,
      questions: week.questions,
      feedback_helpful: week.feedbackHelpful,
      feedback_not_helpful: week.feedbackNotHelpful,
      feedback_incorrect: week.feedbackIncorrect,
    })),
    topics,
  };
};

// ── Joining ────────────────────────────────────────────────────────────────────

/**
 * What an invitation link offers, before anyone signs in: the organisation and the role. The
 * link's owner has it already; a used, expired or unknown link answers as accepting it would.
 */
export const invitationDetails = async (db: Db, token: string) => {
  const invitation = await findLiveInvitation(db, hashToken(token));
  if (!invitation) {
    throw new AppError('validation', ORGANISATION_MESSAGES.invitationInvalid);
  }
  return { organisation_name: invitation.organisationName, role: invitation.role };
};

/**
 * Uses an invitation link: the signed-in user must have the invited address. The token works
 * once; when no seat is left the claim is undone, so the link can be used after a seat frees.
 */
export const acceptInvitation = async (db: Db, user: { id: string; email: string }, token: string) => {
  const invitation = await claimInvitation(db, hashToken(token));
  if (!invitation) {
    throw new AppError('validation', ORGANISATION_MESSAGES.invitationInvalid);
  }
  if (invitation.email !== user.email.toLowerCase()) {
    await unclaimInvitation(db, invitation.id);
    throw new AppError('forbidden', ORGANISATION_MESSAGES.invitationOtherEmail);
  }
  if (invitation.role === 'org_admin') {
    await addOrganisationAdmin(db, invitation.organisationId, user.id);
  } else if ((await takeSeat(db, invitation.organisationId, user.id)) === 'no_seat') {
    await unclaimInvitation(db, invitation.id);
    throw new AppError('validation', ORGANISATION_MESSAGES.noSeatsLeft);
  }
  await forgetRemoval(db, invitation.organisationId, user.id);
  const organisation = await findOrganisation(db, invitation.organisationId);
  return {
    organisation_id: invitation.organisationId,
    organisation_name: organisation?.name ?? '',
    role: invitation.role,
  };
};

/**
 * At sign-in: a verified address in an organisation's allowed domain joins it while seats
 * remain, unless the organisation removed this user. Never blocks the sign-in; a user already
 * in an organisation is left alone.
 */
export const joinByDomain = async (deps: { db: Db; logger: Logger }, user: { id: string; email: string }) => {
  try {
    const domain = emailDomain(user.email);
    if (!domain || isPublicMailDomain(domain) || (await isMemberOfAny(deps.db, user.id))) {
      return;
    }
    for (const organisation of await organisationsForDomain(deps.db, domain, user.id)) {
      if ((await takeSeat(deps.db, organisation.id, user.id)) === 'joined') {
        deps.logger.info({ organisationId: organisation.id }, 'joined an organisation by e-mail domain');
        return;
      }
    }
  } catch (error) {
    deps.logger.error({ err: error }, 'joining an organisation by e-mail domain failed');
  }
};

// ── Usage counts (no texts, no user ids) ───────────────────────────────────────

const FEEDBACK_COUNTERS = {
  helpful: 'feedback_helpful',
  not_helpful: 'feedback_not_helpful',
  incorrect: 'feedback_incorrect',
} as const;

export const countOrganisationQuestion = (db: Db, userId: string, topic: string) =>
  countUsage(db, userId, topic, 'questions');

/** Feedback carries no topic: it is counted under ''. */
export const countOrganisationFeedback = (db: Db, userId: string, type: keyof typeof FEEDBACK_COUNTERS) =>
  countUsage(db, userId, '', FEEDBACK_COUNTERS[type]);
