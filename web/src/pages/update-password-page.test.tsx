import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkResetToken } from '@/features/account/account-api';
import { clearToasts, findToast, renderRoute } from '@/features/account/testing/render-route';
import { REDIRECT_DELAY_MS } from '@/features/account/update-password/update-password-form';
import { authClient, fail, resetFakeAuthClient } from '@/features/auth/testing/fake-auth-client';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('@/features/account/account-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/account/account-api')>()),
  checkResetToken: vi.fn(),
}));

const tokenCheck = vi.mocked(checkResetToken);

const fill = async (user: ReturnType<typeof renderRoute>['user'], password: string, confirmation: string) => {
  if (password) {
    await user.type(await screen.findByLabelText('Nytt lösenord'), password);
  }
  if (confirmation) {
    await user.type(screen.getByLabelText('Bekräfta nytt lösenord'), confirmation);
  }
};

describe('/update-password', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    tokenCheck.mockReset().mockResolvedValue(true);
  });
  afterEach(clearToasts);

  it('says at once that a used or expired link is dead, before any form', async () => {
    tokenCheck.mockResolvedValue(false);
    renderRoute('/update-password?token=anvand');
    expect(await screen.findByRole('heading', { name: 'Länken fungerar inte' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nytt lösenord')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Begär en ny återställningslänk' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(tokenCheck).toHaveBeenCalledWith('anvand');
    expect(authClient.resetPassword).not.toHaveBeenCalled();
  });

  it('shows the form when the check itself fails, and leaves it to the reset to say', async () => {
    tokenCheck.mockRejectedValue(new Error('offline'));
    renderRoute('/update-password?token=abc');
    expect(await screen.findByLabelText('Nytt lösenord')).toBeInTheDocument();
  });

  it('keeps the button disabled until both fields are filled', async () => {
    const { user } = renderRoute('/update-password?token=abc');
    const button = await screen.findByRole('button', { name: 'Uppdatera lösenord' });
    expect(button).toBeDisabled();

    await fill(user, 'hemligt', '');
    expect(button).toBeDisabled();
    await fill(user, '', 'h');
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText('Nytt lösenord'));
    expect(button).toBeDisabled();
  });

  it('holds the new password to the sign-up rules, listed under the field', async () => {
    const { user } = renderRoute('/update-password?token=abc');
    await fill(user, 'abcdef', 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Uppdatera lösenord' }));

    const toast = await findToast('Lösenordet är för kort');
    expect(within(toast).getByText('Lösenordet måste vara minst 8 tecken')).toBeInTheDocument();
    expect(screen.getByLabelText('Nytt lösenord')).toHaveAccessibleDescription(
      /Lösenordet måste innehålla minst en stor bokstav/,
    );

    await user.type(screen.getByLabelText('Nytt lösenord'), 'gh');
    await user.type(screen.getByLabelText('Bekräfta nytt lösenord'), 'gh');
    await user.click(screen.getByRole('button', { name: 'Uppdatera lösenord' }));
    const weak = await findToast('Lösenordet uppfyller inte kraven');
    expect(within(weak).getByText('Lösenordet måste innehålla minst en stor bokstav')).toBeInTheDocument();
    expect(authClient.resetPassword).not.toHaveBeenCalled();
  });

  it('rejects passwords that do not match', async () => {
    const { user } = renderRoute('/update-password?token=abc');
    await fill(user, 'Hemligt1', 'Hemligt2');
    await user.click(screen.getByRole('button', { name: 'Uppdatera lösenord' }));

    const toast = await findToast('Lösenorden matchar inte');
    expect(within(toast).getByText('Se till att båda lösenorden är identiska.')).toBeInTheDocument();
    expect(screen.getByLabelText('Bekräfta nytt lösenord')).toHaveAccessibleDescription(
      'Se till att båda lösenorden är identiska.',
    );
  });

  it('updates the password with the token and goes to /login after 2 seconds', async () => {
    const { user, router } = renderRoute('/update-password?token=abc');
    await fill(user, 'Hemligt24', 'Hemligt24');
    // The delay is read off the timer the form sets, not off the wall clock.
    const timers = vi.spyOn(window, 'setTimeout');
    await user.click(screen.getByRole('button', { name: 'Uppdatera lösenord' }));

    const toast = await findToast('Lösenord uppdaterat!');
    expect(within(toast).getByText('Ditt lösenord har ändrats framgångsrikt.')).toBeInTheDocument();
    expect(authClient.resetPassword).toHaveBeenCalledWith({ newPassword: 'Hemligt24', token: 'abc' });
    expect(router.state.location.pathname).toBe('/update-password');
    await waitFor(() => expect(timers).toHaveBeenCalledWith(expect.any(Function), REDIRECT_DELAY_MS));
    expect(REDIRECT_DELAY_MS).toBe(2000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    timers.mockRestore();
  });

  it('shows "Fel uppstod" when the update fails', async () => {
    authClient.resetPassword.mockResolvedValue(fail('', 500, ''));
    const { user } = renderRoute('/update-password?token=abc');
    await fill(user, 'Hemligt24', 'Hemligt24');
    await user.click(screen.getByRole('button', { name: 'Uppdatera lösenord' }));

    const toast = await findToast('Fel uppstod');
    expect(within(toast).getByText('Kunde inte uppdatera lösenordet.')).toBeInTheDocument();
  });

  it('explains an expired link and offers a new one', async () => {
    authClient.resetPassword.mockResolvedValue(fail('INVALID_TOKEN', 400, 'Invalid token'));
    const { user } = renderRoute('/update-password?token=gammal');
    await fill(user, 'Hemligt24', 'Hemligt24');
    await user.click(screen.getByRole('button', { name: 'Uppdatera lösenord' }));

    await findToast('Fel uppstod');
    expect(await screen.findByRole('link', { name: 'Begär en ny återställningslänk' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it.each(['/update-password', '/update-password?error=INVALID_TOKEN'])(
    'shows a clear message for %s',
    async (path) => {
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Länken fungerar inte' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/har redan använts eller har gått ut/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Begär en ny återställningslänk' })).toHaveAttribute(
        'href',
        '/reset-password',
      );
    },
  );
});
