import type { Profile } from '@app/common';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchProfile,
  patchProfile,
  postDeletionRequest,
  postLogoutAndReset,
} from '@/features/account/account-api';
import { storeTermsAccepted } from '@/features/account/terms/terms-storage';
import { clearToasts, findToast, renderRoute } from '@/features/account/testing/render-route';
import {
  authClient,
  fail,
  ok,
  resetFakeAuthClient,
  setFakeSession,
  TEST_USER,
} from '@/features/auth/testing/fake-auth-client';
import { ApiRequestError } from '@/lib/api';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('@/features/account/account-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/account/account-api')>()),
  fetchProfile: vi.fn(),
  postLogoutAndReset: vi.fn(),
  postDeletionRequest: vi.fn(),
  patchProfile: vi.fn(),
}));

const PROFILE: Profile = {
  email: TEST_USER.email,
  name: TEST_USER.name,
  created_at: '2026-01-05T13:03:00.000Z',
  last_login: '2026-07-01T08:30:00.000Z',
  chat_interactions: 7,
  terms_accepted_at: '2026-01-05T13:05:00.000Z',
  two_factor_enabled: false,
  is_admin: false,
  job_title: 'Handläggare',
  workplace: null,
  sign_in_count: 2,
  deletion_cancelled: false,
};

const profileRequest = vi.mocked(fetchProfile);
const logoutAndReset = vi.mocked(postLogoutAndReset);
const deletionRequest = vi.mocked(postDeletionRequest);
const profileUpdate = vi.mocked(patchProfile);

