import { NameSchema, PASSWORD_MAX, PASSWORD_MIN, PasswordSchema } from '@app/common';
import { type BetterAuthRateLimitStorage, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, magicLink, twoFactor } from 'better-auth/plugins';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import * as schema from '../../db/schema';
import { CLIENT_ADDRESS_HEADER } from '../../http/client-address';
import { hashKey } from '../../infra/keyed-hash';
import type { RateLimiter } from '../../infra/rate-limit-repository';
import type { Logger } from '../../logger';
import type { Mailer } from '../mail';
import { joinByDomain } from '../organisations';
import { createSecretBox, organisationSsoPlugin } from '../sso';
import { auditAdminEndpoint, beforeAdminEndpoint } from './admin-endpoint-audit';
import { clientNetwork, recordAuthEvent } from './auth-events';
import {
  applyAdminEmails,
  cancelPendingDeletion,
  countSignIn,
  createProfile,
  emailOfUser,
  userIdByEmail,
} from './auth-repository';
import { createSignInLockout, LOCKED_MESSAGE } from './sign-in-lockout';
import {
  claimTotpCode,
  requireSecondFactorAfterMagicLink,
  sendToSecondFactorStep,
} from './two-factor-guards';
import { usedVerificationLinkTarget } from './verification-link';

/** Sessions end after 30 minutes without activity (spec 2 §9); the client warns at 25. */
export const SESSION_IDLE_SECONDS = 30 * 60;
/** And after 12 hours whatever happens (ASVS 3.3.2). */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;

const SIGN_UP_ELSEWHERE = 'Skapa ditt konto via registreringsformuläret.';
const RESEND_ELSEWHERE = 'Begär ett nytt verifieringsmejl från sidan Kontrollera din e-post.';

/** update-user may change the name only, by the same rules as at sign-up. */
const parseUserUpdate = (body: unknown): { name: string } => {
  const { name, ...rest } = (body ?? {}) as Record<string, unknown>;
  if (Object.keys(rest).length > 0) {
    throw new APIError('BAD_REQUEST', { message: 'Endast namnet kan ändras.', code: 'ONLY_NAME' });
  }
  const parsed = NameSchema.safeParse(name);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', {
      message: parsed.error.issues[0]?.message ?? 'Ogiltigt namn',
      code: 'INVALID_NAME',
    });
  }
  return { name: parsed.data };
};

/** Where each endpoint that sets a password takes the new one from (create-user's is optional). */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/admin/set-user-password': 'newPassword',
  '/admin/create-user': 'password',
};

/** A new password holds the sign-up rules wherever it is set, with the same Swedish messages. */
const assertPasswordRules = (path: string, body: unknown): void => {
  const field = NEW_PASSWORD_FIELDS[path];
  const password = field ? (body as Record<string, unknown> | undefined)?.[field] : undefined;
  if (typeof password !== 'string') {
    // Absent or not text: better-auth's own schema answers.
    return;
  }
  const parsed = PasswordSchema.safeParse(password);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', {
      message: parsed.error.issues[0]?.message ?? 'Ogiltigt lösenord',
      code: 'PASSWORD_RULES',
    });
  }
};

/**
 * better-auth's rate limits, counted in our `rate_limits` table like every other limit. Its key is
 * the client address and the path ('198.51.100.7|/sign-in/email'), so it is stored as a keyed hash
 * only: the same address still meets its own counter, and the table names nobody.
 */
const addressHashingStorage = (limiter: RateLimiter): BetterAuthRateLimitStorage => ({
  consume: async (key, rule) => {
    const count = await limiter.hit(`auth:${hashKey(key)}`, rule.window);
    // A fixed window: at most its length until the count starts again.
    return count <= rule.max
      ? { allowed: true, retryAfter: null }
      : { allowed: false, retryAfter: rule.window };
  },
});

export type AuthDeps = { config: Config; db: Db; mailer: Mailer; limiter: RateLimiter; logger: Logger };

