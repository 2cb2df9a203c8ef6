import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { SSO_ERROR_CALLBACK, ssoProviderId, ssoRedirectUri } from '@app/common';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOidcProvider, startFakeOidcProvider } from '../../../../e2e/tests/support/oidc-provider';
import { createAccountClient, verifiedUser } from '../../../test/account-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { totpCode } from '../../../test/totp';
import {
  account,
  adminAuditLog,
  organisationMembers,
  organisationSso,
  organisations,
  session,
  user,
} from '../../db/schema';
import { addOrganisationAdmin } from '../organisations/organisation-repository';

const OPERATOR = 'operator@handlaggarstod.se';
const SECRET = 'fake-idp-client-secret-0123456789abcdef';
// Literal, not imported, so these tests also run against code from before the names existed.
const NEUTRAL_PROVIDER = 'organisation';
const LINK_CALLBACK = '/profile?sso_kopplad=1';
const LINK_ERROR_CALLBACK = '/profile?sso_fel=1';

type Client = ReturnType<typeof createAccountClient>;

let t: TestApp;
let idp: FakeOidcProvider;
let organisationId: string;
let otherOrganisationId: string;
let thirdOrganisationId: string;
let operator: Client;

const addOrganisation = async (name: string, orgNumber: string, allowedDomains: string[]) => {
  const [row] = await t.database.db
    .insert(organisations)
    .values({ name, orgNumber, seats: 5, periodStart: '2026-01-01', periodEnd: '2027-12-31', allowedDomains })
    .returning({ id: organisations.id });
  return row?.id ?? '';
};

const userIdOf = async (email: string) =>
  (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? '';

/** A browser's cookies at the identity provider, kept apart from the app's. */
const idpBrowser = () => {
  const cookies = new Map<string, string>();
  return async (url: string, init: { method?: string; form?: Record<string, string> } = {}) => {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
};

/** Signs in at the identity provider's login page; returns the app address it sends the browser back to. */
const atProvider = async (authorize: URL, login: string) => {
  const browser = idpBrowser();
  let res = await browser(authorize.href);
  while (res.status >= 300 && res.status < 400) {
    const next = new URL(res.headers.get('location') ?? '', idp.issuer);
    if (next.origin !== idp.issuer) {
      return next;
    }
    res =
      next.pathname.startsWith('/interaction/') && (await browser(next.href)).status === 200
        ? await browser(next.href, { method: 'POST', form: { email: login } })
        : await browser(next.href);
  }
  throw new Error(`The provider stopped at ${res.status}: ${await res.text()}`);
};

/**
 * Starts at the app as the sign-in page does, signs in at the identity provider's login page and
 * returns the authorization request and the app address the provider sends the browser back to.
 */
const throughProvider = async (app: Client, email: string, login = email, callbackURL = '/chat') => {
  const start = await app.request('/api/sso/start', { body: { email } });
  expect(start.status).toBe(200);
  const begun = await app.request('/api/auth/sign-in/social', {
    body: {
      provider: start.body.providerId,
      loginHint: email,
      callbackURL,
      errorCallbackURL: SSO_ERROR_CALLBACK,
    },
  });
  expect(begun.status, JSON.stringify(begun.body)).toBe(200);
  const authorize = new URL(String(begun.body.url));
  return { authorize, callback: await atProvider(authorize, login) };
};

/** A signed-in account connects its organisation's sign-in, as the profile page does. */
const linkThroughProvider = async (app: Client, login: string) => {
  const begun = await app.request('/api/auth/link-social', {
    body: { provider: NEUTRAL_PROVIDER, callbackURL: LINK_CALLBACK, errorCallbackURL: LINK_ERROR_CALLBACK },
  });
  expect(begun.status, JSON.stringify(begun.body)).toBe(200);
  return atProvider(new URL(String(begun.body.url)), login);
};

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** Signs the address in through its organisation's provider, in a new browser. */
const ssoSignIn = async (email: string, callbackURL?: string) => {
  const app = createAccountClient(t);
  const { callback } = await throughProvider(app, email, email, callbackURL);
  return { app, back: await app.request(pathOf(callback)) };
};

const organisationAccounts = async (email: string) =>
  t.database.db
    .select({ providerId: account.providerId })
    .from(account)
    .where(and(eq(account.userId, await userIdOf(email)), sql`${account.providerId} like 'org-%'`));

/** A stand-in identity provider whose discovery document is ours to write; it counts every request. */
const startCraftedIssuer = async (discovery: (origin: string) => Record<string, unknown>) => {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.url === '/jwks' ? { keys: [] } : discovery(origin)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: OPERATOR });
  organisationId = await addOrganisation('Exempelby kommun', '212000-0001', ['exempelby.se']);
  otherOrganisationId = await addOrganisation('Grannby kommun', '212000-0019', ['grannby.se']);
  thirdOrganisationId = await addOrganisation('Tredje kommun', '212000-0027', ['tredje.se']);
  idp = await startFakeOidcProvider({
    redirectUris: [organisationId, otherOrganisationId, thirdOrganisationId].map((id) =>
      ssoRedirectUri(t.config.publicUrl, id),
    ),
    unverified: ['ej.bekraftad@exempelby.se'],
  });
  operator = await verifiedUser(t, OPERATOR);
  const saved = await operator.request(`/api/admin/organisations/${organisationId}/sso`, {
    method: 'PUT',
    body: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: SECRET, domains: ['Exempelby.se'] },
  });
  expect(saved).toMatchObject({
    status: 200,
    body: {
      configured: true,
      issuer: idp.issuer,
      domains: ['exempelby.se'],
      redirectUri: `${t.config.publicUrl}/api/auth/callback/${ssoProviderId(organisationId)}`,
    },
  });
  expect(JSON.stringify(saved.body)).not.toContain(SECRET);
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

