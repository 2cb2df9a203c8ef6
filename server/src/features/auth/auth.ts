import { SignupPasswordSchema } from '@app/common';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, magicLink, twoFactor } from 'better-auth/plugins';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import * as schema from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer } from '../mail/mailer';
import { recordAuthEvent } from './auth-events';
import { hashKey, type RateLimiter } from './db-rate-limiter';

/** Sessions end after 30 minutes without activity (spec 2 §9); the client warns at 25. */
export const SESSION_IDLE_SECONDS = 30 * 60;
/** And after 12 hours whatever happens (ASVS 3.3.2). */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;

/** Failed sign-ins before a 15-minute lock, per account and per client address. */
export const SIGN_IN_LOCK = { windowSeconds: 15 * 60, perAccount: 5, perAddress: 20 };

/** The header our own middleware fills with the client address (see client-address.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

const LOCKED_MESSAGE = 'För många misslyckade inloggningsförsök. Vänta 15 minuter och försök igen.';

export type AuthDeps = { config: Config; db: Db; mailer: Mailer; limiter: RateLimiter; logger: Logger };

const failureKeys = (email: string, address: string | null) => ({
  account: `sign-in-failures:account:${hashKey(email)}`,
  address: address ? `sign-in-failures:address:${hashKey(address)}` : null,
});

export const createAuth = ({ config, db, mailer, limiter, logger }: AuthDeps) => {
  const https = config.publicUrl.startsWith('https:');

  const isLocked = async (email: string, address: string | null) => {
    const keys = failureKeys(email, address);
    const [account, fromAddress] = await Promise.all([
      limiter.peek(keys.account, SIGN_IN_LOCK.windowSeconds),
      keys.address ? limiter.peek(keys.address, SIGN_IN_LOCK.windowSeconds) : 0,
    ]);
    return account >= SIGN_IN_LOCK.perAccount || fromAddress >= SIGN_IN_LOCK.perAddress;
  };

  const recordFailure = async (email: string, address: string | null) => {
    const keys = failureKeys(email, address);
    const count = await limiter.hit(keys.account, SIGN_IN_LOCK.windowSeconds);
    if (keys.address) {
      await limiter.hit(keys.address, SIGN_IN_LOCK.windowSeconds);
    }
    await recordAuthEvent(db, count === SIGN_IN_LOCK.perAccount ? 'lockout' : 'sign_in_failure', { email });
  };

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
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // One global minimum in better-auth: 6 for update and change; sign-up's 8 is the hook below.
      minPasswordLength: 6,
      maxPasswordLength: 128,
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
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      // Each request at least a minute after the last refresh slides the 30-minute window.
      updateAge: 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-in/magic-link': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/two-factor/verify-totp': { window: 60, max: 10 },
        '/two-factor/verify-backup-code': { window: 60, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: https,
      cookiePrefix: 'hls',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [
      magicLink({
        expiresIn: 10 * 60,
        disableSignUp: true,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          const [owner] = await db
            .select({ id: schema.user.id })
            .from(schema.user)
            .where(eq(schema.user.email, email));
          await mailer.send({ to: email, kind: 'magic_link', url, userId: owner?.id ?? null });
        },
      }),
      twoFactor({ issuer: config.productName }),
      admin(),
    ],
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await db.insert(schema.userProfiles).values({ userId: user.id }).onConflictDoNothing();
            if (config.adminEmails.includes(user.email.toLowerCase())) {
              await db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, user.id));
            }
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            // Signing in again within the 7 days cancels a pending deletion (the mail says so).
            const cancelled = await db
              .update(schema.deletionRequests)
              .set({ status: 'cancelled' })
              .where(
                and(
                  eq(schema.deletionRequests.userId, session.userId),
                  eq(schema.deletionRequests.status, 'pending'),
                ),
              )
              .returning({ id: schema.deletionRequests.id });
            await db
              .insert(schema.userProfiles)
              .values({ userId: session.userId, lastLogin: sql`now()` })
              .onConflictDoUpdate({ target: schema.userProfiles.userId, set: { lastLogin: sql`now()` } });
            await recordAuthEvent(db, 'sign_in_success', { userId: session.userId });
            if (cancelled.length > 0) {
              await recordAuthEvent(db, 'deletion_cancelled', { userId: session.userId });
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          const password = SignupPasswordSchema.safeParse(ctx.body?.password);
          if (!password.success) {
            throw new APIError('BAD_REQUEST', {
              message: password.error.issues[0]?.message ?? 'Ogiltigt lösenord',
            });
          }
        }
        if (ctx.path === '/sign-in/email' && typeof ctx.body?.email === 'string') {
          const address = ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? null;
          if (await isLocked(ctx.body.email, address)) {
            throw new APIError('TOO_MANY_REQUESTS', { message: LOCKED_MESSAGE, code: 'SIGN_IN_LOCKED' });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = returned instanceof APIError;
        if (ctx.path === '/sign-in/email' && typeof ctx.body?.email === 'string' && failed) {
          if (returned.statusCode === 401) {
            await recordFailure(ctx.body.email, ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? null);
          }
        }
        if (ctx.path === '/change-password' && !failed && ctx.context.session) {
          const { user } = ctx.context.session;
          await recordAuthEvent(db, 'password_changed', { userId: user.id });
          await mailer.send({ to: user.email, kind: 'password_changed', userId: user.id });
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
