import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { clearToasts } from '@/features/account/testing/render-route';
import { authClient, fail, resetFakeAuthClient } from '../testing/fake-auth-client';
import { InactivityWatcher } from './inactivity-watcher';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));

const MINUTE = 60_000;

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

/** The toast list item with this title (toasts are <li> elements in the toaster). */
const toastTitled = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

// Rendered on its own (not through the lazy route tree) so fake timers run from the first render.
const renderWatcher = () => {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <InactivityWatcher /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
};

describe('InactivityWatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetFakeAuthClient();
  });

  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('warns after 25 minutes with a 15-second toast', async () => {
    renderWatcher();
    await advance(25 * MINUTE);

    expect(toastTitled('Inaktivitetsvarning')).toBeInTheDocument();
    expect(
      within(toastTitled('Inaktivitetsvarning')).getByText(
        'Du loggas ut automatiskt om 5 minuter om du inte är aktiv.',
      ),
    ).toBeInTheDocument();
    await advance(14_900);
    expect(screen.queryByText('Inaktivitetsvarning')).toBeInTheDocument();
    await advance(200);
    expect(screen.queryByText('Inaktivitetsvarning')).not.toBeInTheDocument();
  });

  it('signs out after 30 minutes with an 8-second toast and returns to the start page', async () => {
    const router = renderWatcher();
    await advance(30 * MINUTE);

    expect(authClient.signOut).toHaveBeenCalledTimes(1);
    const toast = toastTitled('Automatisk utloggning');
    expect(
      within(toast).getByText('Du har loggats ut på grund av inaktivitet (30 minuter).'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await advance(7900);
    expect(screen.queryByText('Automatisk utloggning')).toBeInTheDocument();
    await advance(200);
    expect(screen.queryByText('Automatisk utloggning')).not.toBeInTheDocument();
  });

  it('starts over on activity', async () => {
    renderWatcher();
    await advance(29 * MINUTE);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await advance(29 * MINUTE);
    expect(authClient.signOut).not.toHaveBeenCalled();
    await advance(MINUTE);
    expect(authClient.signOut).toHaveBeenCalledTimes(1);
  });

  it('clears local storage and goes to /login when the sign-out fails', async () => {
    authClient.signOut.mockResolvedValue(fail('', 500, ''));
    window.localStorage.setItem('termsAccepted:user-1', 'x');
    window.sessionStorage.setItem('något', 'x');
    const router = renderWatcher();
    await advance(30 * MINUTE);

    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/login');
  });
});
