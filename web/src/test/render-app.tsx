import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll } from 'vitest';
import { appRoutes } from '@/router';

// The real tree mounts the auth client, whose session store cleans up a second after its last
// listener leaves (nanostores' unmount delay). Its file waits that out, so the cleanup runs while
// the test DOM still exists; on a slow machine it otherwise ran after teardown and failed the run.
const AUTH_STORE_UNMOUNT_MS = 1000;
afterAll(() => new Promise((resolve) => setTimeout(resolve, AUTH_STORE_UNMOUNT_MS + 200)));

/**
 * Renders the real route tree at `path`, as the browser would after navigating there, inside a
 * query client as in main.tsx (the footer reads the supplier's details); no retries.
 */
export const renderApp = (path: string) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};
