import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile } from '@/features/account/account-api';
import { clearToasts, findToast, renderRoute } from '@/features/account/testing/render-route';
import { resetFakeAuthClient, setFakeSession, TEST_USER } from '@/features/auth/testing/fake-auth-client';
import {
  fetchSubscriptionStatus,
  postCreateCheckout,
  postCustomerPortal,
} from '@/features/billing/billing-api';
import { redirectTopWindow } from '@/features/billing/redirect-top-window';
import {
  ACCEPTED_PROFILE,
  FREE_STATUS,
  MONTHLY_STATUS,
} from '@/features/billing/testing/subscription-fixtures';
import { ApiRequestError } from '@/lib/api';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('@/features/account/account-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/account/account-api')>()),
  fetchProfile: vi.fn(),
}));
vi.mock('@/features/billing/billing-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/billing/billing-api')>()),
  fetchSubscriptionStatus: vi.fn(),
  postCreateCheckout: vi.fn(),
  postCustomerPortal: vi.fn(),
}));
vi.mock('@/features/billing/redirect-top-window', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/billing/redirect-top-window')>()),
  redirectTopWindow: vi.fn(),
}));

const check = vi.mocked(fetchSubscriptionStatus);
const checkout = vi.mocked(postCreateCheckout);
const portal = vi.mocked(postCustomerPortal);
const redirect = vi.mocked(redirectTopWindow);

const planCard = (name: string) => screen.getByRole('article', { name });
const findPlanCard = (name: string) => screen.findByRole('article', { name });

