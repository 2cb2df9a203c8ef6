import { LruCache } from '../lru-cache';
import type { ChunkFacts, ChunkRecord, CorpusStore } from '../ports';
import { RANKING } from '../ranking-config';
import { type SnippetSentence, snippetSentences } from './snippet';

/** A chunk ready to be shown: its record and the stems its snippet is chosen by. */
export type StoredChunk = ChunkRecord & { sentences: SnippetSentence[] };

/**
 * The chunks retrieval ranks and shows, remembered between questions: every question reads the
 * facts of about a hundred candidates, and from memory that is no database call, no row mapping
 * and no stemming of the same text again. A chunk id never changes its content (ingestion
 * replaces a changed document's chunks with new ones), so entries cannot go stale, even when
 * another process ingests.
 */
export const createChunkStore = (store: Pick<CorpusStore, 'chunkFacts' | 'chunks'>) => {
  const facts = new LruCache<string, ChunkFacts>(RANKING.caches.chunkFacts);
  const chunks = new LruCache<string, StoredChunk>(RANKING.caches.chunks);

  /** The values of `ids` in their order, the ones not cached loaded with one query. */
  const through = async <T extends { id: string }>(
    cache: LruCache<string, T>,
    ids: string[],
    load: (missing: string[]) => Promise<T[]>,
  ): Promise<T[]> => {
    const found = await cache.getMany(
      ids,
      async (missing) => new Map((await load(missing)).map((value) => [value.id, value])),
    );
    return ids.flatMap((id) => found.get(id) ?? []);
  };

  return {
    facts: (ids: string[]) => through(facts, ids, (missing) => store.chunkFacts(missing)),
    chunks: (ids: string[]) =>
      through(chunks, ids, async (missing) => (await store.chunks(missing)).map(withSentences)),
    /** After ingestion: frees the chunks that are gone. */
    clear: () => {
      facts.clear();
      chunks.clear();
    },
  };
};

export const withSentences = (record: ChunkRecord): StoredChunk => ({
  ...record,
  sentences: snippetSentences(record.content),
});
