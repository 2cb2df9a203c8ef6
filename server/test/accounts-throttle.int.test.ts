import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_LIMIT } from '../src/config';
import { createAccountClient, latestMail, validSignup } from './account-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = async (to: string) => (await t.services.mailer.latest(200)).filter((m) => m.toAddress === to);

describe('sign-up throttling', () => {
  it('queues at most a few mails for 40 parallel sign-ups of an existing address', async () => {
    const email = 'agare@kommun.se';
    const owner = createAccountClient(t);
    await owner.request('/api/account/signup', { body: validSignup(email) });
    await owner.request((await latestMail(t, email, 'verification')).path ?? '');
    // From 40 different client addresses, so only the per-e-mail limit can hold them back.
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        createAccountClient(t).request('/api/account/signup', { body: validSignup(email) }),
      ),
    );
    const mails = await mailsTo(email);
    // One verification mail from the owner's own sign-up; the rest are 'you already have an account'.
    expect(mails.length).toBeLessThanOrEqual(SIGN_UP_LIMIT.perEmail);
    expect(answers.filter((res) => res.status === 200).length).toBe(SIGN_UP_LIMIT.perEmail - 1);
    const refused = answers.find((res) => res.status === 429);
    expect(refused?.body).toMatchObject({
      code: 'rate_limited',
      message: 'För många registreringsförsök. Vänta en stund och försök igen.',
    });
  });

  it('answers a new and an existing address alike when both are throttled', async () => {
    const ask = (email: string) =>
      createAccountClient(t).request('/api/account/signup', { body: validSignup(email) });
    const existingEmail = 'finns.sedan@kommun.se';
    const owner = createAccountClient(t);
    await owner.request('/api/account/signup', { body: validSignup(existingEmail) });
    await owner.request((await latestMail(t, existingEmail, 'verification')).path ?? '');
    for (let i = 0; i < SIGN_UP_LIMIT.perEmail; i++) {
      await ask('helt.okand@kommun.se');
      await ask(existingEmail);
    }
    const [unknown, existing] = await Promise.all([ask('helt.okand@kommun.se'), ask(existingEmail)]);
    expect(unknown.status).toBe(429);
    expect(unknown.status).toBe(existing.status);
    const { requestId: _a, ...unknownBody } = unknown.body;
    const { requestId: _b, ...existingBody } = existing.body;
    expect(unknownBody).toEqual(existingBody);
  });

  it('limits sign-ups from one client address', async () => {
    const client = createAccountClient(t);
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_UP_LIMIT.perAddress; i++) {
      statuses.push(
        (await client.request('/api/account/signup', { body: validSignup(`kontor${i}@kommun.se`) })).status,
      );
    }
    expect(statuses.slice(0, SIGN_UP_LIMIT.perAddress).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await mailsTo(`kontor${SIGN_UP_LIMIT.perAddress}@kommun.se`)).length).toBe(0);
  });
});

describe('better-auth rate limits per client address', () => {
  it('lets every page load read its session, but holds back repeated sign-in attempts', async () => {
    const client = createAccountClient(t);
    const reads = await Promise.all(
      Array.from({ length: 150 }, () => client.request('/api/auth/get-session')),
    );
    expect(reads.every((res) => res.status === 200)).toBe(true);

    const attempts: number[] = [];
    for (let i = 0; i < 12; i++) {
      attempts.push(
        (
          await client.request('/api/auth/sign-in/email', {
            body: { email: `okand${i}@kommun.se`, password: 'fel-losenord-1' },
          })
        ).status,
      );
    }
    expect(attempts.at(-1)).toBe(429);
  });
});
