import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, organisations, session, user } from '../src/db/schema';
import { addOrganisationAdmin, takeSeat } from '../src/features/organisations/organisation-repository';
import { createAccountClient, latestMail, validSignup } from './account-client';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every /api route with the guard it must have. A new route fails this test until it is listed
 * here, and a listed guard is checked against what each kind of visitor actually gets:
 * - public: nobody is refused;
 * - user: a session (anonymous → 401);
 * - terms: a session and the accepted terms (→ 403 without them);
 * - subscription: terms and an active subscription, or the admin role (→ 403 without);
 * - admin: the admin role (→ 403 for everyone else);
 * - org_admin: an administrator of the organisation in the path (→ 403 for everyone else, the
 *   operator and the administrator of another organisation included);
 * - organisation_admin: an organisation's administrator, acting on their own organisation (no id in
 *   the path; → 403 for everyone who administers none, the operator included);
 * - closed: refused to everyone (403), kept by better-auth for its own use only.
 * better-auth's own endpoints (under the one route /api/auth/*) are listed one by one.
 */
type Guard =
  | 'public'
  | 'user'
  | 'terms'
  | 'subscription'
  | 'admin'
  | 'org_admin'
  | 'organisation_admin'
  | 'closed';

const ROUTES: Record<string, Guard> = {
  'GET /api/health': 'public',
  'GET /api/docs': 'public',
  'GET /api/version': 'public',
  'GET /api/changelog': 'public',
  'GET /api/supplier': 'public',
  // Development only (not mounted in production).
  'GET /api/dev/mail': 'public',
  'POST /api/account/signup': 'public',
  'GET /api/account/profile': 'user',
  'PATCH /api/account/profile': 'user',
  'POST /api/account/password-reset/check': 'public',
  'POST /api/account/verification-mail': 'public',
  'POST /api/account/terms': 'user',
  'POST /api/account/logout-and-reset': 'user',
  'POST /api/account/deletion-request': 'user',
  'POST /api/retrieve': 'subscription',
  'POST /api/embeddings/statement': 'subscription',
  'POST /api/chat/answer': 'subscription',
  // The chat's roles, topics and suggested questions: for whoever may ask.
  'GET /api/chat/areas': 'subscription',
  'POST /api/feedback': 'terms',
  'POST /api/contact': 'public',
  'POST /api/info-chat': 'public',
  // The open legal database (/rattsdatabas): read-only, limited per client address.
  'GET /api/rattsfall': 'public',
  'GET /api/rattsfall/filter': 'public',
  'GET /api/rattsfall/:id': 'public',
  'POST /api/billing/check-subscription': 'user',
  'POST /api/billing/create-checkout': 'user',
  'POST /api/billing/customer-portal': 'user',
  'GET /api/billing/receipts/:id': 'user',
  'GET /api/billing/demo/checkout/:id': 'user',
  'POST /api/billing/demo/checkout/:id/:action': 'user',
  'GET /api/billing/demo/portal': 'user',
  'GET /api/billing/demo/portal/confirm/:change': 'user',
  // The legal-case database's admin tools (/rattsdatabas-dev).
  'GET /api/admin/legal-cases': 'admin',
  'GET /api/admin/legal-cases/overview': 'admin',
  'POST /api/admin/legal-cases/:id/summary': 'admin',
  'POST /api/admin/legal-cases/:id/pdf': 'admin',
  'POST /api/admin/legal-cases/scrape-jobs': 'admin',
  'GET /api/admin/legal-cases/scrape-jobs/latest': 'admin',
  'DELETE /api/admin/legal-cases/test-cases': 'admin',
  'POST /api/admin/legal-cases/test-function': 'admin',
  'POST /api/admin/legal-cases/test-simple-bab': 'admin',
  'POST /api/billing/demo/portal/:action': 'user',
  'POST /api/billing/demo/portal/switch/:tier': 'user',
  'GET /api/admin/access': 'admin',
  // Single sign-on: the operator for any organisation, an organisation's administrator for their own.
  'GET /api/admin/sso': 'admin',
  'GET /api/admin/organisations/:id/sso': 'admin',
  'PUT /api/admin/organisations/:id/sso': 'admin',
  'DELETE /api/admin/organisations/:id/sso': 'admin',
  'GET /api/organisation/sso': 'organisation_admin',
  'PUT /api/organisation/sso': 'organisation_admin',
  'DELETE /api/organisation/sso': 'organisation_admin',
  'POST /api/sso/start': 'public',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/:id/feedback': 'admin',
  'GET /api/admin/feedback': 'admin',
  'POST /api/admin/feedback/clear': 'admin',
  'GET /api/admin/audit-log': 'admin',
  // The internal test pages (/debug-test, /enhanced-search).
  'POST /api/admin/debug-test': 'admin',
  'POST /api/admin/enhanced-search': 'admin',
  // The embedding test and migration pages.
  'GET /api/admin/embeddings/stats': 'admin',
  'GET /api/admin/embeddings/category': 'admin',
  'POST /api/admin/embeddings/process': 'admin',
  'GET /api/admin/embeddings/migration': 'admin',
  'POST /api/admin/embeddings/migration': 'admin',
  'GET /api/admin/organisations': 'admin',
  'POST /api/admin/organisations': 'admin',
  'PUT /api/admin/organisations/:id': 'admin',
  'GET /api/organisations/mine': 'user',
  // What an invitation link offers, for the signed-out visitor who opens it too.
  'POST /api/organisation-invitations/details': 'public',
  'POST /api/organisations/invitations/accept': 'user',
  'GET /api/organisations/:id': 'org_admin',
  'POST /api/organisations/:id/invitations': 'org_admin',
  'DELETE /api/organisations/:id/invitations/:invitationId': 'org_admin',
  'DELETE /api/organisations/:id/members/:userId': 'org_admin',
  'GET /api/organisations/:id/usage': 'org_admin',

  // better-auth: signing in, signing up and the links in mails need no session.
  'GET /api/auth/ok': 'public',
  'GET /api/auth/error': 'public',
  'GET /api/auth/get-session': 'public',
  'POST /api/auth/get-session': 'public',
  'POST /api/auth/sign-in/email': 'public',
  'POST /api/auth/sign-in/magic-link': 'public',
  'POST /api/auth/sign-in/social': 'public',
  // Accounts are made only through /api/account/signup (consent, name rules, one transaction).
  'POST /api/auth/sign-up/email': 'closed',
  'POST /api/auth/sign-out': 'public',
  'GET /api/auth/magic-link/verify': 'public',
  'GET /api/auth/verify-email': 'public',
  // A new verification mail only through /api/account/verification-mail (its limits).
  'POST /api/auth/send-verification-email': 'closed',
  'POST /api/auth/request-password-reset': 'public',
  'GET /api/auth/reset-password/:token': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/delete-user/callback': 'public',
  'GET /api/auth/callback/:id': 'public',
  'POST /api/auth/callback/:id': 'public',
  // The second sign-in step: a challenge cookie, not a session, decides.
  'POST /api/auth/two-factor/send-otp': 'public',
  'POST /api/auth/two-factor/verify-otp': 'public',
  'POST /api/auth/two-factor/verify-totp': 'public',
  'POST /api/auth/two-factor/verify-backup-code': 'public',
  // better-auth: the signed-in user's own account.
  'GET /api/auth/account-info': 'user',
  'GET /api/auth/list-accounts': 'user',
  'GET /api/auth/list-sessions': 'user',
  'POST /api/auth/update-user': 'user',
  'POST /api/auth/update-session': 'user',
  'POST /api/auth/change-email': 'user',
  'POST /api/auth/change-password': 'user',
  'POST /api/auth/verify-password': 'user',
  'POST /api/auth/delete-user': 'user',
  'POST /api/auth/revoke-session': 'user',
  'POST /api/auth/revoke-sessions': 'user',
  'POST /api/auth/revoke-other-sessions': 'user',
  'POST /api/auth/link-social': 'user',
  'POST /api/auth/unlink-account': 'user',
  'POST /api/auth/refresh-token': 'user',
  'POST /api/auth/get-access-token': 'user',
  'POST /api/auth/two-factor/enable': 'user',
  'POST /api/auth/two-factor/disable': 'user',
  'POST /api/auth/two-factor/get-totp-uri': 'user',
  'POST /api/auth/two-factor/generate-backup-codes': 'user',
  // better-auth's admin plugin.
  'GET /api/auth/admin/get-user': 'admin',
  'GET /api/auth/admin/list-users': 'admin',
  'POST /api/auth/admin/ban-user': 'admin',
  'POST /api/auth/admin/unban-user': 'admin',
  'POST /api/auth/admin/create-user': 'admin',
  'POST /api/auth/admin/update-user': 'admin',
  'POST /api/auth/admin/remove-user': 'admin',
  'POST /api/auth/admin/set-role': 'admin',
  'POST /api/auth/admin/set-user-password': 'admin',
  // Would let an admin be a user without their second factor; nothing in the product uses it.
  'POST /api/auth/admin/impersonate-user': 'closed',
  'POST /api/auth/admin/stop-impersonating': 'user',
  'POST /api/auth/admin/has-permission': 'user',
  'POST /api/auth/admin/list-user-sessions': 'admin',
  'POST /api/auth/admin/revoke-user-session': 'admin',
  'POST /api/auth/admin/revoke-user-sessions': 'admin',
};

