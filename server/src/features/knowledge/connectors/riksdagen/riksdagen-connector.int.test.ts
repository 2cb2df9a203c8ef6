import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRiksdagen } from '../../../../../test/fakes/fake-riksdagen-server';
import type { FakeSourceServer } from '../../../../../test/fixtures/connectors/fake-source-server';
import { readFixture } from '../../../../../test/fixtures/connectors/fake-source-server';
import { createTestDatabase } from '../../../../../test/test-database';
import type { Database } from '../../../../db/database';
import { chunks, documents } from '../../../../db/schema';
import { bundledConnectorAreas } from '../../testing/bundled-areas';
import { createSourceClient } from '../http-client';
import { fetchRiksdagen, propositionTargetsOf, type StatuteTarget } from './riksdagen-connector';

const STATUTES: StatuteTarget[] = [
  {
    sfsNumber: '2018:222',
    // Its class, as statuteTargetsFromManifest gives it from the corpus manifest.
    sourceClass: 'core',
    mainHeadings: ['Inledande bestämmelser', 'Bostadsanpassningsbidrag'],
  },
  { sfsNumber: '2018:224', sourceClass: 'core' },
];
const TARGETS = { statutes: STATUTES, propositions: propositionTargetsOf(bundledConnectorAreas) };
const KEYS = ['sfs-2018-222', 'sfs-2018-224', 'prop-2017-18-80'];

let database: Database;
let fake: FakeSourceServer;

const run = () =>
  fetchRiksdagen(
    {
      db: database.db,
      areas: bundledConnectorAreas,
      client: createSourceClient({
        baseUrl: fake.baseUrl,
        minIntervalMs: 0,
        backoffMs: 1,
        sleep: async () => {},
      }),
      asOf: '2026-01-01',
    },
    TARGETS,
  );

const chunksOf = (key: string) =>
  database.db
    .select({ id: chunks.id, sectionReference: chunks.sectionReference, content: chunks.content })
    .from(chunks)
    .innerJoin(documents, eq(documents.id, chunks.documentId))
    .where(eq(documents.key, key))
    .orderBy(asc(chunks.ordinal));

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeRiksdagen();
});

afterAll(async () => {
  await fake.close();
  await database.close();
});

