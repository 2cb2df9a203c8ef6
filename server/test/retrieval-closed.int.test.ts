import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccountClient, latestMail, validSignup } from './account-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (client: ReturnType<typeof createAccountClient>) =>
  client.request('/api/retrieve', { body: { query: 'hiss' } });

it('refuses retrieval without a session, before the terms are accepted, and without a subscription', async () => {
  expect(await ask(createAccountClient(t))).toMatchObject({ status: 401, body: { code: 'unauthorized' } });

  const client = createAccountClient(t);
  await client.request('/api/account/signup', { body: validSignup('vanlig@kommun.se') });
  await client.request((await latestMail(t, 'vanlig@kommun.se', 'verification')).path ?? '');
  expect(await ask(client)).toMatchObject({
    status: 403,
    body: {
      code: 'forbidden',
      message: 'Du behöver godkänna användarvillkoren innan du kan använda verktyget.',
    },
  });

  expect((await client.request('/api/account/terms', { method: 'POST' })).status).toBe(200);
  expect(await ask(client)).toMatchObject({
    status: 403,
    body: {
      code: 'subscription_required',
      message: 'Du behöver en aktiv prenumeration för att använda denna funktion.',
    },
  });
});