const openSecurity = async (user: ReturnType<typeof renderRoute>['user']) => {
  const toggle = await screen.findByRole('button', { name: 'Ändra lösenord' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
};

describe('/profile', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    setFakeSession(TEST_USER);
    profileRequest.mockReset().mockResolvedValue(PROFILE);
    logoutAndReset.mockReset().mockResolvedValue(undefined);
    deletionRequest.mockReset().mockResolvedValue({ scheduled_for: '2026-07-08T08:30:00.000Z' });
  });
  afterEach(clearToasts);

  it('asks a signed-out visitor to log in', async () => {
    setFakeSession('anonymous');
    renderRoute('/profile');
    expect(await screen.findByText('Du behöver vara inloggad för att se din profil.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Logga in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('changes the name, job title and workplace, checked by the shared rules first', async () => {
    profileUpdate.mockImplementation(async (update) => ({
      ...PROFILE,
      ...update,
      workplace: update.workplace || null,
    }));
    const { user } = renderRoute('/profile');
    const details = await screen.findByRole('region', { name: 'Dina uppgifter' });
    const save = within(details).getByRole('button', { name: 'Spara ändringar' });
    expect(save).toBeDisabled();

    const name = within(details).getByLabelText('Namn');
    await user.clear(name);
    await user.type(name, 'Anna 2');
    await user.tab();
    expect(name).toHaveAccessibleDescription(
      'Namnet får endast innehålla bokstäver, mellanslag, bindestreck och apostrofer',
    );
    await user.click(save);
    expect(profileUpdate).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, 'Anna Åberg');
    await user.selectOptions(within(details).getByLabelText('Vad arbetar du som?'), 'Jurist');
    await user.type(within(details).getByLabelText('Arbetsplats (valfritt)'), 'Exempelkommunen');
    await user.click(save);
    await findToast('Uppgifterna har sparats');
    expect(profileUpdate).toHaveBeenCalledWith({
      name: 'Anna Åberg',
      job_title: 'Jurist',
      workplace: 'Exempelkommunen',
    });
  });

  it('confirms on screen that signing in cancelled a pending deletion', async () => {
    profileRequest.mockResolvedValue({ ...PROFILE, deletion_cancelled: true });
    renderRoute('/profile');
    expect(
      await screen.findByText('Raderingen av ditt konto är avbruten.', { exact: false }),
    ).toBeInTheDocument();
  });

  it('lists the signed-in devices, this one marked, and signs out the others', async () => {
    const chromeOnWindows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const safariOnIphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    authClient.listSessions
      .mockResolvedValueOnce(
        ok([
          { id: 'session-2', userAgent: safariOnIphone, updatedAt: '2026-11-20T08:00:00.000Z' },
          { id: 'session-1', userAgent: chromeOnWindows, updatedAt: '2026-11-28T14:03:00.000Z' },
        ]),
      )
      .mockResolvedValue(
        ok([{ id: 'session-1', userAgent: chromeOnWindows, updatedAt: '2026-11-28T14:03:00.000Z' }]),
      );
    const { user } = renderRoute('/profile');
    const list = await screen.findByRole('list', { name: 'Inloggade enheter' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Chrome på WindowsDen här enheten');
    expect(first).toHaveTextContent('Senast aktiv 28 november 2026 kl. 15:03');
    expect(second).toHaveTextContent('Safari på iPhone');
    expect(second).not.toHaveTextContent('Den här enheten');

    await user.click(screen.getByRole('button', { name: 'Logga ut andra enheter' }));
    await findToast('Andra enheter utloggade');
    expect(authClient.revokeOtherSessions).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Logga ut andra enheter' })).toBeDisabled();
  });

  it('shows the load error with a way back to the start page', async () => {
    profileRequest.mockRejectedValue(new ApiRequestError({ status: 500, message: 'Serverfel.' }));
    // Accepted earlier on this computer, so the terms modal (which falls back to this flag) stays shut.
    storeTermsAccepted(TEST_USER.id, '2026-01-05T13:05:00.000Z');
    renderRoute('/profile');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Fel vid laddning av profil' })).toBeInTheDocument();
    expect(within(alert).getByText('Serverfel.')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Tillbaka till startsidan' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the account cards with Swedish dates and the security card collapsed', async () => {
    renderRoute('/profile');
    const info = await screen.findByRole('region', { name: 'Kontoinformation' });
    expect(within(info).getByText('5 januari 2026 kl. 14:03')).toBeInTheDocument();
    expect(within(info).getByText('1 juli 2026 kl. 10:30')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Prenumeration' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Radera konto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ändra lösenord' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Nuvarande lösenord')).not.toBeInTheDocument();
  });

  it('validates the new password and resets the fields on cancel', async () => {
    const { user } = renderRoute('/profile');
    await openSecurity(user);
    await user.type(screen.getByLabelText('Nuvarande lösenord'), 'gammalt');
    await user.type(screen.getByLabelText('Nytt lösenord'), 'abcdef');
    await user.type(screen.getByLabelText('Bekräfta nytt lösenord'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Uppdatera lösenord' }));
    expect(
      within(await findToast('Lösenordet är för kort')).getByText('Lösenordet måste vara minst 8 tecken'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nytt lösenord')).toHaveAccessibleDescription(
      /Lösenordet måste innehålla minst en siffra/,
    );

    await user.clear(screen.getByLabelText('Nytt lösenord'));
    await user.type(screen.getByLabelText('Nytt lösenord'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Uppdatera lösenord' }));
    expect(
      within(await findToast('Lösenorden matchar inte')).getByText(
        'Det nya lösenordet och bekräftelsen måste vara identiska.',
      ),
    ).toBeInTheDocument();
    expect(authClient.changePassword).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByLabelText('Nuvarande lösenord')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ändra lösenord' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ändra lösenord' }));
    expect(screen.getByLabelText('Nuvarande lösenord')).toHaveValue('');
    expect(screen.getByLabelText('Nytt lösenord')).toHaveValue('');
  });

  it('says when the current password is wrong, and confirms a change', async () => {
    authClient.changePassword.mockResolvedValueOnce(fail('INVALID_PASSWORD', 400, 'Invalid password'));
    const { user } = renderRoute('/profile');
    await openSecurity(user);
    await user.type(screen.getByLabelText('Nuvarande lösenord'), 'fel');
    await user.type(screen.getByLabelText('Nytt lösenord'), 'NyttLosen42');
    await user.type(screen.getByLabelText('Bekräfta nytt lösenord'), 'NyttLosen42');
    await user.click(screen.getByRole('button', { name: 'Uppdatera lösenord' }));

    const wrong = await findToast('Felaktigt nuvarande lösenord');
    expect(within(wrong).getByText('Det nuvarande lösenordet du angav är felaktigt.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nuvarande lösenord')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Uppdatera lösenord' }));
    await findToast('Lösenordet har uppdaterats!');
    expect(authClient.changePassword).toHaveBeenLastCalledWith({
      currentPassword: 'fel',
      newPassword: 'NyttLosen42',
      revokeOtherSessions: true,
    });
    expect(screen.queryByLabelText('Nuvarande lösenord')).not.toBeInTheDocument();
  });

  it('shows "Fel vid lösenordsuppdatering" for other failures', async () => {
    authClient.changePassword.mockResolvedValueOnce(fail('', 500, ''));
    const { user } = renderRoute('/profile');
    await openSecurity(user);
    await user.type(screen.getByLabelText('Nuvarande lösenord'), 'gammalt');
    await user.type(screen.getByLabelText('Nytt lösenord'), 'NyttLosen42');
    await user.type(screen.getByLabelText('Bekräfta nytt lösenord'), 'NyttLosen42');
    await user.click(screen.getByRole('button', { name: 'Uppdatera lösenord' }));
    await findToast('Fel vid lösenordsuppdatering');
  });

  it('logs out with a reset link and goes to /login', async () => {
    const { user, router } = renderRoute('/profile');
    await openSecurity(user);
    // The server ends the session; the re-read session is then signed out.
    logoutAndReset.mockImplementation(async () => {
      setFakeSession('anonymous');
    });
    await user.click(screen.getByRole('button', { name: 'Logga ut och skicka återställningslänk' }));

    const toast = await findToast('Utloggad och e-post skickad!');
    expect(
      within(toast).getByText('Du har loggats ut och en återställningslänk har skickats till din e-post.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('reports a failed logout-and-reset', async () => {
    logoutAndReset.mockRejectedValue(new ApiRequestError({ status: 500, message: 'Serverfel.' }));
    const { user, router } = renderRoute('/profile');
    await openSecurity(user);
    await user.click(screen.getByRole('button', { name: 'Logga ut och skicka återställningslänk' }));

    expect(
      within(await findToast('Fel vid lösenordsåterställning')).getByText('Serverfel.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('requests deletion after confirmation, signs out and explains the 7 days', async () => {
    deletionRequest.mockImplementation(async () => {
      setFakeSession('anonymous');
      return { scheduled_for: '2026-07-08T08:30:00.000Z' };
    });
    const { user, router } = renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Radera mitt konto' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Vill du radera ditt konto?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(deletionRequest).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Radera mitt konto' }));
    const confirming = screen.getByRole('alertdialog');
    await user.click(within(confirming).getByRole('button', { name: 'Ja, radera mitt konto' }));
    expect(within(confirming).getByText('Ange ditt lösenord')).toBeInTheDocument();
    expect(deletionRequest).not.toHaveBeenCalled();
    await user.type(within(confirming).getByLabelText('Bekräfta med ditt lösenord'), 'Hemligt123');
    await user.click(within(confirming).getByRole('button', { name: 'Ja, radera mitt konto' }));

    expect(deletionRequest).toHaveBeenCalledWith({ password: 'Hemligt123' });
    const toast = await findToast('Begäran mottagen');
    expect(
      within(toast).getByText(
        'Ditt konto och dina uppgifter raderas efter 7 dagar. Vill du avbryta borttagningen loggar du in igen innan dess.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says a wrong password under the field and keeps the dialog open', async () => {
    deletionRequest.mockRejectedValue(
      new ApiRequestError({ status: 400, code: 'validation', message: 'Lösenordet stämmer inte.' }),
    );
    const { user, router } = renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Radera mitt konto' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Vill du radera ditt konto?' });
    await user.type(within(dialog).getByLabelText('Bekräfta med ditt lösenord'), 'Fel12345');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, radera mitt konto' }));

    expect(await within(dialog).findByText('Lösenordet stämmer inte.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Bekräfta med ditt lösenord')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('reports a failed deletion request', async () => {
    deletionRequest.mockRejectedValue(new ApiRequestError({ status: 500, message: 'Serverfel.' }));
    const { user } = renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Radera mitt konto' }));
    await user.type(screen.getByLabelText('Bekräfta med ditt lösenord'), 'Hemligt123');
    await user.click(screen.getByRole('button', { name: 'Ja, radera mitt konto' }));

    const toast = await findToast('Fel vid kontoborttagning');
    expect(within(toast).getByText('Ett fel uppstod. Kontakta support för hjälp.')).toBeInTheDocument();
  });

  it('enables two-factor authentication with the key, recovery codes and a code', async () => {
    const { user } = renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Aktivera tvåstegsverifiering' }));
    await user.type(screen.getByLabelText('Bekräfta med ditt lösenord'), 'Hemligt123');
    await user.click(screen.getByRole('button', { name: 'Fortsätt' }));

    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByText(/^otpauth:\/\/totp\//)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Återställningskoder' })).toHaveTextContent('AAAA-1111');
    expect(authClient.twoFactor.enable).toHaveBeenCalledWith({ password: 'Hemligt123' });

    profileRequest.mockResolvedValue({ ...PROFILE, two_factor_enabled: true });
    await user.type(screen.getByLabelText('Kod från autentiseringsappen'), '123456');
    await user.click(screen.getByRole('button', { name: 'Bekräfta och aktivera' }));

    await findToast('Tvåstegsverifiering aktiverad');
    expect(authClient.twoFactor.verifyTotp).toHaveBeenCalledWith({ code: '123456' });
    expect(await screen.findByRole('button', { name: 'Inaktivera tvåstegsverifiering' })).toBeInTheDocument();
  });

  it('disables two-factor authentication with the password', async () => {
    profileRequest.mockResolvedValue({ ...PROFILE, two_factor_enabled: true });
    const { user } = renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Inaktivera tvåstegsverifiering' }));
    await user.type(screen.getByLabelText('Bekräfta med ditt lösenord'), 'Hemligt123');
    profileRequest.mockResolvedValue(PROFILE);
    await user.click(screen.getByRole('button', { name: 'Inaktivera' }));

    await findToast('Tvåstegsverifiering inaktiverad');
    expect(authClient.twoFactor.disable).toHaveBeenCalledWith({ password: 'Hemligt123' });
    expect(await screen.findByRole('button', { name: 'Aktivera tvåstegsverifiering' })).toBeInTheDocument();
  });
});
