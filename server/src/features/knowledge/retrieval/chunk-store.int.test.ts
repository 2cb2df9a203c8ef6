import { createChunkStore } from '@app/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { chunks, documents } from '../../../db/schema';
import { loadCorpus } from '../corpus/load-corpus';
import { createLocalEmbedder } from '../embeddings/local-embedder';
import { ingestCorpus } from '../ingest/ingest-corpus';
import { bundledIngest } from '../testing/bundled-areas';
import { createCorpusStore } from './retrieval-repository';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const corpus = loadCorpus(loadConfig({}).corpusDir).slice(0, 2);
  await ingestCorpus(database.db, corpus, { ...bundledIngest, embeddingModel: createLocalEmbedder().model });
});
afterAll(() => database.close());

describe('createChunkStore', () => {
  it('answers from memory once a chunk has been read, in the order asked, until cleared', async () => {
    const ids = (await database.db.select({ id: chunks.id }).from(chunks).limit(3)).map((row) => row.id);
    const store = createChunkStore(createCorpusStore(database.db));
    const [first, second] = ids;
    expect((await store.facts([second ?? '', first ?? ''])).map((fact) => fact.id)).toEqual([second, first]);
    const [shown] = await store.chunks([first ?? '']);
    expect(shown?.content.length).toBeGreaterThan(0);
    expect(shown?.sentences.map((sentence) => sentence.text).join(' ')).toBe(
      shown?.content.split(/\s+/).join(' '),
    );

    // With the rows gone, only what the store remembers can still be found.
    await database.db.delete(documents);
    expect((await store.facts(ids)).map((fact) => fact.id)).toEqual([first, second]);
    expect((await store.chunks([first ?? ''])).map((chunk) => chunk.id)).toEqual([first]);
    store.clear();
    expect(await store.facts(ids)).toEqual([]);
  });
});
