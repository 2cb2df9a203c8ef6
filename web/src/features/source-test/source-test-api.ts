import { type RetrieveResponse, RetrieveResponseSchema } from '@app/common';
import { apiPost } from '@/lib/api';

/** Spec 2 §2: the page always runs retrieval for this one query. */
export const SOURCE_TEST_QUERY = 'handikappanpassad dusch i badrum';

export const runSourceTest = (): Promise<RetrieveResponse> =>
  apiPost('/api/retrieve', { query: SOURCE_TEST_QUERY }, RetrieveResponseSchema);

/** The distinct sources among the chunks found, in their order. */
export const uniqueSources = (response: RetrieveResponse): string[] => [
  ...new Set(response.results.map((result) => result.source)),
];
