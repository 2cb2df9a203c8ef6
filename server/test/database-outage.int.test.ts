import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { signedInMember } from './account-client';
import { startTcpProxy } from './tcp-proxy';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase, testDatabaseKind } from './test-database';

// A database that goes away must give every API route a 503 with Retry-After and a Swedish
// message, not a 500. On PostgreSQL a TCP proxy drops the connections (and lets them through
// again, to show recovery without a restart); PGlite can only be closed.

const UNAVAILABLE = {
  code: 'service_unavailable',
  message: 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.',
};

let t: TestApp;
let member: Awaited<ReturnType<typeof signedInMember>>;
let cut: () => Promise<void>;
let restore: (() => Promise<void>) | undefined;
let cleanUp = async () => {};

beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    const base = await createTestDatabase();
    const url = new URL(base.url ?? '');
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    t = await createTestApp({}, { database });
    cut = proxy.cut;
    restore = proxy.restore;
    cleanUp = async () => {
      await proxy.restore().catch(() => undefined);
      await database.close();
      await base.close();
      await proxy.cut();
    };
  } else {
    t = await createTestApp();
    cut = () => t.database.close();
  }
  member = await signedInMember(t, 'avbrott@kommun.se');
});
afterAll(() => cleanUp());

const feedback = {
  client_id: '6f1f5a52-4c8e-4c4f-9d55-1f0a3c1b2e77',
  question: 'Vem beslutar om bidraget?',
  answer: 'Kommunen.',
  feedback_type: 'helpful',
};

describe('when the database goes away', () => {
  it('answers API routes with 503, Retry-After and a Swedish message', async () => {
    expect((await member.request('/api/account/profile')).status).toBe(200);
    await cut();
    const calls = [
      () => member.request('/api/account/profile'),
      () => member.request('/api/auth/get-session'),
      () => member.request('/api/billing/check-subscription', { method: 'POST' }),
      () => member.request('/api/feedback', { body: feedback }),
      () =>
        member.request('/api/auth/sign-in/email', {
          body: { email: 'avbrott@kommun.se', password: 'Bostad2024' },
        }),
      () => member.request('/api/health'),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject(UNAVAILABLE);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it.runIf(testDatabaseKind() === 'postgres')('recovers without a restart when it is back', async () => {
    await restore?.();
    // The pool opens new connections on demand; the first attempts may still meet dead ones.
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = (await member.request('/api/account/profile')).status;
    }
    expect(status).toBe(200);
  });
});