/**
 * better-auth's admin endpoints that change an account, each with the action of the one audit
 * entry a successful call writes. Every admin endpoint is here, read-only or closed.
 */
const ADMIN_ENDPOINT_AUDIT: Record<string, string | 'read-only' | 'closed'> = {
  'POST /api/auth/admin/create-user': 'create_user',
  'POST /api/auth/admin/update-user': 'update_user',
  'POST /api/auth/admin/set-role': 'set_role',
  'POST /api/auth/admin/set-user-password': 'set_user_password',
  'POST /api/auth/admin/ban-user': 'ban_user',
  'POST /api/auth/admin/unban-user': 'unban_user',
  'POST /api/auth/admin/revoke-user-session': 'revoke_user_session',
  'POST /api/auth/admin/revoke-user-sessions': 'revoke_user_sessions',
  'POST /api/auth/admin/remove-user': 'remove_user',
  'POST /api/auth/admin/impersonate-user': 'closed',
  // Ends an impersonation, which the closed endpoint above can no longer start.
  'POST /api/auth/admin/stop-impersonating': 'read-only',
  'GET /api/auth/admin/get-user': 'read-only',
  'GET /api/auth/admin/list-users': 'read-only',
  'POST /api/auth/admin/list-user-sessions': 'read-only',
  'POST /api/auth/admin/has-permission': 'read-only',
};

