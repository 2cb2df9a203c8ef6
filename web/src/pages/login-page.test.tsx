import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, findToast, renderRoute } from '@/features/account/testing/render-route';
import {
  authClient,
  fail,
  ok,
  resetFakeAuthClient,
  setFakeSession,
  TEST_USER,
} from '@/features/auth/testing/fake-auth-client';
import { clearSecurityMonitor, getSecurityCounters, readSecurityIncidentLog } from '@/lib/security-monitor';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('@/features/sso/sso-api', () => ({ startSso: vi.fn(async () => ({ providerId: 'organisation' })) }));

const signInWith = async (user: ReturnType<typeof renderRoute>['user'], email: string, password: string) => {
  await user.type(await screen.findByLabelText('E-postadress'), email);
  await user.type(screen.getByLabelText('Lösenord'), password);
  await user.click(screen.getByRole('button', { name: 'Logga in' }));
};

describe('/login', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    clearSecurityMonitor();
  });
  afterEach(clearToasts);

  it('has the login, magic-link, reset and sign-up controls', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logga in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Skicka inloggningslänk till e-post' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Glömt lösenordet?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Registrera dig' })).toHaveAttribute('href', '/signup');
  });

  it('shows "Inloggning misslyckades" with the first validation message', async () => {
    const { user } = renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Logga in' }));

    const toast = await findToast('Inloggning misslyckades');
    expect(within(toast).getByText('E-postadress krävs')).toBeInTheDocument();
    expect(screen.getByLabelText('Lösenord')).toHaveAccessibleDescription('Lösenord krävs');
    expect(authClient.signIn.email).not.toHaveBeenCalled();
  });

  it('says "Felaktig e-post eller lösenord" for wrong credentials', async () => {
    authClient.signIn.email.mockResolvedValue(
      fail('INVALID_EMAIL_OR_PASSWORD', 401, 'Invalid email or password'),
    );
    const { user } = renderRoute('/login');
    await signInWith(user, 'anna@example.se', 'fel');

    const toast = await findToast('Inloggning misslyckades');
    expect(within(toast).getByText('Felaktig e-post eller lösenord')).toBeInTheDocument();
    expect(getSecurityCounters().authenticationFailures).toBe(1);
    expect(readSecurityIncidentLog()).toEqual([expect.objectContaining({ detail: 'login' })]);
  });

  it('shows other server messages as they are, and unexpected failures as "Oväntat fel"', async () => {
    authClient.signIn.email.mockResolvedValueOnce(fail('SOMETHING', 400, 'Kontot är låst.'));
    const { user } = renderRoute('/login');
    await signInWith(user, 'anna@example.se', 'hemligt');
    expect(
      within(await findToast('Inloggning misslyckades')).getByText('Kontot är låst.'),
    ).toBeInTheDocument();

    authClient.signIn.email.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    const toast = await findToast('Oväntat fel');
    expect(within(toast).getByText('Ett oväntat fel uppstod. Försök igen senare.')).toBeInTheDocument();
  });

  it('disables both buttons while signing in, then welcomes the user on the start page', async () => {
    let finish: (value: unknown) => void = () => undefined;
    authClient.signIn.email.mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    const { user, router } = renderRoute('/login');
    await signInWith(user, ' Anna@Example.se ', 'Hemligt123');

    expect(screen.getByRole('button', { name: 'Logga in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Skicka inloggningslänk till e-post' })).toBeDisabled();
    expect(authClient.signIn.email).toHaveBeenCalledWith({
      email: 'anna@example.se',
      password: 'Hemligt123',
    });

    finish(ok({ redirect: false, token: 't', user: TEST_USER }));
    const toast = await findToast('Inloggning lyckades!');
    expect(within(toast).getByText('Välkommen tillbaka till Handläggarstöd')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks for a TOTP code when the account has two-factor authentication', async () => {
    authClient.signIn.email.mockResolvedValue(ok({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }));
    const { user, router } = renderRoute('/login');
    await signInWith(user, 'anna@example.se', 'Hemligt123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tvåstegsverifiering' })).toBeInTheDocument();
    // The client re-reads the (still signed-out) session after the password step; the step must survive.
    act(() => setFakeSession('pending'));
    act(() => setFakeSession('anonymous'));
    const codeInput = screen.getByLabelText('Verifieringskod');
    expect(codeInput).toHaveFocus();

    await user.type(codeInput, '12a');
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));
    expect(codeInput).toHaveAccessibleDescription(
      expect.stringContaining('Ange den sexsiffriga koden från din autentiseringsapp.'),
    );
    expect(authClient.twoFactor.verifyTotp).not.toHaveBeenCalled();

    await user.clear(codeInput);
    await user.type(codeInput, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));
    expect(authClient.twoFactor.verifyTotp).toHaveBeenCalledWith({ code: '123456' });
    await findToast('Inloggning lyckades!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens at the code step when a magic link of a two-factor account lands here', async () => {
    const { user, router } = renderRoute('/login?steg=tvastegsverifiering');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tvåstegsverifiering' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verifieringskod'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));
    expect(authClient.twoFactor.verifyTotp).toHaveBeenCalledWith({ code: '654321' });
    await findToast('Inloggning lyckades!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('comes back from the code step to the page the sign-in was for', async () => {
    const { user, router } = renderRoute('/login?steg=tvastegsverifiering&next=%2Forganisation');
    await user.type(await screen.findByLabelText('Verifieringskod'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation'));
  });

  it.each([
    ['/login?next=%2Finbjudan%2Fabc', '/inbjudan/abc', '/login?sso_fel=1&next=%2Finbjudan%2Fabc'],
    ['/login?next=%2F%2Fevil.example', '/', '/login?sso_fel=1'],
  ])('at %s sends the organisation’s sign-in back to %s (or %s on failure)', async (page, back, failed) => {
    const { user } = renderRoute(page);
    const section = await screen.findByRole('region', { name: 'Logga in med din organisation' });
    await user.type(within(section).getByLabelText('Din e-post i organisationen'), 'anna@exempelby.se');
    await user.click(within(section).getByRole('button', { name: 'Logga in med din organisation' }));
    await waitFor(() =>
      expect(authClient.signIn.social).toHaveBeenCalledWith(
        expect.objectContaining({ callbackURL: back, errorCallbackURL: failed }),
      ),
    );
  });

  it.each([
    [
      'account_not_linked',
      'Logga in med e-post och lösenord och koppla organisationens inloggning under Profil',
    ],
    ['admin_needs_second_factor', 'Administratörskonton loggar inte in med organisationens konto'],
  ])('says what to do when the organisation’s sign-in came back with %s', async (error, text) => {
    renderRoute(`/login?sso_fel=1&error=${error}`);
    const section = await screen.findByRole('region', { name: 'Logga in med din organisation' });
    expect(within(section).getByRole('alert')).toHaveTextContent(text);
  });

  it('accepts a recovery code instead of the app code', async () => {
    authClient.signIn.email.mockResolvedValue(ok({ twoFactorRedirect: true }));
    authClient.twoFactor.verifyBackupCode.mockResolvedValueOnce(fail('INVALID_BACKUP_CODE', 401));
    const { user } = renderRoute('/login');
    await signInWith(user, 'anna@example.se', 'Hemligt123');

    await user.click(await screen.findByRole('button', { name: 'Använd en återställningskod' }));
    const codeInput = screen.getByLabelText('Återställningskod');
    expect(codeInput).toHaveFocus();
    await user.type(codeInput, 'AAAA-1111');
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));

    const toast = await findToast('Inloggning misslyckades');
    expect(
      within(toast).getByText('Återställningskoden är felaktig eller redan använd.'),
    ).toBeInTheDocument();
    // Also at the field itself, marked invalid and read out with it.
    expect(codeInput).toHaveAttribute('aria-invalid', 'true');
    expect(codeInput).toHaveAccessibleDescription(
      expect.stringContaining('Återställningskoden är felaktig eller redan använd.'),
    );
    expect(codeInput).toHaveFocus();
    expect(authClient.twoFactor.verifyBackupCode).toHaveBeenCalledWith({ code: 'AAAA-1111' });
    expect(readSecurityIncidentLog()).toEqual([
      expect.objectContaining({ type: 'authenticationFailure', detail: 'two-factor' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Verifiera' }));
    await findToast('Inloggning lyckades!');
  });

  it('sends a magic link to a valid address', async () => {
    const { user } = renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Skicka inloggningslänk till e-post' }));
    expect(
      within(await findToast('Kunde inte skicka inloggningslänk')).getByText('E-post krävs'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-postadress')).toHaveFocus();

    await user.type(screen.getByLabelText('E-postadress'), 'Anna@example.se');
    await user.click(screen.getByRole('button', { name: 'Skicka inloggningslänk till e-post' }));
    const toast = await findToast('Inloggningslänk skickad!');
    expect(
      within(toast).getByText('Kolla din e-post och klicka på länken för att logga in.'),
    ).toBeInTheDocument();
    expect(authClient.signIn.magicLink).toHaveBeenCalledWith({ email: 'anna@example.se', callbackURL: '/' });
  });

  it('reports a failed magic link with the server message', async () => {
    authClient.signIn.magicLink.mockResolvedValue({
      data: null,
      error: {
        message: 'Too many requests. Please try again later.',
        status: 429,
        statusText: 'Too Many Requests',
      },
    });
    const { user } = renderRoute('/login');
    await user.type(await screen.findByLabelText('E-postadress'), 'anna@example.se');
    await user.click(screen.getByRole('button', { name: 'Skicka inloggningslänk till e-post' }));
    const toast = await findToast('Kunde inte skicka inloggningslänk');
    expect(
      within(toast).getByText('För många förfrågningar. Vänta en stund och försök igen.'),
    ).toBeInTheDocument();
  });

  it('sends a signed-in user to the start page', async () => {
    setFakeSession(TEST_USER);
    const { router } = renderRoute('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
