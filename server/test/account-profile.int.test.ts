import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_TOKEN_CHECK_LIMIT } from '../src/features/account/account-service';
import { createAccountClient, latestMail, verifiedUser } from './account-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Bostad2024';

const signIn = async (email: string) => {
  const client = createAccountClient(t);
  const res = await client.request('/api/auth/sign-in/email', { body: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return client;
};

describe('the profile', () => {
  it('counts sign-ins, so the first visit can be told from the later ones', async () => {
    const email = 'forsta.besok@kommun.se';
    const first = await verifiedUser(t, email);
    expect((await first.request('/api/account/profile')).body).toMatchObject({ sign_in_count: 1 });
    const again = await signIn(email);
    expect((await again.request('/api/account/profile')).body).toMatchObject({ sign_in_count: 2 });
  });

  it('changes the name, job title and workplace by the sign-up rules', async () => {
    const client = await verifiedUser(t, 'andra.uppgifter@kommun.se');
    expect((await client.request('/api/account/profile')).body).toMatchObject({
      name: 'Anna Andersson',
      job_title: 'Handläggare',
      workplace: null,
    });

    const changed = await client.request('/api/account/profile', {
      method: 'PATCH',
      body: { name: ' Anna Åberg ', job_title: 'Jurist', workplace: ' Exempelkommunen ' },
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { name: 'Anna Åberg', job_title: 'Jurist', workplace: 'Exempelkommunen' },
    });
    expect((await client.request('/api/auth/get-session')).body).toMatchObject({
      user: { name: 'Anna Åberg' },
    });

    const refused = await client.request('/api/account/profile', {
      method: 'PATCH',
      body: { name: 'R2D2', job_title: 'Astronaut', workplace: 'x'.repeat(101) },
    });
    expect(refused.status).toBe(400);
    expect((refused.body.issues as { message: string }[]).map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'Namnet får endast innehålla bokstäver, mellanslag, bindestreck och apostrofer',
        'Välj vad du arbetar som',
        'Arbetsplats får vara max 100 tecken',
      ]),
    );
    const cleared = await client.request('/api/account/profile', {
      method: 'PATCH',
      body: { name: 'Anna Åberg', job_title: 'Jurist', workplace: '' },
    });
    expect(cleared.body).toMatchObject({ workplace: null });
  });
});

describe('checking a reset link', () => {
  const resetToken = async (email: string) => {
    const client = createAccountClient(t);
    await client.request('/api/auth/request-password-reset', {
      body: { email, redirectTo: '/update-password' },
    });
    const { path } = await latestMail(t, email, 'password_reset');
    return new URL(path ?? '', t.config.publicUrl).searchParams.get('token') ?? '';
  };

  it('tells a live token from a used or unknown one, without using it up', async () => {
    const email = 'kolla.lanken@kommun.se';
    await verifiedUser(t, email);
    const token = await resetToken(email);
    const visitor = createAccountClient(t);
    const check = (value: string) =>
      visitor.request('/api/account/password-reset/check', { body: { token: value } });

    expect(await check(token)).toMatchObject({ status: 200, body: { usable: true } });
    expect(await check(token)).toMatchObject({ status: 200, body: { usable: true } });
    const reset = await visitor.request('/api/auth/reset-password', {
      body: { newPassword: 'Nytt2024', token },
    });
    expect(reset.status).toBe(200);
    expect(await check(token)).toMatchObject({ status: 200, body: { usable: false } });
    expect(await check('inte-en-riktig-kod')).toMatchObject({ status: 200, body: { usable: false } });
    expect(await check('')).toMatchObject({
      status: 400,
      body: { issues: [{ message: 'Länken saknar kod' }] },
    });
  });

  it('is rate-limited per client address', async () => {
    const visitor = createAccountClient(t);
    const statuses: number[] = [];
    for (let i = 0; i <= RESET_TOKEN_CHECK_LIMIT.perAddress; i++) {
      statuses.push(
        (await visitor.request('/api/account/password-reset/check', { body: { token: `gissning-${i}` } }))
          .status,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    const other = await createAccountClient(t).request('/api/account/password-reset/check', {
      body: { token: 'gissning' },
    });
    expect(other.status).toBe(200);
  });
});

describe('cancelling a deletion by signing in again', () => {
  it('is confirmed by mail and shown to the session that cancelled it', async () => {
    const email = 'angrar.mig@kommun.se';
    const client = await verifiedUser(t, email);
    const requested = await client.request('/api/account/deletion-request', { body: { password: PASSWORD } });
    expect(requested.status).toBe(200);
    expect((await latestMail(t, email, 'deletion_cancelled')).mail).toBeUndefined();

    const back = await signIn(email);
    const { mail } = await latestMail(t, email, 'deletion_cancelled');
    expect(mail?.subject).toContain('Raderingen av ditt konto');
    expect(mail?.text).toContain('vi har avbrutit raderingen');
    expect((await back.request('/api/account/profile')).body).toMatchObject({ deletion_cancelled: true });

    // A later session has nothing to report.
    const later = await signIn(email);
    expect((await later.request('/api/account/profile')).body).toMatchObject({ deletion_cancelled: false });
  });
});
