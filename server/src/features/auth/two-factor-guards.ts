import { RETURN_PATH_PARAM, safeReturnPath, TWO_FACTOR_STEP } from '@app/common';
import { APIError, type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { hashKey } from '../../infra/keyed-hash';
import type { RateLimiter } from '../../infra/rate-limit-repository';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** better-auth's two-factor plugin keeps the pending challenge in this signed cookie. */
const TWO_FACTOR_COOKIE = 'two_factor';
/** The plugin's own lifetime for a challenge (10 minutes). */
const CHALLENGE_SECONDS = 10 * 60;
/** A code is accepted one step either side of now (30 s steps), so it lives at most 90 s. */
const CODE_LIFETIME_SECONDS = 120;
/** Where the web app asks for the code when the first factor was not a password. */
const TWO_FACTOR_STEP_PATH = `/login?${TWO_FACTOR_STEP.param}=${TWO_FACTOR_STEP.value}`;

/**
 * The code step, keeping the page the first factor was about to return to (its callbackURL, the
 * redirect the endpoint has just answered) as `?next=`, so the code leads there too.
 */
const secondFactorStepPath = (ctx: HookContext): string => {
  const next = safeReturnPath(ctx.context.responseHeaders?.get('location'));
  return next && next !== '/'
    ? `${TWO_FACTOR_STEP_PATH}&${new URLSearchParams({ [RETURN_PATH_PARAM]: next })}`
    : TWO_FACTOR_STEP_PATH;
};

const CODE_USED_MESSAGE = 'Koden har redan använts. Vänta på nästa kod i appen och försök igen.';

/** The user a TOTP code is being checked for: the signed-in user, or the pending challenge's. */
const codeOwner = async (ctx: HookContext): Promise<string | null> => {
  const session = await getSessionFromCtx(ctx);
  if (session) {
    return session.user.id;
  }
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) {
    return null;
  }
  const found = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return found?.value ?? null;
};

/**
 * A TOTP code counts once: the first request that presents it claims it (atomically), and
 * every later one, for the same user, is refused while the code could still be valid.
 */
export const claimTotpCode = async (ctx: HookContext, limiter: RateLimiter): Promise<void> => {
  const code = typeof ctx.body?.code === 'string' ? ctx.body.code.trim() : '';
  const owner = code ? await codeOwner(ctx) : null;
  if (!owner) {
    return;
  }
  const uses = await limiter.hit(`totp-used:${hashKey(owner)}:${hashKey(code)}`, CODE_LIFETIME_SECONDS);
  if (uses > 1) {
    throw new APIError('UNAUTHORIZED', { message: CODE_USED_MESSAGE, code: 'TOTP_CODE_USED' });
  }
};

/**
 * A magic link proves the e-mail address only. For an account with two-factor authentication
 * the session it just made is replaced by the same pending challenge a password sign-in gets,
 * and the browser is sent to the code step.
 */
export const requireSecondFactorAfterMagicLink = async (ctx: HookContext): Promise<void> => {
  const created = ctx.context.newSession;
  if (!created?.user.twoFactorEnabled) {
    return;
  }
  await sendToSecondFactorStep(ctx, created);
};

/**
 * Replaces the session a first factor other than a password just made (a magic link, the
 * organisation's sign-in) with the pending challenge a password sign-in gets, and sends the
 * browser to the code step.
 */
export const sendToSecondFactorStep = async (
  ctx: HookContext,
  created: NonNullable<HookContext['context']['newSession']>,
): Promise<never> => {
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(created.session.token);
  ctx.context.setNewSession(null);
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({
    value: created.user.id,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_SECONDS });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  throw ctx.redirect(new URL(secondFactorStepPath(ctx), ctx.context.baseURL).toString());
};
