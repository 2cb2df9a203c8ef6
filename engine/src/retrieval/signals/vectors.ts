/**
 * Signal list: the nearest chunks of the whole corpus to the query's vector. Reads the expanded
 * query's text; writes the query vector (null when the embedder fails) and the nearest chunk ids.
 */
import type { CorpusStore, Embedder, EngineLogger } from '../../ports';
import { RANKING } from '../../ranking-config';

export const embedQuery = async (
  embedder: Embedder,
  logger: EngineLogger,
  text: string,
): Promise<number[] | null> => {
  try {
    const [vector] = await embedder.embed([text]);
    return vector ?? null;
  } catch (error) {
    // Without vectors the lexical lists still answer.
    logger.warn({ err: error }, 'query embedding failed; lexical search only');
    return null;
  }
};

export const vectorHits = async (
  store: CorpusStore,
  embedder: Embedder,
  vector: number[] | null,
): Promise<string[]> =>
  vector
    ? store.vectorSearch(
        { name: embedder.model, dimension: embedder.dimension },
        vector,
        RANKING.limits.candidatesPerList,
      )
    : [];