describe('single sign-on through the organisation’s OpenID provider', () => {
  it('keeps the client secret only encrypted', async () => {
    const [row] = await t.database.db
      .select()
      .from(organisationSso)
      .where(eq(organisationSso.organisationId, organisationId));
    expect(row?.clientSecretEncrypted).toMatch(/^v1:/);
    expect(row?.clientSecretEncrypted).not.toContain(SECRET);
  });

  it('signs a new member in with the code flow and PKCE, at the endpoints discovery gave', async () => {
    const app = createAccountClient(t);
    const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as {
      authorization_endpoint: string;
    };
    const { authorize, callback } = await throughProvider(app, 'anna.berg@exempelby.se');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(discovery.authorization_endpoint);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^.{16,}$/);
    expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email']),
    );
    expect(callback.searchParams.get('code')).toBeTruthy();

    const back = await app.request(pathOf(callback));
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/chat');
    const signedIn = await app.request('/api/auth/get-session');
    expect(signedIn.body.user).toMatchObject({ email: 'anna.berg@exempelby.se', emailVerified: true });
    // Signing in through the organisation's own provider makes one a member of it.
    const memberships = await t.database.db
      .select({ organisationId: organisationMembers.organisationId, role: organisationMembers.role })
      .from(organisationMembers)
      .innerJoin(user, eq(user.id, organisationMembers.userId))
      .where(eq(user.email, 'anna.berg@exempelby.se'));
    expect(memberships).toEqual([{ organisationId, role: 'member' }]);
  });

  it('signs the same member in again to the same account', async () => {
    const { app } = await ssoSignIn('anna.berg@exempelby.se');
    expect(app.signedIn()).toBe(true);
    const accounts = await t.database.db.select().from(user).where(eq(user.email, 'anna.berg@exempelby.se'));
    expect(accounts).toHaveLength(1);
  });

  it('returns to the safe path the sign-in page was given, such as an invitation', async () => {
    const invitation = '/inbjudan/abc123?fran=mejl';
    const { app, back } = await ssoSignIn('anna.berg@exempelby.se', invitation);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(invitation);
    expect(app.signedIn()).toBe(true);
  });

  it('refuses to start a sign-in that would return anywhere but a path on this site', async () => {
    const unsafe = [
      'https://evil.example/inbjudan/abc',
      '//evil.example/inbjudan/abc',
      '/\\evil.example',
      `${t.config.publicUrl}/chat`,
      'chat',
    ];
    const email = 'anna.berg@exempelby.se';
    for (const field of ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL']) {
      for (const value of unsafe) {
        const app = createAccountClient(t);
        const begun = await app.request('/api/auth/sign-in/social', {
          body: { provider: NEUTRAL_PROVIDER, loginHint: email, callbackURL: '/chat', [field]: value },
        });
        expect(begun.status, `${field}=${value}`).toBe(400);
        expect(begun.body.url).toBeUndefined();
      }
    }
  });

  it('refuses a callback whose state was not the one it sent', async () => {
    const app = createAccountClient(t);
    const { callback } = await throughProvider(app, 'bertil@exempelby.se');
    callback.searchParams.set('state', 'x'.repeat(32));
    const back = await app.request(pathOf(callback));
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(/[?&]error=state_mismatch/);
    expect(app.signedIn()).toBe(false);
    expect(await t.database.db.select().from(user).where(eq(user.email, 'bertil@exempelby.se'))).toEqual([]);
  });

  it('refuses an address whose domain no organisation signs in, in Swedish', async () => {
    const app = createAccountClient(t);
    const res = await app.request('/api/sso/start', { body: { email: 'cecilia@okand.se' } });
    expect(res).toMatchObject({
      status: 404,
      body: { message: expect.stringContaining('hör inte till någon organisation') },
    });
  });

  it('refuses an address outside the organisation’s domains even when its provider vouches for it', async () => {
    const app = createAccountClient(t);
    const { callback } = await throughProvider(app, 'david@exempelby.se', 'david@annan-kommun.se');
    const back = await app.request(pathOf(callback));
    expect(back.headers.get('location')).toContain(`${SSO_ERROR_CALLBACK}&error=`);
    expect(app.signedIn()).toBe(false);
    expect(await t.database.db.select().from(user).where(eq(user.email, 'david@annan-kommun.se'))).toEqual(
      [],
    );
  });

  it('gives no session when the provider has not verified the address', async () => {
    const { app, back } = await ssoSignIn('ej.bekraftad@exempelby.se');
    expect(back.headers.get('location')).toBe(`${SSO_ERROR_CALLBACK}&error=email_not_verified`);
    expect(app.signedIn()).toBe(false);
  });

  it('ends an SSO session after 30 idle minutes and 12 hours as for password users', async () => {
    for (const [email, change] of [
      ['idle@exempelby.se', { expiresAt: sql`now() - interval '1 second'` }],
      ['long.day@exempelby.se', { createdAt: sql`now() - interval '12 hours 1 second'` }],
    ] as const) {
      const { app } = await ssoSignIn(email);
      expect((await app.request('/api/account/profile')).status).toBe(200);
      await t.database.db
        .update(session)
        .set(change)
        .where(eq(session.userId, await userIdOf(email)));
      expect((await app.request('/api/account/profile')).status).toBe(401);
    }
  });

  it('answers the start the same for every domain, naming no organisation', async () => {
    const third = await operator.request(`/api/admin/organisations/${thirdOrganisationId}/sso`, {
      method: 'PUT',
      body: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: SECRET, domains: ['tredje.se'] },
    });
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    const app = createAccountClient(t);
    const first = await app.request('/api/sso/start', { body: { email: 'anna.berg@exempelby.se' } });
    const second = await app.request('/api/sso/start', { body: { email: 'erik@tredje.se' } });
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    for (const id of [organisationId, thirdOrganisationId]) {
      expect(JSON.stringify(first.body)).not.toContain(id);
    }
    // The address itself leads the sign-in to its organisation.
    const { callback } = await throughProvider(app, 'erik@tredje.se');
    expect(callback.pathname).toBe(`/api/auth/callback/${ssoProviderId(thirdOrganisationId)}`);
  });
});

