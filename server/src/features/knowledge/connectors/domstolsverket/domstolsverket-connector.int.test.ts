import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeDomstolsverket } from '../../../../../test/fakes/fake-domstolsverket-server';
import {
  type FakeSourceServer,
  readFixture,
} from '../../../../../test/fixtures/connectors/fake-source-server';
import { createTestDatabase } from '../../../../../test/test-database';
import type { Database } from '../../../../db/database';
import { chunks, documents, legalCases } from '../../../../db/schema';
import { bundledConnectorAreas } from '../../testing/bundled-areas';
import { createSourceClient } from '../http-client';
import { type DomstolsverketOptions, fetchDomstolsverket } from './domstolsverket-connector';

const BAB_RULING = 'dv-0f4c2a9e-1b7d-4c55-9a51-7e2d3c9b1a01';
const OLD_LAW_RULING = 'dv-2c8e4f6a-9d1b-4a3c-8e7f-1a2b3c4d5e03';

let database: Database;
let fake: FakeSourceServer;

const run = (options: DomstolsverketOptions = {}) =>
  fetchDomstolsverket(
    {
      db: database.db,
      areas: bundledConnectorAreas,
      client: createSourceClient({
        baseUrl: fake.baseUrl,
        minIntervalMs: 0,
        backoffMs: 1,
        sleep: async () => {},
      }),
    },
    { pageSize: 2, ...options },
  );

const pagesRequested = (since: number) =>
  fake.requests.slice(since).map((request) => new URL(request.path, fake.origin).searchParams.get('page'));

beforeEach(async () => {
  await database?.close();
  await fake?.close();
  database = await createTestDatabase();
  fake = await startFakeDomstolsverket();
});

afterAll(async () => {
  await fake.close();
  await database.close();
});

describe('Domstolsverket connector', () => {
  it('walks every page and stores only the rulings on the BAB laws', async () => {
    const summary = await run();
    expect(summary).toMatchObject({
      added: 2,
      seen: 4,
      matched: 2,
      pagesRead: 2,
      nextPage: null,
      failed: [],
    });
    expect(pagesRequested(0)).toEqual(['0', '1', '2']);

    const cases = await database.db.select().from(legalCases).orderBy(asc(legalCases.caseNumber));
    expect(
      cases.map((row) => [row.caseNumber, row.title, row.court, row.date, row.category, row.summary]),
    ).toEqual([
      [
        'HFD 1234-99',
        'HFD 2099 ref. 1',
        'Högsta förvaltningsdomstolen',
        '2099-03-15',
        'Bostadsanpassning',
        null,
      ],
      ['REGR 5678-97', 'RÅ 2098 not. 1', 'Regeringsrätten', '2098-06-01', 'Bostadsanpassning', null],
    ]);
    expect(cases[0]?.sourceUrl).toBe(`${fake.origin}/sok/avgorande/0f4c2a9e-1b7d-4c55-9a51-7e2d3c9b1a01`);
    expect(cases[0]?.content).toContain('Platshållare för domstolens skäl');

    const docs = await database.db.select().from(documents).orderBy(asc(documents.key));
    expect(
      docs.map((row) => [row.key, row.kind, row.origin, row.sfsNumber, row.sourceClass, row.court]),
    ).toEqual([
      [BAB_RULING, 'case', 'domstolsverket', '2018:222', 'core', 'Högsta förvaltningsdomstolen'],
      [OLD_LAW_RULING, 'case', 'domstolsverket', '1992:1574', 'core', 'Regeringsrätten'],
    ]);
    const rulingChunks = await database.db
      .select({ sectionReference: chunks.sectionReference, headingPath: chunks.headingPath })
      .from(chunks)
      .innerJoin(documents, eq(documents.id, chunks.documentId))
      .where(eq(documents.key, BAB_RULING))
      .orderBy(asc(chunks.ordinal));
    expect(rulingChunks.map((chunk) => chunk.sectionReference)).toEqual([
      'HFD 2099 ref. 1, Sammanfattning',
      'HFD 2099 ref. 1, domen',
      'HFD 2099 ref. 1, Bakgrund',
      'HFD 2099 ref. 1, Skälen för avgörandet',
      'HFD 2099 ref. 1, Högsta förvaltningsdomstolens avgörande',
    ]);
  });

  it('changes nothing when run again, and replaces a ruling whose payload changed', async () => {
    await run();
    const before = await database.db.select().from(legalCases).orderBy(asc(legalCases.caseNumber));
    expect(await run()).toMatchObject({ added: 0, changed: 0, unchanged: 2, chunks: 0 });
    expect(await database.db.select().from(legalCases).orderBy(asc(legalCases.caseNumber))).toEqual(before);

    const page = readFixture('domstolsverket', 'publiceringar-page-0.json').replace(
      'Platshållare för domslutet.',
      'Platshållare för ett ändrat domslut.',
    );
    fake.override('/api/v1/publiceringar?page=0&pagesize=2', { body: page, contentType: 'application/json' });
    expect(await run()).toMatchObject({ added: 0, changed: 1, unchanged: 1, chunks: 5 });
    const [updated] = await database.db
      .select()
      .from(legalCases)
      .where(eq(legalCases.caseNumber, 'HFD 1234-99'));
    expect(updated?.content).toContain('ett ändrat domslut');
    expect(updated?.id).toBe(before[0]?.id);
    expect(await database.db.select().from(legalCases)).toHaveLength(2);
  });

  it('resumes an interrupted walk from its cursor', async () => {
    const first = await run({ maxPages: 1 });
    expect(first).toMatchObject({ added: 1, pagesRead: 1, nextPage: 1 });
    const since = fake.requests.length;
    const second = await run({ startPage: first.nextPage ?? 0 });
    expect(second).toMatchObject({ added: 1, pagesRead: 1, nextPage: null });
    expect(pagesRequested(since)).toEqual(['1', '2']);
    expect(await database.db.select().from(legalCases)).toHaveLength(2);
  });

  it('retries a page answered with 429 and 500', async () => {
    fake.failNext(1, 429, { match: 'page=1' });
    fake.failNext(1, 500, { match: 'page=1' });
    const summary = await run();
    expect(summary).toMatchObject({ added: 2, nextPage: null, failed: [] });
    expect(fake.count('page=1')).toBe(3);
  });

  it('stops cleanly at a page that keeps failing, keeping the cursor there', async () => {
    fake.failNext(10, 503, { match: 'page=1' });
    const summary = await run();
    fake.reset();
    expect(summary).toMatchObject({ added: 1, pagesRead: 1, nextPage: 1 });
    expect(summary.failed).toEqual([
      { key: 'publiceringar page 1', error: expect.stringMatching(/HTTP 503 after 4 attempts/) },
    ]);
    expect(fake.count('page=1')).toBe(4);
    expect(await database.db.select({ key: documents.key }).from(documents)).toEqual([{ key: BAB_RULING }]);

    const resumed = await run({ startPage: summary.nextPage ?? 0 });
    expect(resumed).toMatchObject({ added: 1, nextPage: null, failed: [] });
  });
});
