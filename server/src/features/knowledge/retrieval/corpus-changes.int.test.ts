import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { createLogger } from '../../../logger';
import { replaceFetchedDocument, upsertLegalCase } from '../connectors/connector-repository';
import type { CorpusDocument } from '../corpus/corpus-types';
import { loadCorpus } from '../corpus/load-corpus';
import { createLocalEmbedder } from '../embeddings/local-embedder';
import { createKnowledge, type Knowledge } from '../knowledge';
import { bundledAreas, bundledConnectorAreas } from '../testing/bundled-areas';
import { listenForCorpusChanges } from './corpus-change-repository';

// An app instance that did not write the change: it learns of it only from the database's signal.
let database: Database;
let serving: Knowledge;
const corpus = loadCorpus(loadConfig({}).corpusDir);

beforeAll(async () => {
  database = await createTestDatabase({ contents: 'corpus' });
  serving = createKnowledge({
    db: database.db,
    listen: database.listen,
    embedder: createLocalEmbedder(),
    logger: createLogger('silent'),
    corpusDir: loadConfig({}).corpusDir,
    ...bundledAreas,
  });
});
afterAll(() => database.close());

/** Resolves at the next change announced once it has resolved (the serving instance hears it first). */
const nextChange = async () => {
  let heard: () => void = () => undefined;
  const change = new Promise<void>((resolve) => {
    heard = resolve;
  });
  await listenForCorpusChanges(database.listen, () => heard());
  return { change };
};

const passagesWith = async (word: string, query = `Vad gäller för ${word}?`) =>
  (await serving.engine.retrieve({ query })).passages.filter((passage) => passage.content.includes(word));

/** A bundled document of `kind` under a key of its own, its first chunk holding `sentence`. */
const fetched = (kind: string, key: string, sentence: string): CorpusDocument => {
  const base = corpus.find((document) => document.kind === kind);
  const [chunk] = base?.chunks ?? [];
  if (!base || !chunk) {
    throw new Error(`no bundled ${kind}`);
  }
  return { ...base, key, contentHash: key, chunks: [{ ...chunk, content: `${chunk.content} ${sentence}` }] };
};

describe('corpus facts after a change', () => {
  it('find a fetched law’s new word at the next question, built off the request path', async () => {
    await serving.corpusFacts.build();
    expect(await passagesWith('zorbplatta')).toEqual([]);
    const before = serving.corpusFacts.status();

    const { change } = await nextChange();
    const law = fetched('statute', 'riksdagen-zorb', 'En zorbplatta räknas som fast inredning.');
    await replaceFetchedDocument(database.db, law, bundledConnectorAreas.topics, 'riksdagen');
    await change;
    await serving.corpusFacts.settled();
    const rebuilt = serving.corpusFacts.status();
    expect(rebuilt.generation).toBeGreaterThan(before.generation);

    // The same question again: neither the retrieval cache nor the old word statistics answer it.
    expect(await passagesWith('zorbplatta')).toHaveLength(1);
    expect(await passagesWith('zorbplatta', 'zorbplatta fast inredning')).toHaveLength(1);
    expect(serving.corpusFacts.status()).toEqual(rebuilt);
  });

  it('rebuild after a ruling stored as the admin’s scrape stores it, and a question then builds nothing', async () => {
    await serving.corpusFacts.build();
    const before = serving.corpusFacts.status();
    const ruling = fetched('case_summary', 'domstolsverket-test-1', 'Målet gällde en trapphiss.');

    const { change } = await nextChange();
    await replaceFetchedDocument(database.db, ruling, bundledConnectorAreas.topics, 'domstolsverket', (tx) =>
      upsertLegalCase(tx, {
        title: 'Trapphiss i flerbostadshus',
        caseNumber: 'TEST-1-26',
        date: '2026-01-01',
        court: 'Högsta förvaltningsdomstolen',
        category: 'test',
        content: 'Målet gällde en trapphiss.',
        sourceUrl: 'https://www.domstol.se/test',
        pdfUrl: null,
      }),
    );
    await change;
    await serving.corpusFacts.settled();
    const rebuilt = serving.corpusFacts.status();
    expect(rebuilt.generation).toBeGreaterThan(before.generation);

    await serving.engine.retrieve({ query: 'Vad gäller för trapphiss i flerbostadshus?' });
    expect(serving.corpusFacts.status()).toEqual(rebuilt);
  });
});
