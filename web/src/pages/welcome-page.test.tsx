import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile } from '@/features/account/account-api';
import { clearToasts, findToast, renderRoute } from '@/features/account/testing/render-route';
import { resetFakeAuthClient, setFakeSession, TEST_USER } from '@/features/auth/testing/fake-auth-client';
import { fetchSubscriptionStatus } from '@/features/billing/billing-api';
import {
  ACCEPTED_PROFILE,
  FREE_STATUS,
  MONTHLY_STATUS,
} from '@/features/billing/testing/subscription-fixtures';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('@/features/account/account-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/account/account-api')>()),
  fetchProfile: vi.fn(),
}));
vi.mock('@/features/billing/billing-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/billing/billing-api')>()),
  fetchSubscriptionStatus: vi.fn(),
}));

const check = vi.mocked(fetchSubscriptionStatus);
const welcomeHeading = () => screen.findByRole('heading', { level: 1, name: 'Välkommen som prenumerant!' });

describe('/valkommen', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    setFakeSession(TEST_USER);
    vi.mocked(fetchProfile).mockReset().mockResolvedValue(ACCEPTED_PROFILE);
    check.mockReset().mockResolvedValue(MONTHLY_STATUS);
  });
  afterEach(clearToasts);

  it('welcomes the new subscriber, removes success and session_id, and links onwards', async () => {
    const { router } = renderRoute('/valkommen?success=true&session_id=cs_test_1&utm=mail');

    expect(await welcomeHeading()).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?utm=mail'));
    expect(router.state.location.pathname).toBe('/valkommen');
    expect(screen.getByRole('link', { name: 'Gå till verktyget' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Om Handläggarstöd' })).toHaveAttribute(
      'href',
      '/om-handlaggarstod',
    );
    expect(screen.getByRole('link', { name: 'Priser och din plan' })).toHaveAttribute('href', '/pris');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The checkout's own confirmation, as on the home page.
    expect(await findToast('Betalning genomförd!')).toBeInTheDocument();
  });

  it('sends a visitor to sign in, and back here afterwards', async () => {
    setFakeSession('anonymous');
    const { router } = renderRoute('/valkommen?success=true&session_id=cs_test_1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fvalkommen');
    expect(check).not.toHaveBeenCalled();
  });

  it('sends a signed-in user without a plan to the plans', async () => {
    check.mockResolvedValue(FREE_STATUS);
    const { router } = renderRoute('/valkommen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pris'));
    expect(screen.queryByRole('heading', { name: 'Välkommen som prenumerant!' })).toBeNull();
  });

  it('waits for the provider’s confirmation right after checkout', async () => {
    check.mockResolvedValueOnce(FREE_STATUS).mockResolvedValue(MONTHLY_STATUS);
    const { router } = renderRoute('/valkommen?success=true&session_id=cs_test_2');
    expect(await welcomeHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/valkommen');
    expect(check.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});
