import type { Profile, ProfileUpdate, Signup } from '@app/common';
import { isAPIError } from 'better-auth/api';
import { SIGN_UP_LIMIT } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { CLIENT_ADDRESS_HEADER } from '../../http/client-address';
import { hashKey } from '../../infra/keyed-hash';
import type { RateLimiter } from '../../infra/rate-limit-repository';
import type { Logger } from '../../logger';
import type { Auth } from '../auth';
import { createSignInLockout, LOCKED_MESSAGE, recordAuthEvent } from '../auth';
import type { Mailer } from '../mail';
import {
  acceptTerms,
  dueDeletionRequests,
  eraseUser,
  findProfile,
  findUserIdByEmail,
  insertUserDetails,
  requestDeletionOfLapsedAccounts,
  updateProfileDetails,
  upsertDeletionRequest,
} from './account-repository';

export const DELETION_DELAY_DAYS = 7;

const SIGN_UP_THROTTLED = 'För många registreringsförsök. Vänta en stund och försök igen.';
const WRONG_PASSWORD = 'Lösenordet stämmer inte.';

export type AccountDeps = {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  limiter: RateLimiter;
  publicUrl: string;
  /** Sign-ups per client address and hour (SIGN_UP_LIMIT_PER_ADDRESS). */
  signUpLimitPerAddress: number;
};

/**
 * Counted per address typed in (new or existing alike, so the answer reveals nothing) and per
 * client address, atomically, before any account is touched or any mail queued.
 */
const throttleSignUp = async (deps: AccountDeps, email: string, headers: Headers) => {
  const [perEmail = 0, perAddress = 0] = await deps.limiter.hitEach([
    { key: `sign-up:email:${hashKey(email)}`, windowSeconds: SIGN_UP_LIMIT.windowSeconds },
    {
      key: `sign-up:address:${hashKey(headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown')}`,
      windowSeconds: SIGN_UP_LIMIT.windowSeconds,
    },
  ]);
  if (perEmail > SIGN_UP_LIMIT.perEmail || perAddress > deps.signUpLimitPerAddress) {
    throw new AppError('rate_limited', SIGN_UP_THROTTLED);
  }
};

/** Verification mails asked for again: a few per address typed in, and per client address. */
export const VERIFICATION_RESEND_LIMIT = { windowSeconds: 15 * 60, perEmail: 3, perAddress: 30 } as const;
const RESEND_THROTTLED = 'Du har begärt för många nya mejl. Vänta en stund och försök igen.';

/**
 * Mails a new verification link when the address has an unconfirmed account, and answers the same
 * for every address (better-auth's unauthenticated path sends nothing otherwise, with a time floor).
 */
export const resendVerification = async (deps: AccountDeps, email: string, headers: Headers) => {
  const [perEmail = 0, perAddress = 0] = await deps.limiter.hitEach([
    {
      key: `verification-resend:email:${hashKey(email)}`,
      windowSeconds: VERIFICATION_RESEND_LIMIT.windowSeconds,
    },
    {
      key: `verification-resend:address:${hashKey(headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown')}`,
      windowSeconds: VERIFICATION_RESEND_LIMIT.windowSeconds,
    },
  ]);
  if (perEmail > VERIFICATION_RESEND_LIMIT.perEmail || perAddress > VERIFICATION_RESEND_LIMIT.perAddress) {
    throw new AppError('rate_limited', RESEND_THROTTLED);
  }
  // No cookies: a signed-in session for another address must not turn this into an error.
  await deps.auth.api.sendVerificationEmail({ body: { email, callbackURL: '/' } });
};

const formatSwedishDate = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Stockholm',
  }).format(date);

/**
 * Creates the account through better-auth (which mails the verification link) and stores the
 * sign-up details. The answer is the same for a new and an existing address (no enumeration);
 * `profileSaved` is false only when the details could not be stored for a new account.
 */
export const signUp = async (
  deps: AccountDeps,
  form: Signup,
  headers: Headers,
): Promise<{ profileSaved: boolean }> => {
  await throttleSignUp(deps, form.email, headers);
  const existingId = await findUserIdByEmail(deps.db, form.email);
  await deps.auth.api.signUpEmail({
    body: { name: form.name, email: form.email, password: form.password, callbackURL: form.return_to ?? '/' },
    headers,
  });
  if (existingId) {
    return { profileSaved: true };
  }
  const userId = await findUserIdByEmail(deps.db, form.email);
  try {
    if (!userId) {
      throw new Error('the new user was not found after sign-up');
    }
    await insertUserDetails(deps.db, userId, form);
    return { profileSaved: true };
  } catch (error) {
    deps.logger.error({ err: error }, 'sign-up details not saved');
    return { profileSaved: false };
  }
};

export const getProfile = async (db: Db, userId: string, sessionId: string): Promise<Profile | null> => {
  const row = await findProfile(db, userId, sessionId);
  return row
    ? {
        email: row.email,
        name: row.name,
        created_at: row.createdAt.toISOString(),
        last_login: row.lastLogin?.toISOString() ?? null,
        chat_interactions: row.chatInteractions ?? 0,
        terms_accepted_at: row.termsAcceptedAt?.toISOString() ?? null,
        two_factor_enabled: Boolean(row.twoFactorEnabled),
        is_admin: row.role === 'admin',
        job_title: row.jobTitle ?? null,
        workplace: row.workplace ?? null,
        sign_in_count: row.signInCount ?? 0,
        deletion_cancelled: Boolean(row.deletionCancelled),
      }
    : null;
};

