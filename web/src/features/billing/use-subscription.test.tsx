import type { SubscriptionStatus } from '@app/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/features/auth/use-auth';
import { ApiRequestError } from '@/lib/api';
import { fetchSubscriptionStatus } from './billing-api';
import { deferred, FREE_STATUS, MONTHLY_STATUS, YEARLY_STATUS } from './testing/subscription-fixtures';
import { useSubscription } from './use-subscription';

const auth = vi.hoisted(() => ({ state: { status: 'unknown' } as AuthState }));

vi.mock('@/features/auth/use-auth', () => ({ useAuth: () => auth.state }));
vi.mock('./billing-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./billing-api')>()),
  fetchSubscriptionStatus: vi.fn(),
}));

const check = vi.mocked(fetchSubscriptionStatus);

const signedIn = (id: string): AuthState => ({
  status: 'authenticated',
  user: { id, email: `${id}@example.se`, name: id },
});

const renderSubscription = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSubscription(), { wrapper });
};

describe('useSubscription', () => {
  beforeEach(() => {
    check.mockReset().mockResolvedValue(FREE_STATUS);
  });

  it('runs no check while auth is unknown', () => {
    auth.state = { status: 'unknown' };
    const { result } = renderSubscription();

    expect(result.current).toMatchObject({ subscribed: null, subscription_tier: 'free', loading: true });
    expect(result.current.error).toBeNull();
    expect(check).not.toHaveBeenCalled();
  });

  it('makes a visitor unsubscribed at once, with the free tier and no error', () => {
    auth.state = { status: 'anonymous' };
    const { result } = renderSubscription();

    expect(result.current).toMatchObject({
      subscribed: false,
      subscription_tier: 'free',
      subscription_end: null,
      loading: false,
      error: null,
    });
    expect(check).not.toHaveBeenCalled();
  });

  it('checks for a signed-in user and reports the plan', async () => {
    check.mockResolvedValue(MONTHLY_STATUS);
    auth.state = signedIn('anna');
    const { result } = renderSubscription();

    expect(result.current).toMatchObject({ subscribed: null, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({
      subscribed: true,
      subscription_tier: 'monthly',
      subscription_end: MONTHLY_STATUS.subscription_end,
      error: null,
    });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks again when the user changes and ignores the earlier check that answers late', async () => {
    const first = deferred<SubscriptionStatus>();
    check.mockReturnValueOnce(first.promise).mockResolvedValueOnce(YEARLY_STATUS);
    auth.state = signedIn('anna');
    const { result, rerender } = renderSubscription();
    expect(check).toHaveBeenCalledTimes(1);

    auth.state = signedIn('bertil');
    rerender();
    await waitFor(() => expect(result.current.subscribed).toBe(true));
    expect(check).toHaveBeenCalledTimes(2);

    await act(async () => {
      first.resolve(FREE_STATUS);
      await first.promise;
    });
    expect(result.current).toMatchObject({ subscribed: true, subscription_tier: 'yearly' });
  });

  it('forgets the plan at once when the user signs out', async () => {
    check.mockResolvedValue(YEARLY_STATUS);
    auth.state = signedIn('anna');
    const { result, rerender } = renderSubscription();
    await waitFor(() => expect(result.current.subscribed).toBe(true));

    auth.state = { status: 'anonymous' };
    rerender();
    expect(result.current).toMatchObject({ subscribed: false, subscription_tier: 'free', error: null });
  });

  it.each([
    [
      'the server message',
      new ApiRequestError({ status: 500, message: 'Serverfel.' }),
      'Kunde inte kontrollera prenumeration: Serverfel.',
    ],
    [
      '"Okänt fel" when the server gave no message',
      new ApiRequestError({ status: 500, message: '' }),
      'Kunde inte kontrollera prenumeration: Okänt fel',
    ],
    ['the read error for anything else', new TypeError('Failed to fetch'), 'Kunde inte läsa prenumeration'],
  ])('stores %s and stops loading', async (_case, failure, text) => {
    check.mockRejectedValue(failure);
    auth.state = signedIn('anna');
    const { result } = renderSubscription();

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe(text);
    expect(result.current.subscribed).toBeNull();
  });

  it('checks again on refresh(), and does nothing for a visitor', async () => {
    auth.state = signedIn('anna');
    const { result, rerender } = renderSubscription();
    await waitFor(() => expect(result.current.subscribed).toBe(false));

    check.mockResolvedValue(MONTHLY_STATUS);
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.subscribed).toBe(true));
    expect(check).toHaveBeenCalledTimes(2);

    auth.state = { status: 'anonymous' };
    rerender();
    await act(() => result.current.refresh());
    expect(check).toHaveBeenCalledTimes(2);
  });
});
