import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/toaster';
import { dismissToast, getToasts } from '@/lib/toast';
import { appRoutes } from '@/router';

/** The real route tree at `path`, with a fresh query client (no retries) and the toaster. */
export const renderRoute = (path: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient, user };
};

/** Toasts live in a module-level store; clear them between tests. */
export const clearToasts = (): void => {
  for (const item of getToasts()) {
    dismissToast(item.id);
  }
};

/** Finds the toast with this title and returns it, so its description can be checked inside it. */
export const findToast = async (title: string): Promise<HTMLElement> => {
  return waitFor(() => {
    const toastElement = screen
      .queryAllByText(title)
      .map((element) => element.closest<HTMLElement>('li[data-state]'))
      .find((element) => element !== null);
    if (!toastElement) {
      throw new Error(`No toast titled "${title}"`);
    }
    return toastElement;
  });
};
