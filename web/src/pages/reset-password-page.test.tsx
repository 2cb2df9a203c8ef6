import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, findToast, renderRoute } from '@/features/account/testing/render-route';
import { authClient, fail, resetFakeAuthClient } from '@/features/auth/testing/fake-auth-client';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));

describe('/reset-password', () => {
  beforeEach(resetFakeAuthClient);
  afterEach(clearToasts);

  it('validates the e-mail address', async () => {
    const { user } = renderRoute('/reset-password');
    await user.type(await screen.findByLabelText('E-postadress'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Skicka återställningslänk' }));

    expect(screen.getByLabelText('E-postadress')).toHaveAccessibleDescription('Ange en giltig e-postadress');
    expect(authClient.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the link, confirms with a toast and turns into a confirmation with a way back', async () => {
    const { user } = renderRoute('/reset-password');
    await user.type(await screen.findByLabelText('E-postadress'), 'Anna@Example.se');
    await user.click(screen.getByRole('button', { name: 'Skicka återställningslänk' }));

    const toast = await findToast('E-post skickad!');
    expect(within(toast).getByText('Kontrollera din inkorg för återställningslänken.')).toBeInTheDocument();
    expect(authClient.requestPasswordReset).toHaveBeenCalledWith({
      email: 'anna@example.se',
      redirectTo: '/update-password',
    });
    expect(screen.queryByLabelText('E-postadress')).not.toBeInTheDocument();
    expect(screen.getByText('anna@example.se')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillbaka till inloggningen' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows "Fel uppstod" when the link cannot be sent', async () => {
    authClient.requestPasswordReset.mockResolvedValue(fail('', 500, ''));
    const { user } = renderRoute('/reset-password');
    await user.type(await screen.findByLabelText('E-postadress'), 'anna@example.se');
    await user.click(screen.getByRole('button', { name: 'Skicka återställningslänk' }));

    const toast = await findToast('Fel uppstod');
    expect(within(toast).getByText('Kunde inte skicka återställningslänk.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-postadress')).toBeInTheDocument();
  });
});