/** Answers to the browser never carry a session token: the HttpOnly cookie is the only copy. */
const withoutTokens = (value: unknown): Record<string, unknown> | unknown[] | null => {
  if (Array.isArray(value)) {
    return value.map(withoutTokens);
  }
  if (value && typeof value === 'object' && !(value instanceof APIError)) {
    const { token: _token, ...rest } = value as Record<string, unknown>;
    return 'session' in rest ? { ...rest, session: withoutTokens(rest.session) } : rest;
  }
  return null;
};

const TOKEN_FREE_PATHS = new Set([
  '/get-session',
  '/list-sessions',
  '/sign-in/email',
  // The new session a password change makes (the others are ended) goes to the cookie only.
  '/change-password',
  '/two-factor/verify-totp',
  '/two-factor/verify-otp',
  '/two-factor/verify-backup-code',
  '/magic-link/verify',
]);

export const createAuth = ({ config, db, mailer, limiter, logger }: AuthDeps) => {
  const https = config.publicUrl.startsWith('https:');
  const lockout = createSignInLockout(db, limiter);
  const clientAddress = (headers: Headers | undefined) => headers?.get(CLIENT_ADDRESS_HEADER) ?? null;

  return betterAuth({
    appName: config.productName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // The rule's length; its other parts are checked by the before hook (assertPasswordRules).
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send({
          to: user.email,
          kind: 'password_reset',
          url: `${config.publicUrl}/update-password?token=${encodeURIComponent(token)}`,
          userId: user.id,
        });
      },
      onPasswordReset: async ({ user }) => {
        await recordAuthEvent(db, 'password_reset', { userId: user.id });
        await mailer.send({ to: user.email, kind: 'password_changed', userId: user.id });
      },
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({
          to: user.email,
          kind: 'signup_existing',
          url: `${config.publicUrl}/login`,
          userId: user.id,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, kind: 'verification', url, userId: user.id });
      },
    },
    account: {
      // An organisation's sign-in never takes over an existing account by its address: the
      // owner connects it from the profile, signed in (link-social; ADR 024).
      accountLinking: { disableImplicitLinking: true },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      // Each request at least a minute after the last refresh slides the 30-minute window.
      updateAge: 60,
    },
    rateLimit: {
      enabled: true,
      customStorage: addressHashingStorage(limiter),
      window: 60,
      max: 100,
      customRules: {
        // Every page load reads the session: officers of one municipality behind one NAT address
        // would share 100 a minute. It reads the caller's own session only.
        '/get-session': { window: 60, max: 1000 },
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-in/magic-link': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/two-factor/verify-totp': { window: 60, max: 10 },
        '/two-factor/verify-backup-code': { window: 60, max: 10 },
      },
    },
    verification: {
      // Reset links, magic links and challenges are looked up by a SHA-256 of their token only.
      storeIdentifier: 'hashed',
    },
    advanced: {
      // `__Host-`: Secure, path /, no Domain, so no sibling host can set or read the cookies.
      useSecureCookies: false,
      cookiePrefix: https ? '__Host-hls' : 'hls',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [
      magicLink({
        expiresIn: 10 * 60,
        disableSignUp: true,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          const userId = await userIdByEmail(db, email);
          await mailer.send({ to: email, kind: 'magic_link', url, userId: userId ?? null });
        },
      }),
      twoFactor({ issuer: config.productName }),
      admin(),
      organisationSsoPlugin({
        db,
        box: createSecretBox(config.authSecret),
        network: { allowLoopback: config.ssoAllowLoopbackIssuer },
        sendToSecondFactorStep,
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createProfile(db, user.id);
            await applyAdminEmails(db, config.adminEmails, user.id);
          },
        },
      },
      session: {
        create: {
          // A session keeps the client's network (as the security log does), never its address.
          before: async (session) => ({ data: { ...session, ipAddress: clientNetwork(session.ipAddress) } }),
          after: async (session) => {
            // Signing in again within the 7 days cancels a pending deletion (the mail says so).
            const cancelled = await cancelPendingDeletion(db, session.userId, session.id);
            await countSignIn(db, session.userId);
            await applyAdminEmails(db, config.adminEmails, session.userId);
            await recordAuthEvent(db, 'sign_in_success', { userId: session.userId });
            const email = await emailOfUser(db, session.userId);
            if (email) {
              // An address in an organisation's allowed domain joins it while seats remain.
              await joinByDomain({ db, logger }, { id: session.userId, email });
            }
            if (cancelled) {
              await recordAuthEvent(db, 'deletion_cancelled', { userId: session.userId });
              if (email) {
                await mailer.send({ to: email, kind: 'deletion_cancelled', userId: session.userId });
              }
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The one door to an account is POST /api/account/signup (consent, name rules, details);
        // better-auth's own sign-up answers only our server, never a browser.
        if (ctx.path === '/sign-up/email' && ctx.request) {
          throw new APIError('FORBIDDEN', { message: SIGN_UP_ELSEWHERE, code: 'SIGN_UP_THROUGH_FORM' });
        }
        // Likewise a new verification mail: POST /api/account/verification-mail holds its limits.
        if (ctx.path === '/send-verification-email' && ctx.request) {
          throw new APIError('FORBIDDEN', { message: RESEND_ELSEWHERE, code: 'RESEND_THROUGH_PAGE' });
        }
        if (ctx.path === '/verify-email') {
          const target = await usedVerificationLinkTarget(
            db,
            ctx.context.secret,
            config.publicUrl,
            ctx.query?.token,
          );
          if (target) {
            throw ctx.redirect(target);
          }
        }
        assertPasswordRules(ctx.path, ctx.body);
        if (ctx.path === '/sign-in/email' && typeof ctx.body?.email === 'string') {
          if (!(await lockout.reserve(ctx.body.email, clientAddress(ctx.headers)))) {
            throw new APIError('TOO_MANY_REQUESTS', { message: LOCKED_MESSAGE, code: 'SIGN_IN_LOCKED' });
          }
        }
        if (ctx.path === '/two-factor/verify-totp') {
          await claimTotpCode(ctx, limiter);
        }
        if (ctx.path === '/update-user') {
          return { context: { body: parseUserUpdate(ctx.body) } };
        }
        if (ctx.path === '/change-password') {
          // Whatever the client asks: a new password ends every other session.
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        if (ctx.path.startsWith('/admin/')) {
          return beforeAdminEndpoint(ctx);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = returned instanceof APIError;
        if (ctx.path === '/sign-in/email' && typeof ctx.body?.email === 'string') {
          const wrongPassword = failed && returned.statusCode === 401;
          await lockout.settle(ctx.body.email, clientAddress(ctx.headers), wrongPassword);
        }
        if (ctx.path === '/magic-link/verify') {
          await requireSecondFactorAfterMagicLink(ctx);
        }
        if (ctx.path === '/change-password' && !failed && ctx.context.session) {
          const { user } = ctx.context.session;
          await recordAuthEvent(db, 'password_changed', { userId: user.id });
          await mailer.send({ to: user.email, kind: 'password_changed', userId: user.id });
        }
        if (ctx.path === '/revoke-other-sessions' && !failed && ctx.context.session) {
          // 'Logga ut andra enheter' in the profile belongs in the security log.
          await recordAuthEvent(db, 'sessions_revoked', { userId: ctx.context.session.user.id });
        }
        if (ctx.path.startsWith('/admin/')) {
          await auditAdminEndpoint(db, ctx);
        }
        if (TOKEN_FREE_PATHS.has(ctx.path) && !failed) {
          return ctx.json(withoutTokens(returned) as Record<string, unknown> | null);
        }
      }),
    },
    logger: {
      log: (level, message) => {
        logger[level]({ source: 'better-auth' }, message);
      },
    },
  });
};

export type Auth = ReturnType<typeof createAuth>;
