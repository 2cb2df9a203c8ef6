import { ORGANISATION_MESSAGES } from '@app/common';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile } from '@/features/account/account-api';
import { clearToasts, renderRoute } from '@/features/account/testing/render-route';
import { resetFakeAuthClient, setFakeSession, TEST_USER } from '@/features/auth/testing/fake-auth-client';
import { fetchSubscriptionStatus } from '@/features/billing/billing-api';
import { ACCEPTED_PROFILE, FREE_STATUS } from '@/features/billing/testing/subscription-fixtures';
import {
  acceptInvitation,
  fetchInvitationDetails,
  fetchMyOrganisations,
  fetchOrganisationOverview,
} from '@/features/organisations/organisation-api';
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
vi.mock('@/features/organisations/organisation-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/organisations/organisation-api')>()),
  fetchInvitationDetails: vi.fn(),
  acceptInvitation: vi.fn(),
  fetchMyOrganisations: vi.fn(),
  fetchOrganisationOverview: vi.fn(),
}));

const PATH = '/organisation/inbjudan?token=abc123';

describe('/organisation/inbjudan', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    vi.mocked(fetchProfile).mockReset().mockResolvedValue(ACCEPTED_PROFILE);
    vi.mocked(fetchSubscriptionStatus).mockReset().mockResolvedValue(FREE_STATUS);
    vi.mocked(fetchMyOrganisations).mockReset().mockResolvedValue({ administered: [] });
    vi.mocked(fetchOrganisationOverview)
      .mockReset()
      .mockReturnValue(new Promise(() => undefined));
    vi.mocked(acceptInvitation).mockReset();
    vi.mocked(fetchInvitationDetails)
      .mockReset()
      .mockResolvedValue({ organisation_name: 'Exempels kommun', role: 'org_admin' });
  });
  afterEach(clearToasts);

  it('names the organisation and the role to a visitor, whose sign-in and sign-up come back here', async () => {
    setFakeSession('anonymous');
    renderRoute(PATH);

    expect(
      await screen.findByText('Du är inbjuden att bli administratör för Exempels kommun.'),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    const back = `next=${encodeURIComponent(PATH)}`;
    expect(within(main).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', `/login?${back}`);
    expect(within(main).getByRole('link', { name: 'Skapa ett konto' })).toHaveAttribute(
      'href',
      `/signup?${back}`,
    );
    expect(fetchInvitationDetails).toHaveBeenCalledWith('abc123');
  });

  it('sends a signed-in user who arrives at /login from it straight back', async () => {
    setFakeSession(TEST_USER);
    const { router } = renderRoute(`/login?next=${encodeURIComponent(PATH)}`);
    await screen.findByText('Du är inbjuden att bli administratör för Exempels kommun.');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(PATH);
  });

  it('never follows a next that leaves the site', async () => {
    setFakeSession(TEST_USER);
    const { router } = renderRoute('/login?next=%2F%2Felak.example');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('takes an administrator who accepts to /organisation', async () => {
    setFakeSession(TEST_USER);
    vi.mocked(acceptInvitation).mockResolvedValue({
      organisation_id: 'o1',
      organisation_name: 'Exempels kommun',
      role: 'org_admin',
    });
    const { router, user } = renderRoute(PATH);

    await user.click(await screen.findByRole('button', { name: 'Anta inbjudan' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/organisation'));
  });

  it('names the member role', async () => {
    setFakeSession(TEST_USER);
    vi.mocked(fetchInvitationDetails).mockResolvedValueOnce({
      organisation_name: 'Exempels kommun',
      role: 'member',
    });
    renderRoute(PATH);
    expect(await screen.findByText('Du är inbjuden att bli medlem i Exempels kommun.')).toBeInTheDocument();
  });

  it('shows the server’s message for a used or expired link', async () => {
    setFakeSession('anonymous');
    vi.mocked(fetchInvitationDetails).mockRejectedValue(
      new ApiRequestError({
        status: 400,
        code: 'validation',
        message: ORGANISATION_MESSAGES.invitationInvalid,
      }),
    );
    renderRoute(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(ORGANISATION_MESSAGES.invitationInvalid);
  });
});
