import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile } from '@/features/account/account-api';
import { clearToasts, findToast, renderRoute } from '@/features/account/testing/render-route';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';
import { authClient, ok, resetFakeAuthClient, setFakeSession, TEST_USER } from './testing/fake-auth-client';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('@/features/account/account-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/account/account-api')>()),
  fetchProfile: vi.fn(),
}));

const signOutFromHeader = async (user: ReturnType<typeof renderRoute>['user']) => {
  const header = await screen.findByRole('banner');
  await user.click(await within(header).findByRole('button', { name: new RegExp(TEST_USER.email) }));
  await user.click(within(header).getByRole('button', { name: 'Logga ut' }));
};

describe('sign-out from the user menu', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    setFakeSession(TEST_USER);
    vi.mocked(fetchProfile).mockReset().mockResolvedValue({
      email: TEST_USER.email,
      name: TEST_USER.name,
      created_at: '2026-01-05T13:03:00.000Z',
      last_login: null,
      chat_interactions: 0,
      terms_accepted_at: '2026-01-05T13:03:00.000Z',
      two_factor_enabled: false,
      is_admin: false,
      job_title: 'Handläggare',
      workplace: null,
      sign_in_count: 2,
      deletion_cancelled: false,
    });
  });
  afterEach(clearToasts);

  it('signs out, says "Utloggad" and returns to the start page', async () => {
    const { user, router } = renderRoute('/profile');
    await signOutFromHeader(user);

    await findToast('Utloggad');
    expect(authClient.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Logga in' })).toBeInTheDocument();
  });

  it('drops the cached profile once signed out, without fetching it again', async () => {
    // As in the browser: the session is re-read a moment after the sign-out call returns.
    authClient.signOut.mockImplementation(async () => {
      setTimeout(() => setFakeSession('anonymous'), 20);
      return ok({ success: true });
    });
    const { user, queryClient } = renderRoute('/profile');
    await screen.findByRole('region', { name: 'Kontoinformation' });
    const profileReads = vi.mocked(fetchProfile).mock.calls.length;

    await signOutFromHeader(user);
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Logga in' })).toBeInTheDocument(),
    );
    await waitFor(() => expect(queryClient.getQueriesData({ queryKey: ACCOUNT_QUERY_KEY })).toEqual([]));
    expect(fetchProfile).toHaveBeenCalledTimes(profileReads);
  });

  it('shows the same message when the sign-out call fails', async () => {
    authClient.signOut.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, router } = renderRoute('/profile');
    await signOutFromHeader(user);

    await findToast('Utloggad');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
