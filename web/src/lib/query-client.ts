import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';
import { logError } from './error-log';

const MAX_RETRIES = 2;

// Client errors (4xx) will fail the same way again; network and server errors may not.
const shouldRetry = (failureCount: number, error: Error): boolean =>
  failureCount < MAX_RETRIES && !(error instanceof ApiRequestError && error.status < 500);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({
      // A query whose page shows its own error (a 404 page, an alert) sets meta.errorShownByPage,
      // so the error is logged without a second, vaguer toast on top.
      onError: (error, query) => {
        logError(error, { context: { source: 'query' }, notify: query.meta?.errorShownByPage !== true });
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
    },
  });
