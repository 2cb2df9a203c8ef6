import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_QUERY_KEY } from '@/lib/query-keys';
import { dismissToast, getToasts } from '@/lib/toast';
import { PAYMENT_RECHECK_DELAY_MS, usePaymentReturn } from './use-payment-return';

function ReturnPage() {
  usePaymentReturn();
  return null;
}

const renderAt = (path: string) => {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  const router = createMemoryRouter([{ path: '/', element: <ReturnPage /> }], { initialEntries: [path] });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, invalidate };
};

const toastTexts = () =>
  getToasts().map(({ title, description, variant, duration }) => ({ title, description, variant, duration }));

describe('usePaymentReturn', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const item of getToasts()) {
      dismissToast(item.id);
    }
    vi.useRealTimers();
  });

  it('thanks for the payment once, re-checks the subscription after 2 s and cleans the address', async () => {
    const { router, invalidate } = renderAt('/?success=true&session_id=cs_test_1&ref=mail');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });

    expect(toastTexts()).toEqual([
      {
        title: 'Betalning genomförd!',
        description: 'Tack för din prenumeration. Din åtkomst aktiveras inom kort.',
        variant: 'success',
        duration: 5000,
      },
    ]);
    expect(router.state.location.search).toBe('?ref=mail');
    expect(router.state.historyAction).toBe('REPLACE');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_DELAY_MS - 10);
    });
    expect(invalidate).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: SUBSCRIPTION_QUERY_KEY });
    expect(PAYMENT_RECHECK_DELAY_MS).toBe(2000);
  });

  it('says that a cancelled payment took no money, and cleans the address', async () => {
    const { router, invalidate } = renderAt('/?canceled=true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_DELAY_MS);
    });

    expect(toastTexts()).toEqual([
      {
        title: 'Betalning avbruten',
        description: 'Ingen betalning har genomförts. Du kan försöka igen när som helst.',
        variant: 'destructive',
        duration: 7000,
      },
    ]);
    expect(router.state.location.search).toBe('');
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('does nothing without a payment result in the address', async () => {
    const { router, invalidate } = renderAt('/?success=false');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_DELAY_MS);
    });

    expect(getToasts()).toHaveLength(0);
    expect(invalidate).not.toHaveBeenCalled();
    // success=false is ours to clean up too: the address should not keep checkout leftovers.
    expect(router.state.location.search).toBe('');
  });
});
