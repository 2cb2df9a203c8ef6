import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database';
import type { Database } from '../../../db/database';
import { chunkLexemes, chunks, documents } from '../../../db/schema';
import { bm25Search } from './retrieval-repository';

let database: Database;

// Chunk ids are random at every ingest; these two are chosen so that id order and section order differ.
const EARLIER_SECTION = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const LATER_SECTION = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  database = await createTestDatabase();
  const [document] = await database.db
    .insert(documents)
    .values({
      key: 'sfs-2018-222',
      kind: 'statute',
      sfsNumber: '2018:222',
      title: 'Lag (2018:222) om bostadsanpassningsbidrag',
      sourceClass: 'core',
      fileName: 'sfs/selex/sfs-2018-222.md',
      contentHash: 'test',
    })
    .returning({ id: documents.id });
  const section = (id: string, ordinal: number) => ({
    id,
    documentId: document?.id ?? '',
    ordinal,
    sectionReference: `${ordinal} §`,
    section: String(ordinal),
    title: `${ordinal} § lag (2018:222)`,
    content: 'Bidrag lämnas för en hiss.',
  });
  await database.db.insert(chunks).values([section(LATER_SECTION, 2), section(EARLIER_SECTION, 1)]);
  await database.db.insert(chunkLexemes).values([
    { lexeme: 'hiss', chunkId: LATER_SECTION, impact: 1 },
    { lexeme: 'hiss', chunkId: EARLIER_SECTION, impact: 1 },
  ]);
});
afterAll(() => database.close());

describe('bm25Search', () => {
  it('breaks a tie at its limit for the earlier section, never by the random chunk id', async () => {
    const hits = await bm25Search(database.db, [{ lexeme: 'hiss', idf: 2 }], 1);
    expect(hits).toEqual([{ id: EARLIER_SECTION, score: 2 }]);
  });
});
