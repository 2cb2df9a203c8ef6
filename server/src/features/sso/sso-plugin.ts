import {
  ORGANISATION_SIGN_IN_PROVIDER,
  SSO_ADMIN_REFUSED,
  SSO_ERROR_CALLBACK,
  SSO_MESSAGES,
  safeReturnPath,
  ssoProviderId,
} from '@app/common';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import type { Db } from '../../db/database';
import { organisationProvider } from './organisation-provider';
import { ProviderError, type ProviderNetwork } from './provider-fetch';
import type { SecretBox } from './secret-box';
import { accountRoleAndTwoFactor } from './sso-repository';
import { ssoOrganisationFor, ssoProviderConfig } from './sso-service';

const PREFIX = ssoProviderId('');
/** Connecting the organisation's sign-in to an account with two-factor needs a sign-in this recent. */
const LINK_FRESH_SECONDS = 10 * 60;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type NewSession = NonNullable<HookContext['context']['newSession']>;

const STARTS = new Set(['/sign-in/social', '/link-social']);

const RETURN_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'] as const;

/**
 * better-auth accepts any trusted origin; the organisation's sign-in returns to a path on this
 * site only, as the password sign-in's `?next=` does.
 */
const refuseUnsafeReturn = (body: Record<string, unknown> | undefined): void => {
  for (const field of RETURN_FIELDS) {
    const value = body?.[field];
    if (value !== undefined && safeReturnPath(typeof value === 'string' ? value : null) === null) {
      throw new APIError('BAD_REQUEST', {
        message: SSO_MESSAGES.signInFailed,
        code: 'SSO_UNSAFE_RETURN_PATH',
      });
    }
  }
};

const isOrganisationProvider = (id: unknown): id is string =>
  typeof id === 'string' && (id === ORGANISATION_SIGN_IN_PROVIDER || id.startsWith(PREFIX));

const requestedProvider = (ctx: HookContext): string | undefined => {
  const id = STARTS.has(ctx.path)
    ? ctx.body?.provider
    : ctx.path === '/callback/:id'
      ? ctx.params?.id
      : undefined;
  return isOrganisationProvider(id) ? id : undefined;
};

/** The provider of the organisation whose sign-in serves this address. */
const providerForAddress = async (db: Db, email: string): Promise<string> => {
  const organisationId = email.includes('@') ? await ssoOrganisationFor(db, email) : undefined;
  if (!organisationId) {
    throw new APIError('NOT_FOUND', { message: SSO_MESSAGES.unknownDomain, code: 'SSO_UNKNOWN_DOMAIN' });
  }
  return ssoProviderId(organisationId);
};

/**
 * The provider id a sign-in or link names: the neutral one is resolved from the address (the
 * loginHint at sign-in, the account's own when connecting), so the browser never needs to know
 * which organisation serves a domain. Connecting an account with two-factor authentication needs
 * a recent sign-in, i.e. a fresh second factor.
 */
const resolveProviderId = async (db: Db, ctx: HookContext, requested: string): Promise<string> => {
  if (ctx.path === '/link-social') {
    const session = await getSessionFromCtx(ctx);
    if (!session) {
      throw new APIError('UNAUTHORIZED');
    }
    const signedInAt = new Date(session.session.createdAt).getTime();
    if (session.user.twoFactorEnabled && Date.now() - signedInAt > LINK_FRESH_SECONDS * 1000) {
      throw new APIError('FORBIDDEN', {
        message: SSO_MESSAGES.linkNeedsFreshSignIn,
        code: 'SSO_LINK_NEEDS_FRESH_SIGN_IN',
      });
    }
    return requested === ORGANISATION_SIGN_IN_PROVIDER
      ? providerForAddress(db, session.user.email)
      : requested;
  }
  if (requested === ORGANISATION_SIGN_IN_PROVIDER) {
    return providerForAddress(db, typeof ctx.body?.loginHint === 'string' ? ctx.body.loginHint : '');
  }
  return requested;
};

/**
 * Each organisation's OpenID provider, read from organisation_sso when a sign-in, a link or a
 * callback names it, and built by organisationProvider (discovery checked, every request to the
 * provider guarded). better-auth's core endpoints then run the flow, so a provider entered in the
 * admin panel works at once, without a restart.
 *
 * After the callback, an account with two-factor authentication gets the code step instead of a
 * session, and an admin account without it gets no session at all.
 */
export const organisationSsoPlugin = (deps: {
  db: Db;
  box: SecretBox;
  network: ProviderNetwork;
  /** auth's own code step, passed in so that sso does not import auth back. */
  sendToSecondFactorStep: (ctx: HookContext, created: NewSession) => Promise<never>;
}) =>
  ({
    id: 'organisation-sso',
    hooks: {
      before: [
        {
          matcher: (ctx) => requestedProvider(ctx as HookContext) !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const requested = requestedProvider(ctx) ?? '';
            const starting = STARTS.has(ctx.path);
            // An ID token posted by the browser would skip the code flow with PKCE.
            if (starting && ctx.body?.idToken) {
              throw new APIError('BAD_REQUEST', {
                message: SSO_MESSAGES.signInFailed,
                code: 'SSO_CODE_FLOW_ONLY',
              });
            }
            if (starting) {
              refuseUnsafeReturn(ctx.body);
            }
            const providerId = await resolveProviderId(deps.db, ctx, requested);
            const others = ctx.context.socialProviders.filter((provider) => provider.id !== providerId);
            ctx.context.socialProviders = others;
            const stored = await ssoProviderConfig(deps, providerId);
            if (!stored) {
              return;
            }
            try {
              const provider = await organisationProvider({ providerId, ...stored }, deps.network);
              ctx.context.socialProviders = [provider, ...others];
            } catch (error) {
              if (!(error instanceof ProviderError)) {
                throw error;
              }
              ctx.context.logger.warn(`organisation sign-in ${providerId} not used: ${error.message}`);
              if (starting) {
                throw new APIError('SERVICE_UNAVAILABLE', {
                  message: SSO_MESSAGES.providerDown,
                  code: 'SSO_PROVIDER_DOWN',
                });
              }
            }
            if (starting && providerId !== requested) {
              return { context: { body: { ...ctx.body, provider: providerId } } };
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/callback/:id' && String(ctx.params?.id ?? '').startsWith(PREFIX),
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (!created) {
              return;
            }
            // The role as the session hook left it (ADMIN_EMAILS is applied at every sign-in).
            const account = await accountRoleAndTwoFactor(deps.db, created.user.id);
            if (account?.twoFactorEnabled) {
              await deps.sendToSecondFactorStep(ctx, created);
            }
            if (account?.role === 'admin') {
              deleteSessionCookie(ctx, true);
              await ctx.context.internalAdapter.deleteSession(created.session.token);
              ctx.context.setNewSession(null);
              throw ctx.redirect(
                new URL(`${SSO_ERROR_CALLBACK}&error=${SSO_ADMIN_REFUSED}`, ctx.context.baseURL).toString(),
              );
            }
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
