import {
  CHAT_INPUT_MESSAGES,
  ChatAnswerSchema,
  ENHANCED_SEARCH_EMPTY_QUERY,
  EnhancedSearchResponseSchema,
  parseSseText,
} from '@app/common';
import type { Embedder } from '@app/engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountClient,
  signedInMember,
  subscribedMember,
  verifiedUser,
} from '../../../test/account-client';
import { resetChatLimits } from '../../../test/chat-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../db/database';
import { createLocalEmbedder } from '../knowledge/embeddings/local-embedder';

const ADMIN = 'verktyg@kommun.se';
// Every text the retriever embeds, so a test can see what it really searched with.
const embedded: string[] = [];
const local = createLocalEmbedder();
const recordingEmbedder: Embedder = {
  model: local.model,
  dimension: local.dimension,
  embed: (texts) => {
    embedded.push(...texts);
    return local.embed(texts);
  },
};

let t: TestApp;
let admin: ReturnType<typeof createAccountClient>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN }, { embedder: recordingEmbedder, contents: 'embedded' });
  await t.knowledge.syncCorpus();
  await t.knowledge.processEmbeddings();
  admin = await verifiedUser(t, ADMIN);
}, 120_000);
afterAll(() => t.close());

/** Every text column of every table that holds `text` somewhere. */
const columnsHolding = async (text: string): Promise<string[]> => {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    t.database.db,
    sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
  );
  const holding: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await queryRows<{ hits: number }>(
      t.database.db,
      sql`select count(*)::int as hits from ${sql.identifier(table)} where position(${text} in ${sql.identifier(column)}::text) > 0`,
    );
    if ((rows[0]?.hits ?? 0) > 0) {
      holding.push(`${table}.${column}`);
    }
  }
  return holding;
};

const debugTest = (client: ReturnType<typeof createAccountClient>, userQuestion: string) =>
  client.request('/api/admin/debug-test', { body: { userQuestion, category: 'BAB-handläggare' } });

const enhancedSearch = (client: ReturnType<typeof createAccountClient>, query: unknown) =>
  client.request('/api/admin/enhanced-search', { body: { query } });

describe('the admin test tools', () => {
  it('refuse a user and a subscriber (403) and a visitor (401)', async () => {
    const member = await signedInMember(t, 'medlem@kommun.se');
    const subscriber = await subscribedMember(t, 'prenumerant@kommun.se');
    for (const client of [member, subscriber]) {
      expect((await debugTest(client, 'Vad är bostadsanpassningsbidrag?')).status).toBe(403);
      expect((await enhancedSearch(client, 'trapphiss')).status).toBe(403);
    }
    const visitor = createAccountClient(t);
    expect((await debugTest(visitor, 'Vad är bostadsanpassningsbidrag?')).status).toBe(401);
    expect((await enhancedSearch(visitor, 'trapphiss')).status).toBe(401);
  });
});

describe('POST /api/admin/enhanced-search', () => {
  it('shows the expanded query the retriever really embedded, and the results', async () => {
    embedded.length = 0;
    const res = await enhancedSearch(admin, '  Kan man få bidrag till hissanpassning?  ');
    expect(res.status).toBe(200);
    const body = EnhancedSearchResponseSchema.parse(res.body);
    expect(body.question).toBe('Kan man få bidrag till hissanpassning?');
    // The compound is split into the parts the corpus has: the expansion names the lift.
    expect(body.expanded_query).not.toBe(body.question);
    expect(body.expanded_query.startsWith(body.question)).toBe(true);
    expect(body.expanded_query).toMatch(/\bhiss\b/);
    expect(embedded).toContain(body.expanded_query);
    expect(Date.now() - Date.parse(body.timestamp)).toBeLessThan(60_000);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(10);
    expect(body.results[0]?.score_pct).toMatch(/^\d{1,3}%$/);
    expect(body.sources).toEqual([...new Set(body.results.map((result) => result.source))]);
  });

  it('refuses an empty query and personal data with the Swedish message', async () => {
    const empty = await enhancedSearch(admin, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([{ path: 'query', message: ENHANCED_SEARCH_EMPTY_QUERY }]);
    const personal = await enhancedSearch(admin, 'bidrag för 19850101-1234');
    expect(personal.status).toBe(400);
    expect(personal.body.issues).toEqual([{ path: 'query', message: CHAT_INPUT_MESSAGES.personalData }]);
  });
});

describe('POST /api/admin/debug-test', () => {
  it('streams the chat pipeline’s raw events, and stores nothing of the question', async () => {
    const question = 'Kan en person som hyr i andra hand få bostadsanpassningsbidrag?';
    const res = await debugTest(admin, question);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = parseSseText(String(res.body.text));
    expect(events.slice(0, 3).map((event) => JSON.parse(event.data).step)).toEqual([
      'searching',
      'analyzing',
      'formulating',
    ]);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const answer = ChatAnswerSchema.parse(JSON.parse(done?.data ?? '{}'));
    expect(answer.answer).toContain('(3 § lag (2018:222) om bostadsanpassningsbidrag)');

    expect(await columnsHolding(question)).toEqual([]);
    // The probe finds what is stored: the admin's own address.
    expect(await columnsHolding(ADMIN)).toContain('user.email');
  });

  it('keeps the chat’s rules: the personal-data gate and the pause between questions', async () => {
    await resetChatLimits(t, ADMIN);
    const personal = await debugTest(admin, 'Min klient har personnummer 19850101-1234, vad gäller?');
    expect(personal.status).toBe(400);
    expect(personal.body.message).toBe(CHAT_INPUT_MESSAGES.personalData);
    const tooSoon = await debugTest(admin, 'Vad är bostadsanpassningsbidrag?');
    expect(tooSoon.status).toBe(429);
  });
});