export const updateProfile = (db: Db, userId: string, update: ProfileUpdate) =>
  updateProfileDetails(db, userId, update);

export const recordTermsAccepted = (db: Db, userId: string) => acceptTerms(db, userId);

/** 'Logga ut och återställ': a reset link by mail, and every session ended. */
export const logoutAndReset = async (
  deps: AccountDeps,
  user: { id: string; email: string },
  headers: Headers,
) => {
  await deps.auth.api.requestPasswordReset({
    body: { email: user.email, redirectTo: '/update-password' },
    headers,
  });
  await deps.auth.api.revokeSessions({ headers });
  await recordAuthEvent(deps.db, 'sessions_revoked', { userId: user.id });
};

/** Checks per client address: enough for a person, useless for guessing 256-bit tokens anyway. */
export const RESET_TOKEN_CHECK_LIMIT = { windowSeconds: 10 * 60, perAddress: 30 };

/**
 * Whether a password-reset token is still usable (exists and unexpired), without using it up:
 * /update-password says at once that a link is dead instead of after the form.
 */
export const isResetTokenUsable = async (deps: AccountDeps, token: string, headers: Headers) => {
  const address = headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
  const checks = await deps.limiter.hit(
    `reset-token-check:${hashKey(address)}`,
    RESET_TOKEN_CHECK_LIMIT.windowSeconds,
  );
  if (checks > RESET_TOKEN_CHECK_LIMIT.perAddress) {
    throw new AppError('rate_limited');
  }
  const context = await deps.auth.$context;
  // The same lookup better-auth's reset makes (the identifier is stored hashed).
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return found !== null && found.expiresAt > new Date();
};

/** The password again, counted against the same lock as sign-in so it cannot be guessed here. */
const confirmPassword = async (deps: AccountDeps, email: string, password: string, headers: Headers) => {
  const lockout = createSignInLockout(deps.db, deps.limiter);
  const address = headers.get(CLIENT_ADDRESS_HEADER);
  if (!(await lockout.reserve(email, address))) {
    throw new AppError('rate_limited', LOCKED_MESSAGE);
  }
  let wrong = false;
  try {
    await deps.auth.api.verifyPassword({ body: { password }, headers });
  } catch (error) {
    wrong = isAPIError(error) && error.body?.code === 'INVALID_PASSWORD';
    if (!wrong) {
      throw error;
    }
  } finally {
    await lockout.settle(email, address, wrong);
  }
  if (wrong) {
    throw new AppError('validation', WRONG_PASSWORD, [{ path: 'password', message: WRONG_PASSWORD }]);
  }
};

export const requestDeletion = async (
  deps: AccountDeps,
  user: { id: string; email: string },
  password: string,
  headers: Headers,
) => {
  await confirmPassword(deps, user.email, password, headers);
  const scheduledFor = await upsertDeletionRequest(deps.db, user.id, DELETION_DELAY_DAYS);
  await deps.auth.api.revokeSessions({ headers });
  await recordAuthEvent(deps.db, 'deletion_requested', { userId: user.id });
  await deps.mailer.send({
    to: user.email,
    kind: 'deletion_requested',
    date: formatSwedishDate(scheduledFor),
    userId: user.id,
  });
  return scheduledFor;
};

/** Account data is kept while a subscription runs and this long after it ends (spec 2 privacy terms). */
export const ACCOUNT_RETENTION_MONTHS = 12;

/** Files deletion requests for accounts kept past their retention; `processDueDeletions` erases them. */
export const requestRetentionDeletions = async (
  deps: Pick<AccountDeps, 'db' | 'logger'>,
): Promise<number> => {
  const filed = await requestDeletionOfLapsedAccounts(deps.db, ACCOUNT_RETENTION_MONTHS);
  if (filed > 0) {
    deps.logger.info({ filed }, 'deletion requested for accounts past retention');
  }
  return filed;
};

/** Carries out deletion requests whose waiting period has passed. */
export const processDueDeletions = async (
  deps: Pick<AccountDeps, 'db' | 'mailer' | 'logger'> & {
    /** The billing provider's cancellation (account does not depend on billing). */
    billing: { cancelSubscription: (userId: string) => Promise<void> };
  },
): Promise<number> => {
  let erased = 0;
  for (const request of await dueDeletionRequests(deps.db)) {
    if (!request.userId) {
      continue;
    }
    try {
      await deps.billing.cancelSubscription(request.userId);
    } catch (error) {
      // Erasing first would leave a plan that keeps charging; the next run tries again.
      deps.logger.warn({ err: error }, 'subscription not cancelled; erasure postponed');
      continue;
    }
    const email = await eraseUser(deps.db, request.userId, request.id);
    await recordAuthEvent(deps.db, 'account_erased', {});
    if (email) {
      await deps.mailer.send({ to: email, kind: 'account_deleted' });
      erased++;
    }
  }
  if (erased > 0) {
    deps.logger.info({ erased }, 'accounts erased');
  }
  return erased;
};
