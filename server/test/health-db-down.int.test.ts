import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close().catch(() => undefined));

it('answers 503 with a generic Swedish message when the database is gone', async () => {
  await t.database.close();
  const res = await t.app.request('/api/health');
  expect(res.status).toBe(503);
  expect(await res.json()).toMatchObject({
    code: 'service_unavailable',
    message: 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.',
  });
});
