import { SSO_MESSAGES, ssoProviderId } from '@app/common';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { Db } from '../../db/database';
import type { SecretBox } from './secret-box';
import { emailDomain, ssoProviderConfig } from './sso-service';

const PREFIX = ssoProviderId('');

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type AuthContext = HookContext['context'];
type Provider = AuthContext['socialProviders'][number];

const requestedProvider = (ctx: HookContext): string | undefined => {
  const id = ctx.path === '/sign-in/social' ? ctx.body?.provider : ctx.params?.id;
  return typeof id === 'string' && id.startsWith(PREFIX) ? id : undefined;
};

/** Signs in only addresses of the organisation's own domains, whatever its provider asserts. */
const limitedToDomains = (provider: Provider, domains: string[]): Provider => {
  const inDomains = <T extends { user: { email?: string | null } } | null>(info: T): T | null =>
    info?.user.email && domains.includes(emailDomain(info.user.email)) ? info : null;
  return {
    ...provider,
    getUserInfo: async (tokens) => inDomains(await provider.getUserInfo(tokens)),
    getUserInfoFromIdToken: undefined,
  };
};

/**
 * Each organisation's OpenID provider, read from organisation_sso when a sign-in or callback
 * names it, and built by better-auth's generic OAuth plugin (discovery, PKCE, state, ID-token
 * signature and nonce). The core's /sign-in/social and /callback/:id then run the flow, so a
 * provider entered in the admin panel works at once, without a restart.
 */
export const organisationSsoPlugin = (deps: { db: Db; box: SecretBox }) =>
  ({
    id: 'organisation-sso',
    hooks: {
      before: [
        {
          matcher: (ctx) => requestedProvider(ctx as HookContext) !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const providerId = requestedProvider(ctx) ?? '';
            const signingIn = ctx.path === '/sign-in/social';
            // An ID token posted by the browser would skip the code flow with PKCE.
            if (signingIn && ctx.body?.idToken) {
              throw new APIError('BAD_REQUEST', {
                message: SSO_MESSAGES.signInFailed,
                code: 'SSO_CODE_FLOW_ONLY',
              });
            }
            const stored = await ssoProviderConfig(deps, providerId);
            const others = ctx.context.socialProviders.filter((provider) => provider.id !== providerId);
            if (!stored) {
              ctx.context.socialProviders = others;
              return;
            }
            const plugin = genericOAuth({
              config: [
                {
                  providerId,
                  discoveryUrl: `${stored.issuer}/.well-known/openid-configuration`,
                  requireIdTokenVerification: true,
                  clientId: stored.clientId,
                  clientSecret: stored.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  // No session until the organisation's provider vouches for the address.
                  requireEmailVerification: true,
                },
              ],
            });
            const built = await plugin.init({ ...ctx.context, socialProviders: [] });
            const [provider] = built.context.socialProviders;
            if (!provider) {
              if (signingIn) {
                throw new APIError('SERVICE_UNAVAILABLE', {
                  message: SSO_MESSAGES.providerDown,
                  code: 'SSO_PROVIDER_DOWN',
                });
              }
              ctx.context.socialProviders = others;
              return;
            }
            ctx.context.socialProviders = [limitedToDomains(provider, stored.domains), ...others];
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
