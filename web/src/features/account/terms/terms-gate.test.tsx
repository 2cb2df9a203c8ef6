import type { Profile } from '@app/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile, postTermsAcceptance } from '@/features/account/account-api';
import { clearToasts, renderRoute } from '@/features/account/testing/render-route';
import { resetFakeAuthClient, setFakeSession, TEST_USER } from '@/features/auth/testing/fake-auth-client';
import { ApiRequestError } from '@/lib/api';
import { termsStorageKey } from './terms-storage';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('@/features/account/account-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/account/account-api')>()),
  fetchProfile: vi.fn(),
  postTermsAcceptance: vi.fn(),
}));

const PROFILE: Profile = {
  email: TEST_USER.email,
  name: TEST_USER.name,
  created_at: '2026-01-05T13:03:00.000Z',
  last_login: null,
  chat_interactions: 0,
  terms_accepted_at: null,
  two_factor_enabled: false,
  is_admin: false,
  job_title: 'Handläggare',
  workplace: null,
  sign_in_count: 2,
  deletion_cancelled: false,
};

const profileRequest = vi.mocked(fetchProfile);
const acceptRequest = vi.mocked(postTermsAcceptance);
const findTermsDialog = () => screen.findByRole('dialog', { name: 'Användarvillkor' });

describe('terms modal', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    setFakeSession(TEST_USER);
    profileRequest.mockReset().mockResolvedValue(PROFILE);
    acceptRequest.mockReset().mockResolvedValue({ terms_accepted_at: '2026-07-01T08:30:00.000Z' });
  });
  afterEach(clearToasts);

  it('opens for a signed-in user who has not accepted, summarises the terms and links to them', async () => {
    renderRoute('/');
    const dialog = await findTermsDialog();
    expect(within(dialog).getByText(/14 dagars ångerrätt/)).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: /Läs de fullständiga användarvillkoren/ });
    expect(link).toHaveAttribute('href', '/anvandarvillkor');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('cannot be dismissed: no close button, Escape and outside clicks do nothing', async () => {
    const { user } = renderRoute('/');
    const dialog = await findTermsDialog();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Acceptera och fortsätta']);

    await user.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Användarvillkor' })).toBeInTheDocument();
  });

  it('enables "Acceptera och fortsätta" only after the box is ticked, then records the acceptance', async () => {
    const { user } = renderRoute('/');
    const dialog = await findTermsDialog();
    const accept = within(dialog).getByRole('button', { name: 'Acceptera och fortsätta' });
    expect(accept).toBeDisabled();

    const checkbox = within(dialog).getByRole('checkbox', {
      name: 'Jag har läst och godkänner användarvillkoren',
    });
    await user.click(checkbox);
    expect(accept).toBeEnabled();
    await user.click(checkbox);
    expect(accept).toBeDisabled();

    await user.click(checkbox);
    await user.click(accept);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(acceptRequest).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(termsStorageKey(TEST_USER.id))).toBe('2026-07-01T08:30:00.000Z');
    expect(termsStorageKey(TEST_USER.id)).toContain('termsAccepted');
  });

  it('stays shut when the profile says the terms are accepted', async () => {
    profileRequest.mockResolvedValue({ ...PROFILE, terms_accepted_at: '2026-01-05T13:05:00.000Z' });
    renderRoute('/');
    await waitFor(() => expect(profileRequest).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to the local flag when the profile cannot be read', async () => {
    profileRequest.mockRejectedValue(new ApiRequestError({ status: 500, message: 'Serverfel.' }));
    window.localStorage.setItem(termsStorageKey(TEST_USER.id), '2026-01-05T13:05:00.000Z');
    renderRoute('/');
    await waitFor(() => expect(profileRequest).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    window.localStorage.clear();
  });

  it('opens when the profile cannot be read and there is no local flag', async () => {
    profileRequest.mockRejectedValue(new ApiRequestError({ status: 500, message: 'Serverfel.' }));
    renderRoute('/');
    expect(await findTermsDialog()).toBeInTheDocument();
  });

  it('leaves the terms page itself readable', async () => {
    renderRoute('/anvandarvillkor');
    await waitFor(() => expect(profileRequest).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not show for signed-out visitors', async () => {
    setFakeSession('anonymous');
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(profileRequest).not.toHaveBeenCalled();
  });
});
