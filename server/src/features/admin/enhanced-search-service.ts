import { ENHANCED_SEARCH_RESULTS, type EnhancedSearchResponse } from '@app/common';
import type { Engine } from '@app/engine';
import { toRetrievedSource } from '../knowledge';

/** The retriever's own answer in the shape of spec 2's enhanced search response. */
export const enhancedSearch = async (
  retriever: Pick<Engine, 'retrieve'>,
  query: string,
  now: Date = new Date(),
): Promise<EnhancedSearchResponse> => {
  const retrieval = await retriever.retrieve({ query, limit: ENHANCED_SEARCH_RESULTS });
  const results = retrieval.passages.map(toRetrievedSource);
  return {
    question: query,
    expanded_query: retrieval.expandedQuery,
    timestamp: now.toISOString(),
    sources: [...new Set(results.map((result) => result.source))],
    results: results.map(({ title, source, category, snippet, score_pct }) => ({
      title,
      source,
      category,
      snippet,
      score_pct,
    })),
  };
};
