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

it('refuses retrieval without a session (401) and for a user who is not an admin (403)', async () => {
  const anonymous = await ask(createAccountClient(t));
  expect(anonymous).toMatchObject({ status: 401, body: { code: 'unauthorized' } });

  const client = createAccountClient(t);
  await client.request('/api/account/signup', { body: validSignup('vanlig@kommun.se') });
  await client.request((await latestMail(t, 'vanlig@kommun.se', 'verification')).path ?? '');
  const user = await ask(client);
  expect(user).toMatchObject({
    status: 403,
    body: { code: 'forbidden', message: 'Du har inte behörighet för denna åtgärd.' },
  });
});
