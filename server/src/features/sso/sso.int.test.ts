import { SSO_ERROR_CALLBACK, ssoProviderId, ssoRedirectUri } from '@app/common';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOidcProvider, startFakeOidcProvider } from '../../../../e2e/tests/support/oidc-provider';
import { createAccountClient, verifiedUser } from '../../../test/account-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { organisationMembers, organisationSso, organisations, session, user } from '../../db/schema';

const OPERATOR = 'operator@handlaggarstod.se';
const SECRET = 'fake-idp-client-secret-0123456789abcdef';

let t: TestApp;
let idp: FakeOidcProvider;
let organisationId: string;
let otherOrganisationId: string;
let operator: ReturnType<typeof createAccountClient>;

const addOrganisation = async (name: string, orgNumber: string) => {
  const [row] = await t.database.db
    .insert(organisations)
    .values({ name, orgNumber, seats: 5, periodStart: '2026-01-01', periodEnd: '2027-12-31' })
    .returning({ id: organisations.id });
  return row?.id ?? '';
};

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

/**
 * Starts at the app as the sign-in page does, signs in at the identity provider's login page and
 * returns the authorization request and the app address the provider sends the browser back to.
 */
const throughProvider = async (app: ReturnType<typeof createAccountClient>, email: string, login = email) => {
  const start = await app.request('/api/sso/start', { body: { email } });
  expect(start.status).toBe(200);
  const begun = await app.request('/api/auth/sign-in/social', {
    body: { provider: start.body.providerId, callbackURL: '/chat', errorCallbackURL: SSO_ERROR_CALLBACK },
  });
  expect(begun.status).toBe(200);
  const authorize = new URL(String(begun.body.url));
  const browser = idpBrowser();
  let res = await browser(authorize.href);
  while (res.status >= 300 && res.status < 400) {
    const next = new URL(res.headers.get('location') ?? '', idp.issuer);
    if (next.origin !== idp.issuer) {
      return { authorize, callback: next };
    }
    res =
      next.pathname.startsWith('/interaction/') && (await browser(next.href)).status === 200
        ? await browser(next.href, { method: 'POST', form: { email: login } })
        : await browser(next.href);
  }
  throw new Error(`The provider stopped at ${res.status}: ${await res.text()}`);
};

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: OPERATOR });
  organisationId = await addOrganisation('Exempelby kommun', '212000-0001');
  otherOrganisationId = await addOrganisation('Grannby kommun', '212000-0002');
  idp = await startFakeOidcProvider({
    redirectUris: [ssoRedirectUri(t.config.publicUrl, organisationId)],
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
    const app = createAccountClient(t);
    const { callback } = await throughProvider(app, 'anna.berg@exempelby.se');
    await app.request(pathOf(callback));
    expect(app.signedIn()).toBe(true);
    const accounts = await t.database.db.select().from(user).where(eq(user.email, 'anna.berg@exempelby.se'));
    expect(accounts).toHaveLength(1);
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
    const app = createAccountClient(t);
    const { callback } = await throughProvider(app, 'ej.bekraftad@exempelby.se');
    const back = await app.request(pathOf(callback));
    expect(back.headers.get('location')).toBe(`${SSO_ERROR_CALLBACK}&error=email_not_verified`);
    expect(app.signedIn()).toBe(false);
  });

  it('ends an SSO session after 30 idle minutes and 12 hours as for password users', async () => {
    for (const [email, change] of [
      ['idle@exempelby.se', { expiresAt: sql`now() - interval '1 second'` }],
      ['long.day@exempelby.se', { createdAt: sql`now() - interval '12 hours 1 second'` }],
    ] as const) {
      const app = createAccountClient(t);
      const { callback } = await throughProvider(app, email);
      await app.request(pathOf(callback));
      expect((await app.request('/api/account/profile')).status).toBe(200);
      const [account] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      await t.database.db
        .update(session)
        .set(change)
        .where(eq(session.userId, account?.id ?? ''));
      expect((await app.request('/api/account/profile')).status).toBe(401);
    }
  });
});

describe('who may set an organisation’s sign-in', () => {
  const input = { issuer: 'https://login.example.org/tenant/v2.0', clientId: 'app', domains: ['grannby.se'] };

  it('lets an organisation administrator set their own organisation only', async () => {
    const email = 'it-chef@grannby.se';
    const admin = await verifiedUser(t, email);
    expect((await admin.request('/api/organisation/sso')).status).toBe(403);
    const [account] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await t.database.db
      .insert(organisationMembers)
      .values({ organisationId: otherOrganisationId, userId: account?.id ?? '', role: 'org_admin' });

    const first = await admin.request('/api/organisation/sso', { method: 'PUT', body: input });
    expect(first).toMatchObject({ status: 400, body: { message: 'Ange klienthemligheten.' } });
    const saved = await admin.request('/api/organisation/sso', {
      method: 'PUT',
      body: { ...input, clientSecret: 'grannby-hemlighet' },
    });
    expect(saved).toMatchObject({ status: 200, body: { configured: true, domains: ['grannby.se'] } });
    // A later change may keep the stored secret.
    const renamed = await admin.request('/api/organisation/sso', {
      method: 'PUT',
      body: { ...input, clientId: 'app-2' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { clientId: 'app-2' } });

    expect(
      (await admin.request(`/api/admin/organisations/${organisationId}/sso`, { method: 'PUT', body: input }))
        .status,
    ).toBe(403);
    const taken = await admin.request('/api/organisation/sso', {
      method: 'PUT',
      body: { ...input, domains: ['exempelby.se'] },
    });
    expect(taken).toMatchObject({
      status: 400,
      body: { message: 'Domänen exempelby.se används redan av en annan organisations inloggning.' },
    });
  });

  it('lists every organisation for the operator with whether it has its own sign-in', async () => {
    const list = await operator.request('/api/admin/sso');
    expect(list.body.organisations).toEqual([
      { id: organisationId, name: 'Exempelby kommun', configured: true },
      { id: otherOrganisationId, name: 'Grannby kommun', configured: true },
    ]);
  });

  it('refuses an issuer that is not https, in Swedish', async () => {
    const res = await operator.request(`/api/admin/organisations/${otherOrganisationId}/sso`, {
      method: 'PUT',
      body: { ...input, issuer: 'http://idp.example.org' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Utfärdarens adress måste börja med https://.');
  });
});