describe('Riksdagen connector', () => {
  it('stores the statutes and the bill with their chunks', async () => {
    const summary = await run();
    expect(summary).toMatchObject({ added: 3, changed: 0, unchanged: 0, failed: [] });

    const rows = await database.db.select().from(documents).where(inArray(documents.key, KEYS));
    const law = rows.find((row) => row.key === 'sfs-2018-222');
    expect(law).toMatchObject({
      kind: 'statute',
      origin: 'riksdagen',
      sfsNumber: '2018:222',
      title: 'Lag (2018:222) om bostadsanpassningsbidrag',
      sourceClass: 'core',
      versionStamp: 't.o.m. SFS 2025:453',
      date: '2018-04-19',
      sourceUrl:
        'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag-2018222-om-bostadsanpassningsbidrag_sfs-2018-222/',
      fileName: 'riksdagen/dokumentstatus/sfs-2018-222.json',
    });
    expect(law?.urls.rkrattsbaser).toBe('http://rkrattsbaser.gov.se/sfst?bet=2018:222');

    const lawChunks = await database.db
      .select()
      .from(chunks)
      .innerJoin(documents, eq(documents.id, chunks.documentId))
      .where(eq(documents.key, 'sfs-2018-222'))
      .orderBy(asc(chunks.ordinal));
    expect(lawChunks.map((row) => row.chunks.sectionReference)).toEqual([
      '1 §',
      '2 §',
      '3 §',
      '5 §',
      '8 §',
      'Övergångsbestämmelser 2018:222',
    ]);
    const [, , third, fifth, eighth] = lawChunks.map((row) => row.chunks);
    expect(third?.headingPath).toEqual(['Bostadsanpassningsbidrag', 'Bidragstagare']);
    expect(third?.paragraphs).toHaveLength(2);
    expect(third?.content).toContain('permanentbostad. Om bostaden hyrs i andra hand');
    expect(fifth?.content.endsWith('(2017:30).\n\nLag (2019:983).')).toBe(true);
    expect(fifth?.subtopic).toBe('Beviljanderegler och kriterier');
    expect(eighth?.paragraphs[0]?.items.map((item) => item.number)).toEqual([1, 2, 3, 4]);
    expect(eighth?.paragraphs[1]?.items[0]?.text).toBe(
      'ett en- eller tvåbostadshus som sökanden har låtit uppföra eller låtit utföra ändringar av,',
    );

    // The förordning's status record had no html: the connector fetched /dokument/sfs-2018-224.html.
    expect(fake.count('/dokument/sfs-2018-224.html')).toBe(1);
    const ordinance = rows.find((row) => row.key === 'sfs-2018-224');
    expect(ordinance).toMatchObject({ sourceClass: 'core', versionStamp: null, date: '2018-04-19' });
    expect((await chunksOf('sfs-2018-224')).map((chunk) => chunk.sectionReference)).toEqual(['1 §', '2 §']);

    const bill = rows.find((row) => row.key === 'prop-2017-18-80');
    expect(bill).toMatchObject({
      kind: 'proposition',
      title: 'Prop. 2017/18:80 Ny lag om bostadsanpassningsbidrag',
      sourceClass: 'core',
      date: '2018-01-25',
      sfsNumber: null,
      sourceUrl: `${fake.origin}/dokument/H50380.html`,
    });
    const billChunks = await database.db
      .select()
      .from(chunks)
      .innerJoin(documents, eq(documents.id, chunks.documentId))
      .where(eq(documents.key, 'prop-2017-18-80'))
      .orderBy(asc(chunks.ordinal));
    expect(billChunks.map((row) => [row.chunks.sectionReference, row.chunks.headingPath])).toEqual([
      ['prop. 2017/18:80 s. 1', ['Inledning']],
      [
        'prop. 2017/18:80 s. 1 (Propositionens huvudsakliga innehåll)',
        ['Propositionens huvudsakliga innehåll'],
      ],
      ['prop. 2017/18:80 s. 3', ['1 Förslag till riksdagsbeslut']],
      ['prop. 2017/18:80 s. 4–5', ['2 Ärendet och dess beredning']],
      ['prop. 2017/18:80 s. 5', ['2 Ärendet och dess beredning', '2.1 Testavsnitt om fasta funktioner']],
    ]);
    const preparation = billChunks[3]?.chunks;
    expect(preparation?.content).toContain('ett avstavat ord');
    expect(preparation?.content).toContain('Fortsättning av avsnittet på sidan fem.');
    expect(preparation?.content).not.toMatch(/Prop\. 2017\/18:80|\n5\n/);
  });

  it('changes nothing when run again on the same payloads', async () => {
    const before = await database.db
      .select({ id: documents.id, updatedAt: documents.updatedAt })
      .from(documents)
      .orderBy(asc(documents.key));
    const chunkIds = (await chunksOf('sfs-2018-222')).map((chunk) => chunk.id);
    const summary = await run();
    expect(summary).toMatchObject({ added: 0, changed: 0, unchanged: 3, chunks: 0, failed: [] });
    expect(
      await database.db
        .select({ id: documents.id, updatedAt: documents.updatedAt })
        .from(documents)
        .orderBy(asc(documents.key)),
    ).toEqual(before);
    expect((await chunksOf('sfs-2018-222')).map((chunk) => chunk.id)).toEqual(chunkIds);
  });

  it('replaces the chunks of a document whose payload changed', async () => {
    const oldIds = (await chunksOf('sfs-2018-224')).map((chunk) => chunk.id);
    const original = readFixture('riksdagen', 'dokument', 'sfs-2018-224.html');
    fake.override('/dokument/sfs-2018-224.html', {
      body: original.replace('utövas av Boverket.', 'utövas av Boverket (ändrad testlydelse).'),
      contentType: 'text/html',
    });
    try {
      const summary = await run();
      expect(summary).toMatchObject({ added: 0, changed: 1, unchanged: 2, chunks: 2 });
      const updated = await chunksOf('sfs-2018-224');
      expect(updated[0]?.content).toContain('(ändrad testlydelse)');
      expect(updated.some((chunk) => oldIds.includes(chunk.id))).toBe(false);
    } finally {
      fake.override('/dokument/sfs-2018-224.html', null);
    }
  });

  it('retries 429 and 500 answers and then stores the document', async () => {
    await database.db.delete(documents).where(eq(documents.key, 'sfs-2018-222'));
    const before = fake.count('/dokumentstatus/sfs-2018-222.json');
    fake.failNext(1, 429, { match: '/dokumentstatus/sfs-2018-222.json' });
    fake.failNext(1, 500, { match: '/dokumentstatus/sfs-2018-222.json' });
    const summary = await run();
    expect(summary).toMatchObject({ added: 1, failed: [] });
    expect(fake.count('/dokumentstatus/sfs-2018-222.json') - before).toBe(3);
  });

  it('gives up on a document whose source keeps failing and writes nothing of it', async () => {
    await database.db.delete(documents).where(eq(documents.key, 'prop-2017-18-80'));
    fake.failNext(20, 500, { match: '/dokument/H50380.text' });
    const summary = await run();
    fake.reset();
    expect(summary.failed).toEqual([
      {
        key: 'prop-2017-18-80',
        error: expect.stringMatching(/H50380\.text failed: HTTP 500 after 4 attempts/),
      },
    ]);
    // The statute and bill status were fetched, only the text failed: no half document.
    expect(await database.db.select().from(documents).where(eq(documents.key, 'prop-2017-18-80'))).toEqual(
      [],
    );
    expect(summary.unchanged).toBe(2);
  });

  it('picks the interrupted document up on the next run', async () => {
    const summary = await run();
    expect(summary).toMatchObject({ added: 1, unchanged: 2, failed: [] });
  });
});
