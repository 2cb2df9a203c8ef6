import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../src/db/database';
import { feedback } from '../src/db/schema';
import { createAccountClient, latestMail, validSignup } from './account-client';
import { startTcpProxy } from './fakes/tcp-proxy';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase, testDatabaseKind } from './test-database';

/**
 * The app talks to PostgreSQL through a TCP proxy that cuts every connection twice while
 * feedback is being written. Every write the app acknowledged must be in the database
 * afterwards, the process must survive, and the app must recover without a restart.
 * PGlite runs in-process, so there is no connection to cut there.
 */
const WRITERS = 4;
const USERS = 12;
const WRITES = 120;
const PAUSE_BETWEEN_WRITES_MS = 20;
// By progress rather than by clock, so a slow machine sees the same test: the connections are
// cut after the 25th and the 70th write, for 800 ms and 500 ms.
const OUTAGES = [
  { afterWrites: 25, downMs: 800 },
  { afterWrites: 70, downMs: 500 },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'a database that drops its connections during writes',
  () => {
    let direct: Database & { url?: string };
    let proxied: Database;
    let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
    let t: TestApp;
    const poolErrors: Error[] = [];

    beforeAll(async () => {
      direct = await createTestDatabase();
      const url = new URL(direct.url ?? '');
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      proxied = await openDatabase({
        kind: 'postgres',
        url: url.toString(),
        poolSize: 4,
        onPoolError: (error) => poolErrors.push(error),
      });
      t = await createTestApp({}, { database: proxied });
    });
    afterAll(async () => {
      await proxied?.close().catch(() => undefined);
      await proxy?.close();
      await direct?.close();
    });

    /** Cookies of a verified user who has accepted the terms (feedback needs both). */
    const feedbackWriter = async (n: number) => {
      const email = `skribent-${n}@kommun.se`;
      const client = createAccountClient(t);
      await client.request('/api/account/signup', { body: validSignup(email) });
      await client.request((await latestMail(t, email, 'verification')).path ?? '');
      expect((await client.request('/api/account/terms', { method: 'POST' })).status).toBe(200);
      return client;
    };

    it('keeps every acknowledged write, survives and recovers', async () => {
      const writers = await Promise.all(Array.from({ length: USERS }, (_, n) => feedbackWriter(n)));
      const acknowledged: string[] = [];
      const refused = new Map<number, number>();
      let attempts = 0;

      const faults = (async () => {
        for (const outage of OUTAGES) {
          while (attempts < outage.afterWrites) {
            await sleep(5);
          }
          proxy.drop();
          await sleep(outage.downMs);
          proxy.restore();
        }
      })();
      const write = async () => {
        while (attempts < WRITES) {
          attempts += 1;
          const writer = writers[attempts % USERS];
          const res = await writer?.request('/api/feedback', {
            body: {
              client_id: randomUUID(),
              question: `Fråga ${attempts}`,
              answer: 'Svar',
              feedback_type: 'helpful',
            },
          });
          if (res?.status === 201) {
            acknowledged.push(String(res.body.id));
          } else if (res) {
            refused.set(res.status, (refused.get(res.status) ?? 0) + 1);
          }
          await sleep(PAUSE_BETWEEN_WRITES_MS);
        }
      };
      await Promise.all([faults, ...Array.from({ length: WRITERS }, write)]);

      // Recovers on its own, without a restart: the next write after the outage is acknowledged.
      let recovered = false;
      for (let tries = 0; tries < 50 && !recovered; tries += 1) {
        recovered = (await t.app.request('/api/health')).status === 200;
        if (!recovered) {
          await sleep(200);
        }
      }
      expect(recovered).toBe(true);
      const after = await writers[0]?.request('/api/feedback', {
        body: {
          client_id: randomUUID(),
          question: 'Efter avbrottet',
          answer: 'Svar',
          feedback_type: 'helpful',
        },
      });
      expect(after?.status).toBe(201);
      acknowledged.push(String(after?.body.id));

      const present = await direct.db
        .select({ id: feedback.id })
        .from(feedback)
        .where(inArray(feedback.id, acknowledged));
      const [rows] = await queryRows<{ count: string }>(
        direct.db,
        sql`select count(*) as count from feedback`,
      );
      console.warn(
        `db fault test: ${attempts} writes, two outages; ${acknowledged.length} acknowledged, ` +
          `${present.length} of them present, ${rows?.count} rows in all; refused by status: ` +
          `${JSON.stringify(Object.fromEntries(refused))}; ${poolErrors.length} pool errors handled`,
      );
      expect(acknowledged.length).toBeGreaterThan(10);
      // The outage was felt: some writes were refused while the connections were down.
      expect([...refused.keys()].length).toBeGreaterThan(0);
      expect(present.length).toBe(acknowledged.length);
      expect(Number(rows?.count)).toBeGreaterThanOrEqual(acknowledged.length);
    }, 120_000);
  },
);