describe('which domains an organisation’s sign-in may serve', () => {
  const organisationInput = (allowed: string[]) => ({
    name: 'Grannby kommun',
    org_number: '212000-0019',
    seats: 5,
    period_start: '2026-01-01',
    period_end: '2027-12-31',
    allowed_domains: allowed,
  });

  it('refuses a public mail domain such as gmail.com, for the organisation and for its sign-in', async () => {
    const organisation = await operator.request(`/api/admin/organisations/${otherOrganisationId}`, {
      method: 'PUT',
      body: organisationInput(['grannby.se', 'gmail.com']),
    });
    expect(organisation.status).toBe(400);
    expect(JSON.stringify(organisation.body)).toContain('gmail.com är en allmän e-posttjänst');
    const sso = await operator.request(`/api/admin/organisations/${otherOrganisationId}/sso`, {
      method: 'PUT',
      body: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: SECRET, domains: ['gmail.com'] },
    });
    expect(sso.status).toBe(400);
    expect(JSON.stringify(sso.body)).toContain('gmail.com är en allmän e-posttjänst');
  });

  it('refuses the operator’s own domain: that of ADMIN_EMAILS and of every admin account', async () => {
    const listed = await operator.request(`/api/admin/organisations/${otherOrganisationId}`, {
      method: 'PUT',
      body: organisationInput(['grannby.se', 'handlaggarstod.se']),
    });
    expect(listed.status).toBe(400);
    expect(JSON.stringify(listed.body)).toContain('handlaggarstod.se är tjänstens egen domän');

    await verifiedUser(t, 'drift@driftbolaget.se');
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.email, 'drift@driftbolaget.se'));
    const adminAccount = await operator.request(`/api/admin/organisations/${otherOrganisationId}`, {
      method: 'PUT',
      body: organisationInput(['grannby.se', 'driftbolaget.se']),
    });
    expect(adminAccount.status).toBe(400);
    expect(JSON.stringify(adminAccount.body)).toContain('driftbolaget.se är tjänstens egen domän');
  });

  it('refuses a domain that belongs to another organisation', async () => {
    const res = await operator.request(`/api/admin/organisations/${otherOrganisationId}`, {
      method: 'PUT',
      body: organisationInput(['grannby.se', 'exempelby.se']),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Domänen exempelby.se hör redan till en annan organisation.');
  });

  it('lets an organisation administrator choose among the operator’s domains, never add one', async () => {
    const admin = await verifiedUser(t, 'it@grannby.se');
    await addOrganisationAdmin(t.database.db, otherOrganisationId, await userIdOf('it@grannby.se'));
    const settings = { issuer: idp.issuer, clientId: idp.clientId, clientSecret: SECRET };
    for (const domain of ['exempelby.se', 'skola.grannby.se']) {
      const res = await admin.request('/api/organisation/sso', {
        method: 'PUT',
        body: { ...settings, domains: ['grannby.se', domain] },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        `Domänen ${domain} finns inte bland organisationens e-postdomäner. Tjänstens administratör lägger till organisationens domäner.`,
      );
    }
    const form = await admin.request('/api/organisation/sso');
    expect(form.body.allowedDomains).toEqual(['grannby.se']);

    // Once the operator adds the domain to the organisation, its administrator may choose it.
    expect(
      (
        await operator.request(`/api/admin/organisations/${otherOrganisationId}`, {
          method: 'PUT',
          body: organisationInput(['grannby.se', 'skola.grannby.se']),
        })
      ).status,
    ).toBe(200);
    const saved = await admin.request('/api/organisation/sso', {
      method: 'PUT',
      body: { ...settings, domains: ['grannby.se', 'skola.grannby.se'] },
    });
    expect(saved).toMatchObject({ status: 200, body: { domains: ['grannby.se', 'skola.grannby.se'] } });
  });

  it('serves no domain a stored sign-in lists outside the organisation’s own, such as a claim from before', async () => {
    // As an organisation administrator could save it before the rule: gmail.com and a neighbour's domain.
    await t.database.db
      .update(organisationSso)
      .set({ domains: ['grannby.se', 'gmail.com', 'exempelby.se'] })
      .where(eq(organisationSso.organisationId, otherOrganisationId));
    const app = createAccountClient(t);
    expect((await app.request('/api/sso/start', { body: { email: 'vem.som.helst@gmail.com' } })).status).toBe(
      404,
    );
    // Forced through the neighbour's provider, an exempelby.se address gets no identity there.
    const begun = await app.request('/api/auth/sign-in/social', {
      body: {
        provider: ssoProviderId(otherOrganisationId),
        callbackURL: '/chat',
        errorCallbackURL: SSO_ERROR_CALLBACK,
      },
    });
    expect(begun.status).toBe(200);
    const back = await app.request(
      pathOf(await atProvider(new URL(String(begun.body.url)), 'anna.berg@exempelby.se')),
    );
    expect(back.headers.get('location')).toContain(`${SSO_ERROR_CALLBACK}&error=`);
    expect(app.signedIn()).toBe(false);
    // Nor does the claim keep the domain's own organisation from configuring it.
    const owner = await operator.request(`/api/admin/organisations/${organisationId}/sso`, {
      method: 'PUT',
      body: { issuer: idp.issuer, clientId: idp.clientId, domains: ['exempelby.se'] },
    });
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    await t.database.db
      .update(organisationSso)
      .set({ domains: ['grannby.se'] })
      .where(eq(organisationSso.organisationId, otherOrganisationId));
  });
});

describe('existing accounts and the organisation’s sign-in', () => {
  it('does not sign a password account in through the organisation, nor link it', async () => {
    const email = 'lokal@exempelby.se';
    await verifiedUser(t, email);
    const { app, back } = await ssoSignIn(email);
    expect(back.headers.get('location')).toBe(`${SSO_ERROR_CALLBACK}&error=account_not_linked`);
    expect(app.signedIn()).toBe(false);
    expect(await organisationAccounts(email)).toEqual([]);
  });

  it('connects the organisation’s sign-in from the signed-in account, and then signs it in', async () => {
    const email = 'kopplar@exempelby.se';
    const owner = await verifiedUser(t, email);
    const back = await owner.request(pathOf(await linkThroughProvider(owner, email)));
    expect(back.headers.get('location')).toBe(LINK_CALLBACK);
    expect(await organisationAccounts(email)).toEqual([{ providerId: ssoProviderId(organisationId) }]);

    const { app } = await ssoSignIn(email);
    expect((await app.request('/api/auth/get-session')).body.user).toMatchObject({ email });
  });

  it('connects only the account’s own address', async () => {
    const email = 'egen.adress@exempelby.se';
    const owner = await verifiedUser(t, email);
    const back = await owner.request(pathOf(await linkThroughProvider(owner, 'nagon.annan@exempelby.se')));
    expect(back.headers.get('location')).toBe(`${LINK_ERROR_CALLBACK}&error=email_does_not_match`);
    expect(await organisationAccounts(email)).toEqual([]);
  });

  it('asks an account with two-factor authentication for a fresh sign-in before connecting', async () => {
    const email = 'gammal.inloggning@exempelby.se';
    const owner = await verifiedUser(t, email);
    await t.database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.email, email));
    await t.database.db
      .update(session)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(session.userId, await userIdOf(email)));
    const res = await owner.request('/api/auth/link-social', {
      body: { provider: NEUTRAL_PROVIDER, callbackURL: LINK_CALLBACK, errorCallbackURL: LINK_ERROR_CALLBACK },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('Logga ut och in igen med lösenord och kod från appen');
  });

  it('gives an account with two-factor authentication the code step after the organisation, not a session', async () => {
    const email = 'med.kod@exempelby.se';
    const owner = await verifiedUser(t, email);
    const enabled = await owner.request('/api/auth/two-factor/enable', { body: { password: 'Bostad2024' } });
    const uri = String(enabled.body.totpURI);
    expect(
      (await owner.request('/api/auth/two-factor/verify-totp', { body: { code: totpCode(uri) } })).status,
    ).toBe(200);
    await owner.request(pathOf(await linkThroughProvider(owner, email)));
    const sessionsBefore = await t.database.db
      .select()
      .from(session)
      .where(eq(session.userId, await userIdOf(email)));

    // The code step keeps the page the sign-in was to return to.
    const { app, back } = await ssoSignIn(email, '/organisation');
    expect(back.headers.get('location')).toBe(
      `${t.config.publicUrl}/login?steg=tvastegsverifiering&next=%2Forganisation`,
    );
    expect(app.signedIn()).toBe(false);
    expect((await app.request('/api/account/profile')).status).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(session)
        .where(eq(session.userId, await userIdOf(email))),
    ).toHaveLength(sessionsBefore.length);
    const verified = await app.request('/api/auth/two-factor/verify-totp', {
      body: { code: totpCode(uri, Date.now() + 30_000) },
    });
    expect(verified.status).toBe(200);
    expect((await app.request('/api/account/profile')).status).toBe(200);
  });

  it('never gives an account marked for two-factor authentication a session from the organisation alone', async () => {
    const email = 'flaggad@exempelby.se';
    await ssoSignIn(email);
    await t.database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.email, email));
    const { app, back } = await ssoSignIn(email, '/');
    expect(back.headers.get('location')).toBe(`${t.config.publicUrl}/login?steg=tvastegsverifiering`);
    expect(app.signedIn()).toBe(false);
  });

  it('never gives an admin account a session through the organisation without a second factor', async () => {
    const email = 'it-drift@exempelby.se';
    await ssoSignIn(email);
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.email, email));
    const sessionsOf = async () =>
      (
        await t.database.db
          .select()
          .from(session)
          .where(eq(session.userId, await userIdOf(email)))
      ).length;
    const before = await sessionsOf();
    try {
      const { app, back } = await ssoSignIn(email);
      expect(back.headers.get('location')).toBe(
        `${t.config.publicUrl}${SSO_ERROR_CALLBACK}&error=admin_needs_second_factor`,
      );
      expect(app.signedIn()).toBe(false);
      expect((await app.request('/api/account/profile')).status).toBe(401);
      expect(await sessionsOf()).toBe(before);
    } finally {
      // An admin account's domain is the operator's: the tests after this one need exempelby.se.
      await t.database.db.update(user).set({ role: 'user' }).where(eq(user.email, email));
    }
  });
});

