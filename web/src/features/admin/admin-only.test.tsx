import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/features/account/testing/render-route';
import {
  type FakeUser,
  resetFakeAuthClient,
  setFakeSession,
  TEST_USER,
} from '@/features/auth/testing/fake-auth-client';
import { ApiRequestError } from '@/lib/api';
import { fetchAdminAccess } from './admin-api';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('./admin-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./admin-api')>()),
  fetchAdminAccess: vi.fn(),
}));

const ADMIN = { ...TEST_USER, role: 'admin' } as FakeUser;

describe('the admin routes', () => {
  beforeEach(() => {
    vi.mocked(fetchAdminAccess).mockReset();
  });

  it("shows 'Loading...' while authentication loads", async () => {
    setFakeSession('pending');
    renderRoute('/admin');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it.each([
    '/admin',
    '/rattsdatabas-dev',
    '/debug-test',
    '/embedding-test',
    '/embedding-migration-test',
    '/source-test',
    '/enhanced-search',
  ])('sends a signed-out visitor and a non-admin from %s to the start page', async (path) => {
    resetFakeAuthClient();
    const visitor = renderRoute(path);
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/'));
    expect(visitor.router.state.historyAction).toBe('REPLACE');

    setFakeSession(TEST_USER);
    const user = renderRoute(path);
    await waitFor(() => expect(user.router.state.location.pathname).toBe('/'));
  });

  it('checks the permission on the server, and says so when it is refused', async () => {
    setFakeSession(ADMIN);
    let refuse: (error: unknown) => void = () => undefined;
    vi.mocked(fetchAdminAccess).mockReturnValue(
      new Promise((_, reject) => {
        refuse = reject;
      }),
    );
    renderRoute('/admin');
    expect(await screen.findByText('Kontrollerar behörighet...')).toBeInTheDocument();
    refuse(
      new ApiRequestError({
        status: 403,
        code: 'forbidden',
        message: 'Du har inte behörighet att visa denna sida.',
      }),
    );
    expect(await screen.findByText('Du har inte behörighet att visa denna sida.')).toBeInTheDocument();
  });
});