/** member: a seat in an organisation; org_admin: administers another organisation than the path's. */
const ROLES = ['anonymous', 'user', 'terms', 'subscriber', 'member', 'org_admin', 'admin'] as const;
type Role = (typeof ROLES)[number];

const EVERYONE_REFUSED = Object.fromEntries(ROLES.map((role) => [role, 403])) as Record<Role, 403>;

/** The status each guard gives each role it refuses; every other role must get through. */
const REFUSED: Record<Guard, Partial<Record<Role, 401 | 403>>> = {
  public: {},
  user: { anonymous: 401 },
  terms: { anonymous: 401, user: 403 },
  subscription: { anonymous: 401, user: 403, terms: 403, org_admin: 403 },
  admin: { anonymous: 401, user: 403, terms: 403, subscriber: 403, member: 403, org_admin: 403 },
  org_admin: { ...EVERYONE_REFUSED, anonymous: 401 },
  organisation_admin: { anonymous: 401, user: 403, terms: 403, subscriber: 403, member: 403, admin: 403 },
  closed: EVERYONE_REFUSED,
};

const ADMIN_EMAILS = Array.from({ length: 100 }, (_, i) => `chef-${i}@kommun.se`);

let t: TestApp;

beforeAll(async () => {
  // Each request comes from its own address, so better-auth's per-address limit never answers first.
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAILS.join(','), TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

/** Hono's routes under /api (middleware and the catch-all aside), and better-auth's endpoints. */
const enumerateRoutes = (): string[] => {
  const hono = t.app.routes
    .filter(
      (route) => route.method !== 'ALL' && route.path.startsWith('/api/') && route.path !== '/api/auth/*',
    )
    .map((route) => `${route.method} ${route.path}`);
  const endpoints = Object.values(
    t.services.auth.api as unknown as Record<
      string,
      { path?: string; options?: { method?: string | string[] } }
    >,
  ).flatMap((endpoint) =>
    endpoint.path
      ? [endpoint.options?.method ?? []].flat().map((method) => `${method} /api/auth${endpoint.path}`)
      : [],
  );
  return [...new Set([...hono, ...endpoints])].sort();
};

// Per-address limits (sign-up, better-auth's) would otherwise answer before the guard does.
const anyAddress = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

let organisationCount = 0;
/** A new organisation with a running licence, which the account joins in the role. */
const joinNewOrganisation = async (role: 'member' | 'org_admin', email: string) => {
  organisationCount += 1;
  const { db } = t.database;
  const [organisation] = await db
    .insert(organisations)
    .values({
      name: `Kommun ${organisationCount}`,
      orgNumber: `role-${organisationCount}`,
      seats: 1,
      periodStart: '2026-01-01',
      periodEnd: '2099-12-31',
    })
    .returning({ id: organisations.id });
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!organisation || !account) {
    throw new Error('the organisation or the account was not created');
  }
  if (role === 'member') {
    expect(await takeSeat(db, organisation.id, account.id)).toBe('joined');
  } else {
    await addOrganisationAdmin(db, organisation.id, account.id);
  }
};

let accounts = 0;
const nextAccount = () => {
  accounts += 1;
  return accounts;
};
/** A fresh client of the role: signed up and verified, then terms, subscription or admin as needed. */
const signedInAs = async (role: Role, email = `${role}-${nextAccount()}@kommun.se`) => {
  const client = createAccountClient(t);
  if (role === 'anonymous') {
    return { client, email: undefined };
  }
  await client.request('/api/account/signup', { body: validSignup(email), headers: anyAddress() });
  await client.request((await latestMail(t, email, 'verification')).path ?? '', { headers: anyAddress() });
  if (role !== 'user') {
    await client.request('/api/account/terms', { method: 'POST', headers: anyAddress() });
  }
  if (role === 'subscriber') {
    const checkout = await client.request('/api/billing/create-checkout', {
      body: { tier: 'monthly' },
      headers: anyAddress(),
    });
    await client.request(`${String(checkout.body.url).replace(t.config.publicUrl, '')}/confirm`, {
      method: 'POST',
      headers: anyAddress(),
    });
  }
  if (role === 'member' || role === 'org_admin') {
    await joinNewOrganisation(role, email);
  }
  expect(client.signedIn()).toBe(true);
  return { client, email };
};

const concretePath = (path: string) =>
  path
    .replace(':tier', 'monthly')
    .replace(':action', 'cancel')
    .replace(':token', 'not-a-token')
    .replace(/:\w+/g, randomUUID());

/**
 * better-auth checks the input before the session, so its endpoints get a body (and query) that
 * passes every one of their schemas (unknown fields are dropped); ours check the guard first.
 */
const someone = randomUUID();
const AUTH_INPUT = {
  userId: someone,
  id: someone,
  accountId: someone,
  sessionToken: 'not-a-session',
  token: 'not-a-token',
  role: 'user',
  name: 'Nils Nilsson',
  email: 'nils@kommun.se',
  newEmail: 'nils.nilsson@kommun.se',
  password: 'Bostad2024',
  currentPassword: 'Bostad2024',
  newPassword: 'Bostad2025',
  providerId: 'credential',
  provider: 'google',
  data: { name: 'Nils Nilsson' },
  permissions: { user: ['list'] },
  callbackURL: '/',
};
// Endpoints that refuse unknown fields.
const STRICT_AUTH_INPUT: Record<string, { body?: object; query?: string }> = {
  '/api/auth/refresh-token': { body: { accountId: someone, userId: someone } },
  '/api/auth/get-access-token': { body: { accountId: someone, userId: someone } },
  '/api/auth/account-info': { query: `accountId=${someone}` },
  // Only the name may change, by the sign-up rules.
  '/api/auth/update-user': { body: { name: 'Nils Nilsson' } },
};
const inputFor = (method: string, path: string) => {
  if (!path.startsWith('/api/auth/')) {
    return { path: concretePath(path), ...(method === 'POST' || method === 'PUT' ? { body: {} } : {}) };
  }
  const strict = STRICT_AUTH_INPUT[path];
  if (method === 'POST') {
    return { path: concretePath(path), body: strict?.body ?? AUTH_INPUT };
  }
  const query = strict?.query ?? `id=${someone}&userId=${someone}&token=x&callbackURL=/`;
  return { path: `${concretePath(path)}?${query}` };
};

describe('the route table', () => {
  it('declares a guard for every /api route, and only for routes that exist', () => {
    const routes = enumerateRoutes();
    expect(routes.filter((route) => !(route in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('holds every operation of the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/docs')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.filter((operation) => !(operation in ROUTES))).toEqual([]);
  });

  it('gives each role what the declared guard says', async () => {
    // The account the sign-in endpoints are called with (they must let anyone try).
    await signedInAs('user', AUTH_INPUT.email);
    const fresh = (role: Role) =>
      signedInAs(role, role === 'admin' ? ADMIN_EMAILS[nextAccount()] : undefined);
    const clients = new Map<Role, Awaited<ReturnType<typeof signedInAs>>>();
    for (const role of ROLES) {
      clients.set(role, await fresh(role));
    }
    const mismatches: string[] = [];
    for (const [route, guard] of Object.entries(ROUTES)) {
      const [method = 'GET', path = ''] = route.split(' ');
      for (const role of ROLES) {
        const { client, email } = clients.get(role) ?? (await fresh(role));
        const input = inputFor(method, path);
        const res = await client.request(input.path, {
          method,
          ...(input.body ? { body: input.body } : {}),
          headers: anyAddress(),
        });
        const refused = REFUSED[guard][role];
        if (refused ? res.status !== refused : res.status === 401 || res.status === 403) {
          mismatches.push(
            `${route} as ${role}: ${res.status}, expected ${refused ?? 'not 401/403'} (${guard}) ${JSON.stringify(res.body).slice(0, 160)}`,
          );
        }
        // A route may end the session or sign someone else in; the next route gets a fresh account.
        if (role !== 'anonymous') {
          const session = await client.request('/api/auth/get-session', { headers: anyAddress() });
          if ((session.body?.user as { email?: string } | undefined)?.email !== email) {
            clients.set(role, await fresh(role));
          }
        } else if (client.signedIn()) {
          clients.set(role, await fresh(role));
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 600_000);

  it('keeps one audit entry for each admin endpoint that changes an account, and none when it fails', async () => {
    const adminEndpoints = enumerateRoutes().filter((route) => route.includes(' /api/auth/admin/'));
    expect(adminEndpoints.filter((route) => !(route in ADMIN_ENDPOINT_AUDIT))).toEqual([]);

    const { client: admin, email: adminEmail } = await signedInAs('admin', ADMIN_EMAILS[nextAccount()]);
    const idOf = async (email: string) =>
      (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? '';
    const adminId = await idOf(adminEmail ?? '');
    /** A signed-in account for the call to act on, and the body that names it. */
    const target = async (): Promise<{ userId: string; body: Record<string, unknown> }> => {
      const email = `mal-${nextAccount()}@kommun.se`;
      await signedInAs('user', email);
      return { userId: await idOf(email), body: { userId: await idOf(email) } };
    };
    const sessionTokenOf = async (userId: string) =>
      (
        await t.database.db.select({ token: session.token }).from(session).where(eq(session.userId, userId))
      )[0]?.token;
    const calls: Record<string, () => Promise<{ userId: string | null; body: Record<string, unknown> }>> = {
      create_user: async () => ({
        userId: null,
        body: { email: `ny-${nextAccount()}@kommun.se`, password: 'Bostad2024', name: 'Ny Person' },
      }),
      update_user: async () => {
        const { userId } = await target();
        return { userId, body: { userId, data: { name: 'Nytt Namn' } } };
      },
      set_role: async () => {
        const { userId } = await target();
        return { userId, body: { userId, role: 'admin' } };
      },
      set_user_password: async () => {
        const { userId } = await target();
        return { userId, body: { userId, newPassword: 'Hemligt2025' } };
      },
      ban_user: async () => {
        const { userId } = await target();
        return { userId, body: { userId, banReason: 'Missbruk' } };
      },
      unban_user: target,
      revoke_user_session: async () => {
        const { userId } = await target();
        return { userId, body: { sessionToken: await sessionTokenOf(userId) } };
      },
      revoke_user_sessions: target,
      remove_user: target,
    };
    const entriesOf = (action: string) =>
      t.database.db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.actorId, adminId)));

    const problems: string[] = [];
    for (const [route, action] of Object.entries(ADMIN_ENDPOINT_AUDIT)) {
      if (action === 'read-only' || action === 'closed') {
        continue;
      }
      const call = calls[action];
      if (!call) {
        problems.push(`${route}: no call in the test for ${action}`);
        continue;
      }
      const [, path = ''] = route.split(' ');
      const { userId, body } = await call();
      const res = await admin.request(path, { body, headers: anyAddress() });
      const entries = await entriesOf(action);
      const createdId = (res.body.user as { id?: string } | undefined)?.id;
      if (res.status !== 200 || entries.length !== 1) {
        problems.push(
          `${route}: ${res.status}, ${entries.length} entries ${JSON.stringify(res.body).slice(0, 120)}`,
        );
        continue;
      }
      expect(entries[0]).toMatchObject({ result: 'ok', details: { targetUserId: userId ?? createdId } });
      expect(JSON.stringify(entries[0]?.details)).not.toMatch(/Bostad2024|Hemligt2025|sessionToken/);
    }
    expect(problems).toEqual([]);

    // A call that fails (no such account) leaves nothing.
    const failed = await admin.request('/api/auth/admin/ban-user', {
      body: { userId: randomUUID() },
      headers: anyAddress(),
    });
    expect(failed.status).toBe(404);
    expect(await entriesOf('ban_user')).toHaveLength(1);
  }, 120_000);
});
