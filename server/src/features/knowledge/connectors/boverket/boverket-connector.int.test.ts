import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBoverket } from '../../../../../test/fakes/fake-boverket-server';
import {
  type FakeSourceServer,
  readFixture,
} from '../../../../../test/fixtures/connectors/fake-source-server';
import { createTestDatabase } from '../../../../../test/test-database';
import type { Database } from '../../../../db/database';
import { chunks, documents } from '../../../../db/schema';
import { bundledConnectorAreas } from '../../testing/bundled-areas';
import { createSourceClient } from '../http-client';
import { fetchBoverket } from './boverket-connector';

const NEEDED =
  'boverket-babhandboken-bostadsanpassningsbidrag-villkor-for-bostadsanpassningsbidrag-nodvandiga-atgarder';
const NEEDED_PATH =
  '/sv/babhandboken/bostadsanpassningsbidrag/villkor-for-bostadsanpassningsbidrag/nodvandiga-atgarder/';
const COST =
  'boverket-babhandboken-bostadsanpassningsbidrag-handlaggning-guide-for-handlaggning-skalig-kostnad';

let database: Database;
let fake: FakeSourceServer;

const run = () =>
  fetchBoverket({
    db: database.db,
    areas: bundledConnectorAreas,
    client: createSourceClient({
      baseUrl: fake.baseUrl,
      minIntervalMs: 0,
      backoffMs: 1,
      sleep: async () => {},
    }),
  });

const chunksOf = (key: string) =>
  database.db
    .select({
      id: chunks.id,
      sectionReference: chunks.sectionReference,
      headingPath: chunks.headingPath,
      content: chunks.content,
    })
    .from(chunks)
    .innerJoin(documents, eq(documents.id, chunks.documentId))
    .where(eq(documents.key, key))
    .orderBy(asc(chunks.ordinal));

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeBoverket();
});

afterAll(async () => {
  await fake.close();
  await database.close();
});

describe('Boverket connector', () => {
  it('crawls the handbook on its own host and stores each page by heading section', async () => {
    const summary = await run();
    expect(summary).toMatchObject({ added: 3, pages: 3, skippedExternal: 2, failed: [] });
    // Each page once (the link without its final '/' is the same page); no pdf, no other host.
    expect(fake.requests.map((request) => request.path).sort()).toEqual([
      '/sv/babhandboken/',
      '/sv/babhandboken/bostadsanpassningsbidrag/handlaggning/guide-for-handlaggning/skalig-kostnad/',
      NEEDED_PATH,
    ]);

    const docs = await database.db.select().from(documents).orderBy(asc(documents.key));
    expect(
      docs.map((row) => [row.key, row.kind, row.origin, row.sourceClass, row.versionStamp, row.date]),
    ).toEqual([
      ['boverket-babhandboken', 'guidance', 'boverket', 'core', 'Granskad 2024-03-07', '2024-03-07'],
      [COST, 'guidance', 'boverket', 'core', 'Granskad 2023-11-30', '2023-11-30'],
      [NEEDED, 'guidance', 'boverket', 'core', 'Granskad 2024-01-12', '2024-01-12'],
    ]);
    expect(docs[2]).toMatchObject({
      title: 'Nödvändiga åtgärder (Boverkets handbok om bostadsanpassningsbidrag)',
      sourceUrl: `${fake.origin}${NEEDED_PATH}`,
      sfsNumber: null,
    });

    const sections = await chunksOf(NEEDED);
    expect(sections.map((chunk) => [chunk.sectionReference, chunk.headingPath])).toEqual([
      ['Nödvändiga åtgärder', ['Nödvändiga åtgärder']],
      ['Lagtext', ['Nödvändiga åtgärder', 'Lagtext']],
      ['Förarbeten', ['Nödvändiga åtgärder', 'Förarbeten']],
      [
        'Rättsfall – Testkammarrätten, fiktivt mål',
        ['Nödvändiga åtgärder', 'Rättsfall', 'Testkammarrätten, fiktivt mål'],
      ],
    ]);
    const all = sections.map((chunk) => chunk.content).join('\n');
    expect(all).not.toMatch(/Granskad|BAB-handboken \/|Tillbaka|testfixtur<|color/);
    expect(sections[3]?.content).toContain('- Kommunen avslog.');
  });

  it('changes nothing when run again, and replaces the chunks of a changed page', async () => {
    const ids = (await chunksOf(NEEDED)).map((chunk) => chunk.id);
    expect(await run()).toMatchObject({ added: 0, changed: 0, unchanged: 3, chunks: 0 });
    expect((await chunksOf(NEEDED)).map((chunk) => chunk.id)).toEqual(ids);

    const changed = readFixture('boverket', 'nodvandiga-atgarder.html')
      .replace('Granskad: 12 januari 2024', 'Granskad: 2 februari 2025')
      .replace('<h2>Förarbeten</h2>', '<h2>Förarbeten och praxis</h2>');
    fake.override(NEEDED_PATH, { body: changed, contentType: 'text/html' });
    try {
      expect(await run()).toMatchObject({ added: 0, changed: 1, unchanged: 2 });
      const updated = await chunksOf(NEEDED);
      expect(updated.map((chunk) => chunk.sectionReference)).toContain('Förarbeten och praxis');
      expect(updated.some((chunk) => ids.includes(chunk.id))).toBe(false);
      const [doc] = await database.db.select().from(documents).where(eq(documents.key, NEEDED));
      expect(doc?.versionStamp).toBe('Granskad 2025-02-02');
    } finally {
      fake.override(NEEDED_PATH, null);
    }
  });

  it('retries a page answered with 429 and 500, and skips a page that keeps failing without writing it', async () => {
    await database.db.delete(documents).where(eq(documents.key, COST));
    fake.failNext(1, 429, { match: 'skalig-kostnad' });
    fake.failNext(1, 500, { match: 'skalig-kostnad' });
    expect(await run()).toMatchObject({ added: 1, changed: 1, failed: [] });

    await database.db.delete(documents).where(eq(documents.key, COST));
    fake.failNext(10, 502, { match: 'skalig-kostnad' });
    const summary = await run();
    fake.reset();
    expect(summary.failed).toEqual([
      { key: COST, error: expect.stringMatching(/HTTP 502 after 4 attempts/) },
    ]);
    expect(await database.db.select().from(documents).where(eq(documents.key, COST))).toEqual([]);
    expect(summary.unchanged).toBe(2);
  });
});
