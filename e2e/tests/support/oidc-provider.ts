import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export type FakeOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
};

/**
 * A municipality's identity provider on loopback: the `oidc-provider` package (a certified
 * OpenID Provider) with one confidential client. Its built-in login form takes any e-mail
 * address as the user; addresses listed in `unverified` come back with email_verified false.
 * Consent is given once per sign-in without a page, as an organisation's own IdP does.
 */
export const startFakeOidcProvider = async (options: {
  redirectUris: string[];
  unverified?: string[];
}): Promise<FakeOidcProvider> => {
  const clientId = 'handlaggarstod';
  const clientSecret = 'fake-idp-client-secret-0123456789abcdef';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Every client must prove the code with PKCE, not only public ones.
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['fake-idp-cookie-key-0123456789'] },
    findAccount: (_ctx: KoaContextWithOIDC, id: string) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id,
        email_verified: !(options.unverified ?? []).includes(id),
        name: id.split('@')[0],
      }),
    }),
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) {
        return undefined;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