describe('requests to the identity provider', () => {
  const settingsFor = (issuer: string) => ({
    issuer,
    clientId: idp.clientId,
    clientSecret: SECRET,
    domains: ['tredje.se'],
  });
  const startAt = async (email: string) => {
    const app = createAccountClient(t);
    return app.request('/api/auth/sign-in/social', {
      body: {
        provider: ssoProviderId(thirdOrganisationId),
        loginHint: email,
        callbackURL: '/chat',
        errorCallbackURL: SSO_ERROR_CALLBACK,
      },
    });
  };

  it('refuses a discovery document whose endpoints sit on another host', async () => {
    const elsewhere = await startCraftedIssuer(() => ({}));
    const crafted = await startCraftedIssuer((origin) => ({
      issuer: origin,
      authorization_endpoint: `${origin}/auth`,
      token_endpoint: `${elsewhere.issuer}/token`,
      jwks_uri: `${origin}/jwks`,
      id_token_signing_alg_values_supported: ['RS256'],
    }));
    try {
      const saved = await operator.request(`/api/admin/organisations/${thirdOrganisationId}/sso`, {
        method: 'PUT',
        body: settingsFor(crafted.issuer),
      });
      expect(saved.status).toBe(200);
      const res = await startAt('erik@tredje.se');
      expect(res).toMatchObject({
        status: 503,
        body: { message: expect.stringContaining('svarar inte just nu') },
      });
      expect(crafted.requests).toContain('GET /.well-known/openid-configuration');
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await crafted.close();
      await elsewhere.close();
    }
  });

  it('gives up on a provider that does not answer, in a few seconds', async () => {
    const silent: TcpServer = createTcpServer(() => {
      // Accepts the connection and never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const issuer = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      expect(
        (
          await operator.request(`/api/admin/organisations/${thirdOrganisationId}/sso`, {
            method: 'PUT',
            body: settingsFor(issuer),
          })
        ).status,
      ).toBe(200);
      const res = await startAt('erik@tredje.se');
      expect(res).toMatchObject({
        status: 503,
        body: { message: expect.stringContaining('svarar inte just nu') },
      });
    } finally {
      silent.close();
    }
  }, 20_000);

  it('refuses an issuer on an internal network, in Swedish', async () => {
    for (const issuer of [
      'https://10.0.0.8/tenant',
      'https://169.254.169.254',
      'https://[::ffff:192.168.1.1]',
    ]) {
      const res = await operator.request(`/api/admin/organisations/${thirdOrganisationId}/sso`, {
        method: 'PUT',
        body: settingsFor(issuer),
      });
      expect(res.status, issuer).toBe(400);
      expect(res.body.message).toBe(
        'Utfärdarens adress leder till ett internt nät eller till den här servern. Ange identitetstjänstens publika adress.',
      );
    }
  });

  it('refuses a provider on this machine when loopback issuers are switched off, at saving and at sign-in', async () => {
    const strict = await createTestApp(
      { ADMIN_EMAILS: OPERATOR, SSO_ALLOW_LOOPBACK_ISSUER: 'false' },
      { database: t.database },
    );
    const strictOperator = createAccountClient(strict);
    for (const [name, value] of operator.cookies) {
      strictOperator.cookies.set(name, value);
    }
    for (const issuer of [idp.issuer, idp.issuer.replace('127.0.0.1', 'localhost')]) {
      const saved = await strictOperator.request(`/api/admin/organisations/${organisationId}/sso`, {
        method: 'PUT',
        body: { issuer, clientId: idp.clientId, domains: ['exempelby.se'] },
      });
      expect(saved.status, issuer).toBe(400);
      expect(saved.body.message).toContain('leder till ett internt nät eller till den här servern');
    }
    // The provider saved earlier (while allowed) is refused at sign-in too.
    const res = await createAccountClient(strict).request('/api/auth/sign-in/social', {
      body: {
        provider: ssoProviderId(organisationId),
        loginHint: 'anna.berg@exempelby.se',
        callbackURL: '/chat',
        errorCallbackURL: SSO_ERROR_CALLBACK,
      },
    });
    expect(res.status).toBe(503);
  });
});

