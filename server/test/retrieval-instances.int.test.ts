import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../src/features/knowledge/corpus/load-corpus';
import { ingestCorpus } from '../src/features/knowledge/ingest/ingest-corpus';
import { createTestApp, type TestApp } from './test-app';

// Two app instances over one database, as in production behind a load balancer.
let ingesting: TestApp;
let serving: TestApp;
let clock = Date.now();

beforeAll(async () => {
  ingesting = await createTestApp({}, { contents: 'corpus' });
  await ingesting.knowledge.syncCorpus();
  serving = await createTestApp({}, { database: ingesting.database, now: () => clock });
});
afterAll(() => ingesting.close());

const passagesWith = async (app: TestApp, word: string) =>
  (await app.knowledge.engine.retrieve({ query: `Vad gäller för ${word}?` })).passages.filter((passage) =>
    passage.content.includes(word),
  );

describe('word statistics across instances', () => {
  it('reach an instance that did not ingest within the retrieval cache’s expiry', async () => {
    expect(await passagesWith(serving, 'zorbplatta')).toEqual([]);

    // An ingest on the other instance adds a word the serving instance has never seen.
    const [first, ...rest] = loadCorpus(ingesting.config.corpusDir);
    const [chunk, ...chunks] = first?.chunks ?? [];
    if (!first || !chunk) {
      throw new Error('the bundled corpus is empty');
    }
    const changed = {
      ...first,
      contentHash: 'changed-by-test',
      chunks: [{ ...chunk, content: `${chunk.content} En zorbplatta räknas som fast inredning.` }, ...chunks],
    };
    await ingestCorpus(ingesting.database.db, [changed, ...rest], {
      embeddingModel: ingesting.knowledge.embedder.model,
      areas: ingesting.services.lawAreas.all,
      topics: ingesting.knowledge.connectorAreas.topics,
    });
    ingesting.knowledge.engine.invalidate();
    expect(await passagesWith(ingesting, 'zorbplatta')).toHaveLength(1);

    clock += 61_000;
    // Another wording, so the answer cannot come from the retrieval cache.
    const found = (await serving.knowledge.engine.retrieve({ query: 'zorbplatta fast inredning' })).passages;
    expect(found.filter((passage) => passage.content.includes('zorbplatta'))).toHaveLength(1);
  });
});