describe('/pris', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    vi.mocked(fetchProfile).mockReset().mockResolvedValue(ACCEPTED_PROFILE);
    check.mockReset().mockResolvedValue(FREE_STATUS);
    checkout.mockReset().mockResolvedValue({ url: 'http://localhost:3000/api/billing/demo/checkout/c1' });
    portal.mockReset().mockResolvedValue({ url: 'http://localhost:3000/api/billing/demo/portal' });
    redirect.mockReset();
  });
  afterEach(clearToasts);

  it('shows both plans with prices, the yearly saving and the yearly plan recommended', async () => {
    renderRoute('/pris');
    const yearly = await findPlanCard('Årsprenumeration');
    expect(within(yearly).getByText('Rekommenderas')).toBeInTheDocument();
    expect(within(yearly).getByText('2 495 kr')).toBeInTheDocument();
    expect(within(yearly).getByText('per år')).toBeInTheDocument();
    expect(within(yearly).getByText('Spara 1 093 kr jämfört med månadsbetalning')).toBeInTheDocument();

    const monthly = planCard('Månadsprenumeration');
    expect(within(monthly).getByText('299 kr')).toBeInTheDocument();
    expect(within(monthly).getByText('per månad')).toBeInTheDocument();
    expect(within(monthly).getByText('3 588 kr per år')).toBeInTheDocument();
    expect(within(monthly).queryByText('Rekommenderas')).not.toBeInTheDocument();
    expect(screen.queryByText('DIN PLAN')).not.toBeInTheDocument();
  });

  it('sends a visitor who picks a plan to /signup', async () => {
    const { user, router } = renderRoute('/pris');
    await user.click(
      within(await findPlanCard('Årsprenumeration')).getByRole('button', { name: 'Välj årsprenumeration' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(checkout).not.toHaveBeenCalled();
  });

  it('has the employer offer, the competence-development text and a single-open price FAQ', async () => {
    const { user } = renderRoute('/pris');
    const employer = await screen.findByRole('region', { name: 'För arbetsgivare och organisationer' });
    expect(within(employer).getByText(/5 eller fler/)).toBeInTheDocument();
    expect(within(employer).getByRole('link', { name: 'Begär offert' })).toHaveAttribute('href', '/kontakt');
    expect(screen.getByRole('region', { name: 'Kompetensutveckling' })).toHaveTextContent(/kvitto/);

    const binding = screen.getByRole('button', { name: 'Finns det någon bindningstid?' });
    const refund = screen.getByRole('button', { name: 'Kan jag få pengarna tillbaka?' });
    await user.click(binding);
    expect(binding).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/kan säga upp den när som helst/)).toBeInTheDocument();
    await user.click(refund);
    expect(refund).toHaveAttribute('aria-expanded', 'true');
    expect(binding).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/tekniskt fel/)).toBeInTheDocument();
    expect(screen.queryByText(/kan säga upp den när som helst/)).not.toBeInTheDocument();
  });

  it('describes the page for search engines, with the plans as offers and the price questions as FAQ data', async () => {
    renderRoute('/pris');
    await findPlanCard('Årsprenumeration');
    expect(document.title).toBe('Priser | Handläggarstöd');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /2\s495\skr\/år/,
    );
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    );
    const product = jsonLd.find((object) => object['@type'] === 'Product') as { offers: { price: number }[] };
    expect(product.offers.map((offer) => offer.price)).toEqual([299, 2495]);
    const faq = jsonLd.find((object) => object['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((question) => question.name)).toContain('Ingår moms i priset?');
  });

  it('starts checkout for a signed-in user and sends the top window to the payment page', async () => {
    setFakeSession(TEST_USER);
    const { user } = renderRoute('/pris');
    const monthly = await findPlanCard('Månadsprenumeration');
    await waitFor(() => expect(check).toHaveBeenCalled());
    await user.click(within(monthly).getByRole('button', { name: 'Välj månadsprenumeration' }));

    expect(checkout).toHaveBeenCalledWith('monthly');
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('http://localhost:3000/api/billing/demo/checkout/c1'),
    );
    // Both buttons stay disabled while the browser leaves for the payment page.
    expect(within(monthly).getByRole('button', { name: 'Välj månadsprenumeration' })).toBeDisabled();
    expect(
      within(planCard('Årsprenumeration')).getByRole('button', { name: 'Välj årsprenumeration' }),
    ).toBeDisabled();
  });

  it.each([
    ['an error', () => Promise.reject(new ApiRequestError({ status: 500, message: 'Serverfel.' }))],
    ['no url', () => Promise.resolve({ url: '' })],
    ['an unsafe url', () => Promise.resolve({ url: 'javascript:alert(1)' })],
  ])('says checkout could not start when the server answers with %s', async (_case, answer) => {
    checkout.mockImplementation(answer);
    setFakeSession(TEST_USER);
    const { user } = renderRoute('/pris');
    const yearly = await findPlanCard('Årsprenumeration');
    await waitFor(() => expect(check).toHaveBeenCalled());
    await user.click(within(yearly).getByRole('button', { name: 'Välj årsprenumeration' }));

    const toast = await findToast('Fel');
    expect(
      within(toast).getByText('Kunde inte starta betalningsprocessen. Försök igen.'),
    ).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    expect(within(yearly).getByRole('button', { name: 'Välj årsprenumeration' })).toBeEnabled();
  });

  it('asks for a login when the session has ended', async () => {
    checkout.mockRejectedValue(
      new ApiRequestError({ status: 401, code: 'unauthorized', message: 'Inloggning krävs' }),
    );
    setFakeSession(TEST_USER);
    const { user } = renderRoute('/pris');
    const yearly = await findPlanCard('Årsprenumeration');
    await waitFor(() => expect(check).toHaveBeenCalled());
    await user.click(within(yearly).getByRole('button', { name: 'Välj årsprenumeration' }));

    const toast = await findToast('Inloggning krävs');
    expect(within(toast).getByText('Du måste logga in för att använda denna funktion.')).toBeInTheDocument();
  });

  it('marks a subscriber’s plan "DIN PLAN" and disabled, with the manage button in the banner', async () => {
    check.mockResolvedValue(MONTHLY_STATUS);
    setFakeSession(TEST_USER);
    const { user } = renderRoute('/pris');

    const banner = await screen.findByRole('region', {
      name: 'Du har en aktiv prenumeration: Månadsprenumeration',
    });
    expect(within(banner).getByText(/förnyas automatiskt den 15 augusti 2026/)).toBeInTheDocument();
    const monthly = planCard('Månadsprenumeration');
    expect(within(monthly).getByText('DIN PLAN')).toBeInTheDocument();
    expect(within(monthly).getByRole('button', { name: 'Din nuvarande plan' })).toBeDisabled();
    const yearly = planCard('Årsprenumeration');
    expect(within(yearly).queryByText('Rekommenderas')).not.toBeInTheDocument();
    // Switching goes through the portal, never a second checkout.
    expect(within(yearly).getByRole('button', { name: 'Byt till årsprenumeration' })).toBeEnabled();

    await user.click(within(banner).getByRole('button', { name: 'Hantera prenumeration' }));
    expect(portal).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('http://localhost:3000/api/billing/demo/portal'),
    );
    expect(checkout).not.toHaveBeenCalled();
  });

  it('says the customer portal could not open', async () => {
    check.mockResolvedValue(MONTHLY_STATUS);
    portal.mockRejectedValue(new ApiRequestError({ status: 500, message: 'Serverfel.' }));
    setFakeSession(TEST_USER);
    const { user } = renderRoute('/pris');
    await user.click(await screen.findByRole('button', { name: 'Hantera prenumeration' }));

    const toast = await findToast('Fel');
    expect(within(toast).getByText('Kunde inte öppna kundportalen. Försök igen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hantera prenumeration' })).toBeEnabled();
  });
});
