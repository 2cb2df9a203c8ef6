import { emailDomain } from '@app/common';
import {
  authorizationCodeRequest,
  createAuthorizationURL,
  getOAuth2Tokens,
  type OAuthProvider,
  parseStringBoolean,
  verifyProviderIdToken,
} from 'better-auth/oauth2';
import { createLocalJWKSet, decodeJwt, type JSONWebKeySet, type JWTPayload } from 'jose';
import { z } from 'zod';
import { ProviderError, type ProviderNetwork, providerJson } from './provider-fetch';

const SCOPES = ['openid', 'email', 'profile'];

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  userinfo_endpoint: z.string().optional(),
  jwks_uri: z.string(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
});
type Discovery = z.infer<typeof DiscoverySchema>;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

const onOrigin = (origin: string, url: string | undefined): url is string => {
  try {
    return url !== undefined && new URL(url).origin === origin;
  } catch {
    return false;
  }
};

/**
 * The provider's discovery document, accepted only when it names the issuer we asked and its
 * endpoints sit on the issuer's own origin: a document cannot send the code and the client
 * secret, or our key lookups, to another host. A userinfo endpoint elsewhere (Entra ID's is on
 * graph.microsoft.com) is not used; the ID token must then carry the address.
 */
export const discoverProvider = async (issuer: string, network: ProviderNetwork): Promise<Discovery> => {
  const parsed = DiscoverySchema.safeParse(
    await providerJson(new URL(`${issuer}/.well-known/openid-configuration`), network),
  );
  if (!parsed.success) {
    throw new ProviderError('bad_response', `${issuer}: the discovery document lacks its endpoints`);
  }
  const discovery = parsed.data;
  if (withoutTrailingSlash(discovery.issuer) !== issuer) {
    throw new ProviderError('bad_response', `${issuer}: the discovery document names ${discovery.issuer}`);
  }
  const { origin } = new URL(issuer);
  for (const endpoint of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (!onOrigin(origin, discovery[endpoint])) {
      throw new ProviderError('address_refused', `${issuer}: ${endpoint} is not on ${origin}`);
    }
  }
  return {
    ...discovery,
    userinfo_endpoint: onOrigin(origin, discovery.userinfo_endpoint)
      ? discovery.userinfo_endpoint
      : undefined,
  };
};

export type OrganisationProviderSettings = {
  providerId: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Only addresses in these domains get an identity, whatever the provider asserts. */
  domains: string[];
};

/**
 * An organisation's OpenID provider for better-auth's core `/sign-in/social`, `/link-social` and
 * `/callback/:id`: the code flow with PKCE, state and nonce (better-auth's), the ID token checked
 * against the provider's keys, issuer and our client id. Every request to the provider (discovery,
 * keys, token, userinfo) goes through providerJson, so none reaches an internal address, follows a
 * redirect or waits longer than its timeout.
 */
export const organisationProvider = async (
  settings: OrganisationProviderSettings,
  network: ProviderNetwork,
): Promise<OAuthProvider<JWTPayload>> => {
  const discovery = await discoverProvider(settings.issuer, network);
  const keys = (await providerJson(new URL(discovery.jwks_uri), network)) as unknown as JSONWebKeySet;
  if (!Array.isArray(keys.keys)) {
    throw new ProviderError('bad_response', `${settings.issuer}: the key set has no keys`);
  }
  const options = { clientId: settings.clientId, clientSecret: settings.clientSecret };

  /** The address claims: the ID token's, or the userinfo endpoint's for the same subject. */
  const profileOf = async (
    claims: JWTPayload,
    accessToken: string | undefined,
  ): Promise<JWTPayload | null> => {
    if (typeof claims.email === 'string' || !discovery.userinfo_endpoint || !accessToken) {
      return claims;
    }
    const info = await providerJson(new URL(discovery.userinfo_endpoint), network, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return info.sub === claims.sub
      ? { ...info, ...claims, email: info.email, email_verified: info.email_verified }
      : null;
  };

  const provider: OAuthProvider<JWTPayload> = {
    id: settings.providerId,
    name: 'Organisationens inloggning',
    issuer: discovery.issuer,
    idToken: {
      jwks: createLocalJWKSet(keys),
      issuer: discovery.issuer,
      audience: settings.clientId,
      algorithms: discovery.id_token_signing_alg_values_supported,
    },
    requiresIdTokenNonce: true,
    // No session until the organisation's provider vouches for the address.
    options: { requireEmailVerification: true },
    accountSubject: ({ profile }) => String(profile.sub ?? ''),
    createAuthorizationURL: (data) =>
      createAuthorizationURL({
        id: settings.providerId,
        options,
        authorizationEndpoint: discovery.authorization_endpoint,
        state: data.state,
        codeVerifier: data.codeVerifier,
        scopes: SCOPES,
        redirectURI: data.redirectURI,
        nonce: data.idTokenNonce,
        loginHint: data.loginHint,
      }),
    validateAuthorizationCode: async (data) => {
      const request = await authorizationCodeRequest({
        code: data.code,
        codeVerifier: data.codeVerifier,
        redirectURI: data.redirectURI,
        options,
        tokenEndpoint: discovery.token_endpoint,
      });
      return getOAuth2Tokens(
        await providerJson(new URL(discovery.token_endpoint), network, {
          method: 'POST',
          headers: request.headers,
          body: request.body.toString(),
        }),
      );
    },
    getUserInfo: async ({ expectedIdTokenNonce, idToken, accessToken }) => {
      if (!idToken || !(await verifyProviderIdToken(provider, idToken, expectedIdTokenNonce))) {
        return null;
      }
      const profile = await profileOf(decodeJwt(idToken), accessToken);
      const email = typeof profile?.email === 'string' ? profile.email.toLowerCase() : undefined;
      if (!profile || !email || !settings.domains.includes(emailDomain(email))) {
        return null;
      }
      return {
        user: {
          email,
          emailVerified: parseStringBoolean(profile.email_verified) ?? false,
          name: typeof profile.name === 'string' ? profile.name : undefined,
        },
        data: profile,
      };
    },
  };
  return provider;
};
