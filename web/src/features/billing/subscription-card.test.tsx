import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionCard } from '@/features/account/profile/subscription-card';
import { resetFakeAuthClient, setFakeSession, TEST_USER } from '@/features/auth/testing/fake-auth-client';
import { ApiRequestError } from '@/lib/api';
import { fetchSubscriptionStatus, postCustomerPortal } from './billing-api';
import { redirectTopWindow } from './redirect-top-window';
import { FREE_STATUS, MONTHLY_STATUS, YEARLY_STATUS } from './testing/subscription-fixtures';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('./billing-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./billing-api')>()),
  fetchSubscriptionStatus: vi.fn(),
  postCustomerPortal: vi.fn(),
}));
vi.mock('./redirect-top-window', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./redirect-top-window')>()),
  redirectTopWindow: vi.fn(),
}));

const check = vi.mocked(fetchSubscriptionStatus);

const renderCard = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SubscriptionCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { card: screen.getByRole('region', { name: 'Prenumeration' }), user: userEvent.setup() };
};

const shownValue = (card: HTMLElement, term: string) =>
  within(card).getByText(term).nextElementSibling?.textContent;

describe('profile subscription card', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    setFakeSession(TEST_USER);
    check.mockReset().mockResolvedValue(YEARLY_STATUS);
    vi.mocked(postCustomerPortal).mockReset().mockResolvedValue({ url: 'https://billing.example/portal' });
    vi.mocked(redirectTopWindow).mockReset();
  });

  it('shows the plan and its renewal date in Swedish, and opens the portal', async () => {
    const { card, user } = renderCard();
    expect(within(card).getByRole('status')).toHaveTextContent('Kontrollerar prenumeration…');

    await within(card).findByText('Nuvarande plan');
    expect(shownValue(card, 'Nuvarande plan')).toBe('Årsprenumeration');
    expect(shownValue(card, 'Förnyas')).toBe('5 januari 2027');
    expect(within(card).queryByText(/avslutas vid periodens slut/)).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Hantera prenumeration' }));
    await waitFor(() => expect(redirectTopWindow).toHaveBeenCalledWith('https://billing.example/portal'));
  });

  it('shows a plan switch as pending until it takes effect', async () => {
    check.mockResolvedValue({
      ...MONTHLY_STATUS,
      scheduled_change: { tier: 'yearly', at: MONTHLY_STATUS.subscription_end ?? '' },
    });
    const { card } = renderCard();

    await within(card).findByText('Nuvarande plan');
    expect(shownValue(card, 'Nuvarande plan')).toBe(
      'Månadsprenumeration – byter till årsprenumeration 15 augusti 2026',
    );
  });

  it('notes a plan that ends at the period end', async () => {
    check.mockResolvedValue({ ...YEARLY_STATUS, cancel_at_period_end: true });
    const { card } = renderCard();

    await within(card).findByText('Avslutas');
    expect(shownValue(card, 'Avslutas')).toBe('5 januari 2027');
    expect(within(card).getByText(/avslutas vid periodens slut och förnyas inte/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Hantera prenumeration' })).toBeInTheDocument();
  });

  it('links to the plans when there is no subscription', async () => {
    check.mockResolvedValue(FREE_STATUS);
    const { card } = renderCard();

    expect(await within(card).findByText(/Du har ingen aktiv prenumeration/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Se prenumerationsalternativ' })).toHaveAttribute(
      'href',
      '/pris',
    );
    expect(within(card).queryByRole('button', { name: 'Hantera prenumeration' })).not.toBeInTheDocument();
  });

  it('shows a failed check and tries again', async () => {
    check.mockRejectedValueOnce(
      new ApiRequestError({ status: 503, message: 'Tjänsten är inte tillgänglig.' }),
    );
    const { card, user } = renderCard();

    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Kunde inte kontrollera prenumeration: Tjänsten är inte tillgänglig.');
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await within(card).findByText('Årsprenumeration')).toBeInTheDocument();
  });
});
