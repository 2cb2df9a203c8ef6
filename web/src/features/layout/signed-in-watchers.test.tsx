import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile } from '@/features/account/account-api';
import { clearToasts, renderRoute } from '@/features/account/testing/render-route';
import { startInactivityMonitor } from '@/features/auth/inactivity/inactivity-monitor';
import { resetFakeAuthClient, setFakeSession, TEST_USER } from '@/features/auth/testing/fake-auth-client';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('@/features/account/account-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/account/account-api')>()),
  fetchProfile: vi.fn(),
}));
vi.mock('@/features/auth/inactivity/inactivity-monitor', () => ({
  startInactivityMonitor: vi.fn(() => () => undefined),
}));

describe('SignedInWatchers', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    vi.mocked(startInactivityMonitor).mockClear();
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

  it('starts the inactivity monitor once a user is signed in, and stops it at sign-out', async () => {
    const stop = vi.fn();
    vi.mocked(startInactivityMonitor).mockReturnValue(stop);
    setFakeSession(TEST_USER);
    renderRoute('/');
    await waitFor(() => expect(startInactivityMonitor).toHaveBeenCalledTimes(1));

    setFakeSession('anonymous');
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
  });

  it('does nothing for visitors', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(startInactivityMonitor).not.toHaveBeenCalled();
    expect(fetchProfile).not.toHaveBeenCalled();
  });
});
