import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DEV_OPEN_RETRIEVAL: 'false' });
});
afterAll(() => t.close());

it('refuses retrieval with 403 when the development switch is off', async () => {
  const res = await t.app.request('/api/retrieve', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'hiss' }),
  });
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({
    code: 'forbidden',
    message: 'Du har inte behörighet för denna åtgärd.',
  });
});
