import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile } from '@/features/account/account-api';
import { clearToasts, findToast, renderRoute } from '@/features/account/testing/render-route';
import { resetFakeAuthClient, setFakeSession, TEST_USER } from '@/features/auth/testing/fake-auth-client';
import { fetchSubscriptionStatus } from '@/features/billing/billing-api';
import {
  ACCEPTED_PROFILE,
  deferred,
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
}));

const check = vi.mocked(fetchSubscriptionStatus);
const header = () => screen.getByRole('banner');

describe('/ (home)', () => {
  beforeAll(() => {
    // jsdom has no scrolling; the router scrolls to the element a hash points at.
    Element.prototype.scrollIntoView = vi.fn();
  });
  beforeEach(() => {
    resetFakeAuthClient();
    vi.mocked(fetchProfile).mockReset().mockResolvedValue(ACCEPTED_PROFILE);
    check.mockReset().mockResolvedValue(FREE_STATUS);
  });
  afterEach(clearToasts);

  // First in the file: after the first settled session lookup, auth is never 'unknown' again.
  it('shows "Laddar..." while auth is unknown, without checking the subscription', async () => {
    setFakeSession('pending');
    renderRoute('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Laddar...');
    expect(check).not.toHaveBeenCalled();
  });

  it('shows the landing to a visitor, without checking the subscription', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Snabba svar med tydliga källor i handläggningen',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kostnadsfritt att registrera')).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Använd verktyget' })).not.toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
  });

  it('shows "Laddar..." while the subscription is checked', async () => {
    check.mockReturnValue(deferred<typeof FREE_STATUS>().promise);
    setFakeSession(TEST_USER);
    renderRoute('/');
    await waitFor(() => expect(check).toHaveBeenCalled());
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Laddar...');
  });

  it('tells a signed-in user without a plan that a licence is required', async () => {
    setFakeSession(TEST_USER);
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prenumeration krävs' })).toBeInTheDocument();
    expect(screen.getByText(/verktyget kräver en licens/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se prenumerationsalternativ' })).toHaveAttribute(
      'href',
      '/pris',
    );
    expect(screen.queryByRole('region', { name: 'Chattverktyget' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Använd verktyget' })).not.toBeInTheDocument();
  });

  it('gives a subscriber the tool area, the pilot notices and the header button that focuses the tool', async () => {
    check.mockResolvedValue(MONTHLY_STATUS);
    setFakeSession(TEST_USER);
    const { user, router } = renderRoute('/');

    const tool = await screen.findByRole('region', { name: 'Chattverktyget' });
    expect(within(tool).getByRole('group', { name: 'Välj handläggarroll' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Tjänsten är en pilot' })).toHaveTextContent(
      /professionella omdöme/,
    );
    expect(screen.getByRole('complementary', { name: 'Det här arbetar vi med' })).toHaveTextContent(
      /lagar, förordningar och förarbeten/,
    );
    expect(screen.getByRole('link', { name: 'Gå till verktyget' })).toHaveAttribute('href', '/#verktyget');

    const headerButton = within(header()).getByRole('link', { name: 'Använd verktyget' });
    expect(headerButton).toHaveAttribute('href', '/#verktyget');
    await user.click(headerButton);
    expect(router.state.location.hash).toBe('#verktyget');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Chattverktyget' })).toHaveFocus());
  });

  it.each([
    [1, 'Välkommen'],
    [2, 'Välkommen tillbaka'],
  ])('greets a subscriber after %i sign-ins with "%s"', async (signIns, greeting) => {
    vi.mocked(fetchProfile).mockResolvedValue({ ...ACCEPTED_PROFILE, sign_in_count: signIns });
    check.mockResolvedValue(MONTHLY_STATUS);
    setFakeSession(TEST_USER);
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
  });

  it('shows a failed check with the spec text and checks again on request', async () => {
    check.mockRejectedValueOnce(new ApiRequestError({ status: 500, message: 'Serverfel.' }));
    setFakeSession(TEST_USER);
    const { user } = renderRoute('/');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Kunde inte kontrollera prenumeration: Serverfel.')).toBeInTheDocument();
    check.mockResolvedValue(MONTHLY_STATUS);
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('region', { name: 'Chattverktyget' })).toBeInTheDocument();
  });

  it('welcomes a paying user back: toast, address cleaned, plan checked again', async () => {
    check.mockResolvedValueOnce(FREE_STATUS).mockResolvedValue(MONTHLY_STATUS);
    setFakeSession(TEST_USER);
    const { router } = renderRoute('/?success=true');

    const toast = await findToast('Betalning genomförd!');
    expect(
      within(toast).getByText('Tack för din prenumeration. Din åtkomst aktiveras inom kort.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The provider confirmed the payment after the first check; the re-check 2 s later sees it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Prenumeration krävs' })).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Chattverktyget' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['INVALID_TOKEN', 'Länken fungerar inte.', 'Gå till inloggningen', '/login'],
    ['TOKEN_EXPIRED', 'Länken fungerar inte.', 'Gå till inloggningen', '/login'],
    ['new_user_signup_disabled', 'Kontot finns inte.', 'Registrera dig', '/signup'],
    ['failed_to_create_session', 'Inloggningen kunde inte slutföras.', 'Gå till inloggningen', '/login'],
  ])('explains a failed link (?error=%s) in Swedish and shows the way on', async (code, title, label, to) => {
    const { router } = renderRoute(`/?error=${code}&error_description=x`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(title)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: label })).toHaveAttribute('href', to);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('says that a cancelled payment took no money', async () => {
    setFakeSession(TEST_USER);
    const { router } = renderRoute('/?canceled=true');

    const toast = await findToast('Betalning avbruten');
    expect(
      within(toast).getByText('Ingen betalning har genomförts. Du kan försöka igen när som helst.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
