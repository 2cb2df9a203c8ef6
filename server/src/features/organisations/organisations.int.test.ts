import { randomUUID } from 'node:crypto';
import { licenceEndedMessage, ORGANISATION_MESSAGES } from '@app/common';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountClient, latestMail, signedInMember, validSignup } from '../../../test/account-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { organisations, organisationUsageWeekly, user } from '../../db/schema';
import { takeSeat } from './organisation-repository';

const OPERATOR = 'operator@handlaggarstod.se';
let t: TestApp;
let operator: ReturnType<typeof createAccountClient>;

beforeAll(async () => {
  // No corpus: a question without sources is answered (with a refusal) and counted all the same.
  t = await createTestApp({ ADMIN_EMAILS: OPERATOR });
  operator = await signedInMember(t, OPERATOR);
});
afterAll(() => t.close());

type Client = ReturnType<typeof createAccountClient>;

const organisationInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Exempels kommun',
  org_number: '212000-0142',
  seats: 2,
  period_start: '2026-01-01',
  period_end: '2099-12-31',
  allowed_domains: [],
  invoice_reference: 'KS-2026-17',
  admin_email: null,
  ...overrides,
});

/** The invitation link's path, from the last invitation mail to the address. */
const invitationPath = async (to: string) => {
  const { path } = await latestMail(t, to, 'organisation_invitation');
  expect(path).toMatch(/^\/organisation\/inbjudan\?token=/);
  return path ?? '';
};
const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token') ?? '';

