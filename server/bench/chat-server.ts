// The chat benchmark's server: the app alone in its own process and event loop, as in
// production, with subscribers made through the real sign-up. Started by chat-bench.ts with fork().
// Given a database URL it joins that PostgreSQL database instead, as a further instance.
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { createAccountClient, latestMail, validSignup } from '../test/account-client';
import { databaseUrl, withAdmin } from '../test/postgres-admin';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

export type ChatServerReady = {
  base: string;
  origin: string;
  cookies: string[];
  /** The PostgreSQL database further instances join; none on PGlite. */
  databaseUrl: string | undefined;
};
/**
 * What the benchmark asks of the server: its CPU time so far; a corpus change, answered once the
 * database has announced it (the facts then rebuild in the background); the corpus facts' builds;
 * or to stop.
 */
export type ChatServerRequest = 'cpu' | 'change' | 'facts' | 'stop';

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Subscribers made through the real sign-up, verification, terms and test checkout. */
const subscribers = async (t: TestApp, count: number) => {
  const users: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `bench-${i}@kommun.se`;
    const client = createAccountClient(t);
    // Each user from an address of its own, as in an office: the sign-in limiter counts per address.
    const headers = { 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` };
    await client.request('/api/account/signup', { body: validSignup(email), headers });
    await client.request((await latestMail(t, email, 'verification')).path ?? '', { headers });
    await client.request('/api/account/terms', { method: 'POST', headers });
    const checkout = await client.request('/api/billing/create-checkout', {
      body: { tier: 'monthly' },
      headers,
    });
    await client.request(`${String(checkout.body.url).replace(t.config.publicUrl, '')}/confirm`, {
      method: 'POST',
      headers,
    });
    users.push([...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
  }
  return users;
};

// Production's default pool size, not the tests' smaller one.
const POOL_SIZE = 10;
const [envJson = '{}', userCount = '0', joinUrl] = process.argv.slice(2);
const env = { ...(JSON.parse(envJson) as Record<string, string>), TRUST_PROXY: 'true' };
/**
 * A new migrated database of the benchmark's own (the tests' templates exist only inside a vitest
 * run): PGlite in memory, or a new database on the PostgreSQL server of DATABASE_URL.
 */
const benchDatabase = async (): Promise<Database & { url?: string }> => {
  if (testDatabaseKind() === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await runMigrations(database);
    return database;
  }
  const name = `bench_${randomUUID().replaceAll('-', '')}`;
  await withAdmin((client) => client.query(`create database ${name}`).then(() => undefined));
  const url = databaseUrl(name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: POOL_SIZE });
  await runMigrations(database);
  return { ...database, url };
};

const created = joinUrl ? undefined : await benchDatabase();
const database =
  created ?? (await openDatabase({ kind: 'postgres', url: joinUrl ?? '', poolSize: POOL_SIZE }));
const t = await createTestApp(env, { database });
if (!joinUrl) {
  await t.knowledge.syncCorpus();
  await t.knowledge.processEmbeddings();
}
const cookies = await subscribers(t, Number(userCount));
const server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const ready: ChatServerReady = {
  base: `http://127.0.0.1:${port}`,
  origin: t.config.publicUrl,
  cookies,
  databaseUrl: created?.url,
};
process.send?.(ready);
process.on('message', async (message: ChatServerRequest) => {
  if (message === 'cpu') {
    process.send?.({ cpuMs: cpuMs() });
    return;
  }
  if (message === 'change') {
    // As an ingest of one changed law would: the triggers announce it to every instance.
    await t.database.db.execute(
      sql`update documents set title = title where id = (select id from documents order by key limit 1)`,
    );
    process.send?.({ changed: true });
    return;
  }
  if (message === 'facts') {
    process.send?.(t.knowledge.corpusFacts.status());
    return;
  }
  server.close();
  await t.close();
  process.exit(0);
});
