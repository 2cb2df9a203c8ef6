import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
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
 * OpenID Provider) with one confidential client. Its login page takes any e-mail address as the
 * user; addresses listed in `unverified` come back with email_verified false. Consent is given
 * without a page, as an organisation's own IdP does for its own applications.
 */
const readForm = async (req: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of req) {
    parts.push(part as Buffer);
  }
  return new URLSearchParams(Buffer.concat(parts).toString('utf8'));
};

/** The provider's login page: GET shows the form, POST signs the address in and resumes the flow. */
const signIn = async (provider: Provider, req: IncomingMessage, res: ServerResponse) => {
  const details = await provider.interactionDetails(req, res);
  if (req.method !== 'POST') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="sv"><head><title>Kommunens inloggning</title></head><body>
<h1>Kommunens inloggning</h1><form method="post" action="/interaction/${details.uid}">
<label>E-postadress <input name="email" type="email" required></label>
<button type="submit">Logga in hos kommunen</button></form></body></html>`);
    return;
  }
  const email = (await readForm(req)).get('email') ?? '';
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: email } },
    { mergeWithLastSubmission: false },
  );
};

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
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: ['fake-idp-cookie-key-0123456789'] },
    // Our own login page below: the package's development pages load a web font from the internet.
    features: { devInteractions: { enabled: false } },
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
  const protocol = provider.callback();
  server.on('request', (req, res) => {
    const uid = req.url?.match(/^\/interaction\/([\w-]+)$/)?.[1];
    if (!uid) {
      protocol(req, res);
      return;
    }
    signIn(provider, req, res).catch((error: unknown) => {
      res.statusCode = 400;
      res.end(String(error));
    });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