/** Signs up (with the terms) and uses the invitation mailed to the address. */
const acceptAs = async (email: string): Promise<Client> => {
  const client = await signedInMember(t, email);
  const res = await client.request('/api/organisations/invitations/accept', {
    body: { token: tokenOf(await invitationPath(email)) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return client;
};

/** An organisation made by the operator, with its administrator signed in. */
const organisationWithAdmin = async (label: string, overrides: Record<string, unknown> = {}) => {
  const adminEmail = `admin-${label}@kommun.se`;
  const created = await operator.request('/api/admin/organisations', {
    body: organisationInput({ admin_email: adminEmail, ...overrides }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: String(created.body.id), admin: await acceptAs(adminEmail) };
};

const retrieve = (client: Client) =>
  client.request('/api/retrieve', { body: { query: 'bostadsanpassningsbidrag hyresgäst' } });

describe('the operator', () => {
  it('refuses an organisation number whose check digit is wrong, in Swedish', async () => {
    const res = await operator.request('/api/admin/organisations', {
      body: organisationInput({ org_number: '212000-0143' }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(ORGANISATION_MESSAGES.orgNumberChecksum);
  });

  it('cannot set fewer seats than there are members', async () => {
    const { id, admin } = await organisationWithAdmin('seats', { org_number: '2120000159' });
    await admin.request(`/api/organisations/${id}/invitations`, { body: { email: 'anna@seats.se' } });
    await acceptAs('anna@seats.se');
    const res = await operator.request(`/api/admin/organisations/${id}`, {
      method: 'PUT',
      body: organisationInput({ org_number: '212000-0159', seats: 0 }),
    });
    expect(res.status).toBe(400);
    const fewer = await operator.request(`/api/admin/organisations/${id}`, {
      method: 'PUT',
      body: organisationInput({ org_number: '212000-0159', seats: 1 }),
    });
    expect(fewer.status).toBe(200);
    const list = await operator.request('/api/admin/organisations');
    const row = (list.body.organisations as { id: string; seats: number; seats_used: number }[]).find(
      (o) => o.id === id,
    );
    expect(row).toMatchObject({ seats: 1, seats_used: 1 });
  });
});

describe('an organisation with two seats', () => {
  let id = '';
  let admin: Client;
  let member: Client;

  beforeAll(async () => {
    ({ id, admin } = await organisationWithAdmin('two', { org_number: '212000-0167' }));
  });

  it('lets its administrator invite two members and refuses a third for lack of seats', async () => {
    for (const email of ['forsta@kommun.se', 'andra@kommun.se']) {
      const res = await admin.request(`/api/organisations/${id}/invitations`, { body: { email } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const third = await admin.request(`/api/organisations/${id}/invitations`, {
      body: { email: 'tredje@kommun.se' },
    });
    expect(third.status).toBe(400);
    expect(third.body.message).toBe(ORGANISATION_MESSAGES.noSeatsLeft);
    const overview = await admin.request(`/api/organisations/${id}`);
    expect(overview.body).toMatchObject({ seats_free: 0 });
    expect((overview.body.invitations as unknown[]).length).toBe(2);
  });

  it('gives a member the tool without a personal subscription, through the one gate', async () => {
    const outsider = await signedInMember(t, 'utan-licens@kommun.se');
    expect((await retrieve(outsider)).status).toBe(403);

    member = await acceptAs('forsta@kommun.se');
    expect((await retrieve(member)).status).toBe(200);
    const status = await member.request('/api/billing/check-subscription', { method: 'POST' });
    expect(status.body).toMatchObject({
      subscribed: false,
      tool_access: true,
      organisation_licence: { organisation_name: 'Exempels kommun', period_end: '2099-12-31', active: true },
    });
  });

  it("names a live link's organisation and role to anyone holding it, signed in or not, and no more", async () => {
    const anonymous = createAccountClient(t);
    const details = (token: string) =>
      anonymous.request('/api/organisation-invitations/details', { body: { token } });
    expect(await details(tokenOf(await invitationPath('andra@kommun.se')))).toMatchObject({
      status: 200,
      body: { organisation_name: 'Exempels kommun', role: 'member' },
    });
    expect(await details(tokenOf(await invitationPath('admin-two@kommun.se')))).toMatchObject({
      status: 400,
      body: { message: ORGANISATION_MESSAGES.invitationInvalid },
    });
    expect((await details('x'.repeat(40))).status).toBe(400);

    await operator.request('/api/admin/organisations', {
      body: organisationInput({ org_number: '212000-0191', admin_email: 'ny-admin@kommun.se' }),
    });
    expect((await details(tokenOf(await invitationPath('ny-admin@kommun.se')))).body).toEqual({
      organisation_name: 'Exempels kommun',
      role: 'org_admin',
    });
  });

  it('brings a visitor who signs up from an invitation back to it by the verification link, never off the site', async () => {
    const invitation = await invitationPath('andra@kommun.se');
    const visitor = createAccountClient(t);
    for (const offSite of ['https://elak.example/x', '//elak.example/x', '/\\elak.example']) {
      const refused = await visitor.request('/api/account/signup', {
        body: { ...validSignup('via-inbjudan@kommun.se'), return_to: offSite },
      });
      expect(refused.status).toBe(400);
    }
    await visitor.request('/api/account/signup', {
      body: { ...validSignup('via-inbjudan@kommun.se'), return_to: invitation },
    });
    const verified = await visitor.request(
      (await latestMail(t, 'via-inbjudan@kommun.se', 'verification')).path ?? '',
    );
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe(invitation);
  });

  it('uses an invitation link once only', async () => {
    const path = await invitationPath('forsta@kommun.se');
    const again = await member.request('/api/organisations/invitations/accept', {
      body: { token: tokenOf(path) },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ORGANISATION_MESSAGES.invitationInvalid);
  });

  it('refuses an invitation to anyone but the invited address', async () => {
    const other = await signedInMember(t, 'nagon-annan@kommun.se');
    const res = await other.request('/api/organisations/invitations/accept', {
      body: { token: tokenOf(await invitationPath('andra@kommun.se')) },
    });
    expect(res.status).toBe(403);
    // The link still works for the right person.
    await acceptAs('andra@kommun.se');
  });

  it('counts questions per week and topic and feedback per type, without texts or users', async () => {
    const asked = await member.request('/api/chat/answer', {
      body: {
        userQuestion: 'Kan en person som hyr i andra hand få bostadsanpassningsbidrag?',
        category: 'BAB-handläggare',
        subtopic: 'Beviljanderegler och kriterier',
      },
    });
    expect(asked.status).toBe(200);
    const feedback = await member.request('/api/feedback', {
      body: { client_id: randomUUID(), feedback_type: 'helpful', question: 'Fråga', answer: 'Svar' },
    });
    expect(feedback.status).toBe(201);

    const usage = await admin.request(`/api/organisations/${id}/usage`);
    expect(usage.status).toBe(200);
    expect(usage.body).toEqual({
      weeks: [
        {
          week_start: expect.any(String),
          questions: 1,
          feedback_helpful: 1,
          feedback_not_helpful: 0,
          feedback_incorrect: 0,
        },
      ],
      topics: [{ topic: 'Beviljanderegler och kriterier', questions: 1 }],
    });
    const stored = await t.database.db.select().from(organisationUsageWeekly);
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(
      [
        'feedbackHelpful',
        'feedbackIncorrect',
        'feedbackNotHelpful',
        'organisationId',
        'questions',
        'topic',
        'weekStart',
      ].sort(),
    );
  });

  it('shows the organisation to its own administrator only', async () => {
    const other = await organisationWithAdmin('other', { org_number: '212000-0175' });
    for (const [client, expected] of [
      [other.admin, 403],
      [member, 403],
      [operator, 403],
      [admin, 200],
    ] as const) {
      expect((await client.request(`/api/organisations/${id}`)).status).toBe(expected);
      expect((await client.request(`/api/organisations/${id}/usage`)).status).toBe(expected);
    }
    const mine = await admin.request('/api/organisations/mine');
    expect(mine.body).toEqual({ administered: [{ id, name: 'Exempels kommun' }] });
  });

  it('frees the seat of a removed member', async () => {
    const [andra] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'andra@kommun.se'));
    const removed = await admin.request(`/api/organisations/${id}/members/${andra?.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    const overview = await admin.request(`/api/organisations/${id}`);
    expect(overview.body).toMatchObject({ seats_free: 1, organisation: { seats_used: 1 } });
  });

  it('ends access when the period ends, with a notice naming the organisation and its last day', async () => {
    await t.database.db
      .update(organisations)
      .set({ periodStart: '2025-01-01', periodEnd: '2025-12-31' })
      .where(eq(organisations.id, id));
    const res = await retrieve(member);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      licenceEndedMessage({ organisation_name: 'Exempels kommun', period_end: '2025-12-31' }),
    );
  });
});

describe('pending invitations', () => {
  it('counts only invitations that would take a seat, the same in the operator list and on the organisation page', async () => {
    const { id, admin } = await organisationWithAdmin('pending', { org_number: '212000-0209', seats: 3 });
    // A second administrator, invited by the operator and not yet accepted, holds no seat.
    const edited = await operator.request(`/api/admin/organisations/${id}`, {
      method: 'PUT',
      body: organisationInput({ org_number: '212000-0209', seats: 3, admin_email: 'admin-andra@kommun.se' }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const invited = await admin.request(`/api/organisations/${id}/invitations`, {
      body: { email: 'vantar@kommun.se' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);

    const overview = await admin.request(`/api/organisations/${id}`);
    expect(
      (overview.body.invitations as { role: string }[]).map((invitation) => invitation.role).sort(),
    ).toEqual(['member', 'org_admin']);
    expect(overview.body).toMatchObject({ pending_invitations: 1, seats_free: 2 });
    const list = await operator.request('/api/admin/organisations');
    const row = (list.body.organisations as { id: string; pending_invitations: number }[]).find(
      (o) => o.id === id,
    );
    expect(row?.pending_invitations).toBe(1);
  });
});

describe('joining by e-mail domain', () => {
  it('makes a verified sign-in with an allowed domain a member while seats remain', async () => {
    await operator.request('/api/admin/organisations', {
      body: organisationInput({ org_number: '212000-0183', seats: 1, allowed_domains: ['domankommun.se'] }),
    });
    const first = await signedInMember(t, 'ett@domankommun.se');
    expect((await retrieve(first)).status).toBe(200);
    const second = await signedInMember(t, 'tva@domankommun.se');
    expect((await retrieve(second)).status).toBe(403);
  });

  it('does not bring back a removed member at the next sign-in, until invited again', async () => {
    const { id, admin } = await organisationWithAdmin('atervand', {
      org_number: '212000-0233',
      allowed_domains: ['atervand.se'],
    });
    const email = 'tove@atervand.se';
    const signIn = async () => {
      const client = createAccountClient(t);
      const res = await client.request('/api/auth/sign-in/email', {
        body: { email, password: 'Bostad2024' },
      });
      expect(res.status).toBe(200);
      return client;
    };
    const memberEmails = async () =>
      ((await admin.request(`/api/organisations/${id}`)).body.members as { email: string }[]).map(
        (member) => member.email,
      );
    const tove = await signedInMember(t, email);
    expect(await memberEmails()).toContain(email);

    const [account] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const removed = await admin.request(`/api/organisations/${id}/members/${account?.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect((await retrieve(await signIn())).status).toBe(403);
    expect(await memberEmails()).not.toContain(email);

    await admin.request(`/api/organisations/${id}/invitations`, { body: { email } });
    const accepted = await tove.request('/api/organisations/invitations/accept', {
      body: { token: tokenOf(await invitationPath(email)) },
    });
    expect(accepted.status).toBe(200);
    expect(await memberEmails()).toContain(email);
    expect((await retrieve(await signIn())).status).toBe(200);
  });
});

describe('seat counting', () => {
  it('gives exactly one of 20 parallel joins the last seat', async () => {
    const database = await createTestDatabase({ poolSize: 20 });
    try {
      const { db } = database;
      const [organisation] = await db
        .insert(organisations)
        .values({
          name: 'Kapplöpningens kommun',
          orgNumber: '212000-0191',
          seats: 3,
          seatsUsed: 2,
          periodStart: '2026-01-01',
          periodEnd: '2099-12-31',
        })
        .returning({ id: organisations.id });
      const ids = Array.from({ length: 20 }, (_, i) => `racer-${i}`);
      await db.insert(user).values(ids.map((id) => ({ id, name: id, email: `${id}@kommun.se` })));
      const outcomes = await Promise.all(ids.map((id) => takeSeat(db, organisation?.id ?? '', id)));
      expect(outcomes.filter((outcome) => outcome === 'joined')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'no_seat')).toHaveLength(19);
      const [row] = await db
        .execute(
          sql`select seats_used, (select count(*)::int from organisation_members) as members from organisations`,
        )
        .then((result) => (result as unknown as { rows: { seats_used: number; members: number }[] }).rows);
      expect(row).toEqual({ seats_used: 3, members: 1 });
    } finally {
      await database.close();
    }
  });
});
