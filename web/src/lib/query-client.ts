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
      onError: (error) => {
        logError(error, { context: { source: 'query' } });
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
    },
  });
