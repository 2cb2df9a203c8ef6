import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postSignup } from '@/features/account/account-api';
import { clearToasts, findToast, renderRoute } from '@/features/account/testing/render-route';
import { resetFakeAuthClient, setFakeSession, TEST_USER } from '@/features/auth/testing/fake-auth-client';
import { ApiRequestError } from '@/lib/api';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));
vi.mock('@/features/account/account-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/account/account-api')>()),
  postSignup: vi.fn(),
}));

const signup = vi.mocked(postSignup);

const fillValidForm = async (user: ReturnType<typeof renderRoute>['user']) => {
  await user.type(screen.getByLabelText('Namn'), 'Anna Åberg');
  await user.type(screen.getByLabelText('E-postadress'), ' Anna@Example.se ');
  await user.type(screen.getByLabelText('Lösenord'), 'Hemligt123');
  await user.type(screen.getByLabelText('Bekräfta lösenord'), 'Hemligt123');
  await user.selectOptions(screen.getByLabelText('Vad arbetar du som?'), 'Handläggare');
  await user.click(screen.getByLabelText(/Jag godkänner att mina uppgifter lagras/));
};

describe('/signup', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signup.mockReset().mockResolvedValue({ ok: true, profileSaved: true });
  });
  afterEach(clearToasts);

  it('shows every validation message and a "Formulärfel" toast with the first one', async () => {
    const { user } = renderRoute('/signup');
    await user.click(await screen.findByRole('button', { name: 'Skapa konto' }));

    const toast = await findToast('Formulärfel');
    expect(within(toast).getByText('Namn krävs')).toBeInTheDocument();
    expect(screen.getByLabelText('Namn')).toHaveAccessibleDescription('Namn krävs');
    expect(screen.getByLabelText('Namn')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-postadress')).toHaveAccessibleDescription('E-postadress krävs');
    expect(screen.getByLabelText('Bekräfta lösenord')).toHaveAccessibleDescription('Bekräfta lösenord');
    expect(screen.getByLabelText('Vad arbetar du som?')).toHaveAccessibleDescription(
      'Välj vad du arbetar som',
    );
    expect(screen.getByLabelText(/Jag godkänner att mina uppgifter lagras/)).toHaveAccessibleDescription(
      'Du måste godkänna att dina uppgifter lagras enligt GDPR',
    );
    expect(screen.getByLabelText('Namn')).toHaveFocus();
    expect(signup).not.toHaveBeenCalled();
  });

  it('checks the name rules and the e-mail format', async () => {
    const { user } = renderRoute('/signup');
    await user.type(await screen.findByLabelText('Namn'), 'A1');
    await user.type(screen.getByLabelText('E-postadress'), 'inte-en-adress');
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));

    expect(await screen.findByLabelText('Namn')).toHaveAccessibleDescription(
      'Namnet får endast innehålla bokstäver, mellanslag, bindestreck och apostrofer',
    );
    expect(screen.getByLabelText('E-postadress')).toHaveAccessibleDescription('Ange en giltig e-postadress');
  });

  it('requires the two passwords to match', async () => {
    const { user } = renderRoute('/signup');
    await screen.findByLabelText('Namn');
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Bekräfta lösenord'), '4');
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));

    const toast = await findToast('Formulärfel');
    expect(within(toast).getByText('Lösenorden matchar inte')).toBeInTheDocument();
    expect(screen.getByLabelText('Bekräfta lösenord')).toHaveAccessibleDescription('Lösenorden matchar inte');
    expect(signup).not.toHaveBeenCalled();
  });

  it('says "Lösenorden matchar inte" as soon as the confirmation differs, before any submit', async () => {
    const { user } = renderRoute('/signup');
    const password = await screen.findByLabelText('Lösenord');
    const confirm = screen.getByLabelText('Bekräfta lösenord');
    await user.type(password, 'Hemligt123');
    await user.type(confirm, 'Hemligt12');
    await user.tab();
    expect(confirm).toHaveAccessibleDescription('Lösenorden matchar inte');

    await user.type(confirm, '3');
    await waitFor(() => expect(confirm).not.toHaveAccessibleDescription('Lösenorden matchar inte'));

    // Changing the first password re-checks the confirmation already typed.
    await user.type(password, '4');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Lösenorden matchar inte'));
    expect(signup).not.toHaveBeenCalled();
  });

  it('keeps one error toast that follows the fields as they are fixed and leaves when all are right', async () => {
    const { user } = renderRoute('/signup');
    await user.click(await screen.findByRole('button', { name: 'Skapa konto' }));
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(await findToast('Formulärfel')).toHaveTextContent('Namn krävs');
    expect(screen.getAllByText('Formulärfel')).toHaveLength(1);

    await user.type(screen.getByLabelText('Namn'), 'Anna Åberg');
    await waitFor(() =>
      expect(screen.getByText('Formulärfel').closest('li')).toHaveTextContent('E-postadress krävs'),
    );
    expect(screen.getAllByText('Formulärfel')).toHaveLength(1);

    await user.type(screen.getByLabelText('E-postadress'), 'anna@example.se');
    await user.type(screen.getByLabelText('Lösenord'), 'Hemligt123');
    await user.type(screen.getByLabelText('Bekräfta lösenord'), 'Hemligt123');
    await user.selectOptions(screen.getByLabelText('Vad arbetar du som?'), 'Handläggare');
    await user.click(screen.getByLabelText(/Jag godkänner att mina uppgifter lagras/));
    await waitFor(() => expect(screen.queryByText('Formulärfel')).not.toBeInTheDocument());
  });

  it('reports a server error with its message', async () => {
    signup.mockRejectedValue(
      new ApiRequestError({ status: 429, code: 'rate_limited', message: 'För många förfrågningar.' }),
    );
    const { user, router } = renderRoute('/signup');
    await screen.findByLabelText('Namn');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));

    const toast = await findToast('Fel vid registrering');
    expect(within(toast).getByText('För många förfrågningar.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('lists the unmet password rules live under the field', async () => {
    const { user } = renderRoute('/signup');
    const password = await screen.findByLabelText('Lösenord');
    const rules = () => document.getElementById(password.getAttribute('aria-describedby') ?? '');

    // Untouched: the rules as requirements, not as failures.
    expect(
      within(rules() as HTMLElement).getByRole('list', { name: 'Krav på lösenordet' }),
    ).toHaveTextContent('Lösenordet måste vara minst 8 tecken');
    expect(
      within(rules() as HTMLElement).queryByRole('list', { name: 'Krav som inte är uppfyllda' }),
    ).toBeNull();
    await user.type(password, 'abc');
    expect(
      within(rules() as HTMLElement).getByRole('list', { name: 'Krav som inte är uppfyllda' }),
    ).toHaveTextContent('Lösenordet måste vara minst 8 tecken');
    expect(rules()).toHaveTextContent('Lösenordet måste innehålla minst en stor bokstav');
    expect(rules()).toHaveTextContent('Lösenordet måste innehålla minst en siffra');

    await user.type(password, 'defgH');
    expect(rules()).not.toHaveTextContent('Lösenordet måste vara minst 8 tecken');
    expect(rules()).not.toHaveTextContent('stor bokstav');
    expect(rules()).toHaveTextContent('Lösenordet måste innehålla minst en siffra');

    await user.type(password, '7');
    expect(rules()).toHaveTextContent('Lösenordet uppfyller alla krav.');

    await user.type(password, 'x'.repeat(121));
    expect(rules()).toHaveTextContent('Lösenordet får vara max 128 tecken');
  });

  it('toggles password visibility', async () => {
    const { user } = renderRoute('/signup');
    const password = await screen.findByLabelText('Lösenord');
    expect(password).toHaveAttribute('type', 'password');
    const [toggle] = screen.getAllByRole('button', { name: 'Visa lösenord' });
    await user.click(toggle as HTMLElement);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the optional fields collapsed, with the newsletter ticked by default', async () => {
    const { user } = renderRoute('/signup');
    const toggle = await screen.findByRole('button', { name: 'Visa fler fält (valfritt)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Arbetsplats')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByLabelText('Arbetsplats')).toBeInTheDocument();
    expect(screen.getByLabelText('Hur hörde du talas om oss?')).toHaveValue('');
    expect(screen.getByLabelText('Jag vill få nyhetsbrev via e-post')).toBeChecked();
    expect(screen.getByLabelText('Jag vill gärna delta i tester av nya funktioner')).not.toBeChecked();
    expect(screen.getByLabelText('Jag vill använda tjänsten som kompetensutveckling')).not.toBeChecked();
    expect(
      screen.getByLabelText('Jag vill att min arbetsgivare betalar för prenumerationen'),
    ).not.toBeChecked();
  });

  it('sends the cleaned form, confirms and continues to /check-email', async () => {
    const { user, router } = renderRoute('/signup');
    await screen.findByLabelText('Namn');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Visa fler fält (valfritt)' }));
    await user.selectOptions(screen.getByLabelText('Hur hörde du talas om oss?'), 'Kollega/vän');
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));

    const toast = await findToast('Registrering lyckades!');
    expect(within(toast).getByText('Kolla din e-post för att verifiera ditt konto.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-email'));
    expect(signup).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Anna Åberg',
        email: 'anna@example.se',
        job_title: 'Handläggare',
        referral_source: 'Kollega/vän',
        consent_data: true,
        consent_newsletter: true,
        consent_testing: false,
        wants_employer_billing: false,
        competence_development: false,
      }),
    );
  });

  it('warns when the account was created but the profile was not saved', async () => {
    signup.mockResolvedValue({ ok: true, profileSaved: false });
    const { user, router } = renderRoute('/signup');
    await screen.findByLabelText('Namn');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));

    const toast = await findToast('Varning');
    expect(
      within(toast).getByText(
        'Kontot skapades men användardata kunde inte sparas. Du kan fortfarande logga in.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-email'));
  });

  it('has a back button to the start page and sends signed-in users there', async () => {
    renderRoute('/signup');
    expect(await screen.findByRole('link', { name: 'Tillbaka till startsidan' })).toHaveAttribute(
      'href',
      '/',
    );

    setFakeSession(TEST_USER);
    await waitFor(() => expect(screen.queryByLabelText('Namn')).not.toBeInTheDocument());
  });
});