describe('who may set an organisation’s sign-in', () => {
  const input = () => ({ issuer: idp.issuer, clientId: 'app', domains: ['grannby.se'] });

  it('lets an organisation administrator set their own organisation only', async () => {
    const email = 'it-chef@grannby.se';
    const admin = await verifiedUser(t, email);
    expect((await admin.request('/api/organisation/sso')).status).toBe(403);
    await addOrganisationAdmin(t.database.db, thirdOrganisationId, await userIdOf(email));
    await t.database.db
      .delete(organisationSso)
      .where(eq(organisationSso.organisationId, thirdOrganisationId));

    const own = { ...input(), domains: ['tredje.se'] };
    const first = await admin.request('/api/organisation/sso', { method: 'PUT', body: own });
    expect(first).toMatchObject({ status: 400, body: { message: 'Ange klienthemligheten.' } });
    const saved = await admin.request('/api/organisation/sso', {
      method: 'PUT',
      body: { ...own, clientSecret: 'tredje-hemlighet' },
    });
    expect(saved).toMatchObject({ status: 200, body: { configured: true, domains: ['tredje.se'] } });
    // A later change may keep the stored secret.
    const renamed = await admin.request('/api/organisation/sso', {
      method: 'PUT',
      body: { ...own, clientId: 'app-2' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { clientId: 'app-2' } });

    expect(
      (
        await admin.request(`/api/admin/organisations/${organisationId}/sso`, {
          method: 'PUT',
          body: input(),
        })
      ).status,
    ).toBe(403);
  });

  it('lists every organisation for the operator with whether it has its own sign-in', async () => {
    const list = await operator.request('/api/admin/sso');
    expect(list.body.organisations).toEqual([
      { id: organisationId, name: 'Exempelby kommun', configured: true },
      { id: otherOrganisationId, name: 'Grannby kommun', configured: true },
      { id: thirdOrganisationId, name: 'Tredje kommun', configured: true },
    ]);
  });

  it('refuses an issuer that is not https, in Swedish', async () => {
    const res = await operator.request(`/api/admin/organisations/${otherOrganisationId}/sso`, {
      method: 'PUT',
      body: { ...input(), issuer: 'http://idp.example.org' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Utfärdarens adress måste börja med https://.');
  });

  it('writes every change of a sign-in, and every refused one, to the admin audit log', async () => {
    const entries = async () =>
      t.database.db
        .select({
          actorId: adminAuditLog.actorId,
          action: adminAuditLog.action,
          result: adminAuditLog.result,
          details: adminAuditLog.details,
        })
        .from(adminAuditLog)
        .where(sql`${adminAuditLog.action} like '%organisation_sso'`)
        .orderBy(adminAuditLog.createdAt);
    const before = (await entries()).length;
    const organisationAdmin = createAccountClient(t);
    const signIn = await organisationAdmin.request('/api/auth/sign-in/email', {
      body: { email: 'it-chef@grannby.se', password: 'Bostad2024' },
    });
    expect(signIn.status).toBe(200);

    await operator.request(`/api/admin/organisations/${organisationId}/sso`, {
      method: 'PUT',
      body: { issuer: idp.issuer, clientId: idp.clientId, domains: ['exempelby.se'] },
    });
    await organisationAdmin.request('/api/organisation/sso', {
      method: 'PUT',
      body: { issuer: idp.issuer, clientId: 'app-3', domains: ['tredje.se', 'exempelby.se'] },
    });
    await organisationAdmin.request('/api/organisation/sso', { method: 'DELETE' });

    const written = (await entries()).slice(before);
    expect(written).toEqual([
      {
        actorId: await userIdOf(OPERATOR),
        action: 'set_organisation_sso',
        result: 'ok',
        details: expect.objectContaining({
          organisation_id: organisationId,
          as: 'operator',
          issuer: idp.issuer,
          domains: ['exempelby.se'],
          client_secret_changed: false,
        }),
      },
      {
        actorId: await userIdOf('it-chef@grannby.se'),
        action: 'set_organisation_sso',
        result: 'failed',
        details: expect.objectContaining({
          organisation_id: thirdOrganisationId,
          as: 'organisation_admin',
          domains: ['tredje.se', 'exempelby.se'],
          error: expect.stringContaining(
            'Domänen exempelby.se finns inte bland organisationens e-postdomäner',
          ),
        }),
      },
      {
        actorId: await userIdOf('it-chef@grannby.se'),
        action: 'remove_organisation_sso',
        result: 'ok',
        details: { organisation_id: thirdOrganisationId, as: 'organisation_admin' },
      },
    ]);
    expect(JSON.stringify(written)).not.toContain(SECRET);
  });
});
