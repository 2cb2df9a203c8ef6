import { expect, type Page, test } from '@playwright/test';
import { chooseTopic, signUpAsSubscriber } from './support/chat';
import { originHeaders, signUpAndAcceptTerms } from './support/users';

// The small things found by using the site in a browser (issue 13, "Polish found in the browser"),
// on the real server with the demo provider. Mail comes from /api/dev/mail.

const openToast = (page: Page, title: string) =>
  page.locator('li[data-state="open"]').filter({ has: page.getByText(title, { exact: true }) });

test('a used or unknown sign-in link explains itself in Swedish and shows the way on', async ({ page }) => {
  // better-auth sends a dead magic link to /?error=INVALID_TOKEN.
  await page.goto('/api/auth/magic-link/verify?token=finns-inte&callbackURL=%2F');
  const alert = page.getByRole('alert').filter({ hasText: 'Länken fungerar inte.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    'Länken har redan använts eller har gått ut. Begär en ny inloggningslänk',
  );
  await expect(page).toHaveURL(/\/$/);
  await alert.getByRole('link', { name: 'Gå till inloggningen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Skicka inloggningslänk till e-post' })).toBeVisible();

  await page.goto('/?error=new_user_signup_disabled');
  const noAccount = page.getByRole('alert').filter({ hasText: 'Kontot finns inte.' });
  await expect(noAccount.getByRole('link', { name: 'Registrera dig' })).toHaveAttribute('href', '/signup');
});

test('a dead reset link says so on opening, before any form', async ({ page }) => {
  await page.goto('/update-password?token=redan-anvand');
  await expect(page.getByRole('heading', { level: 1, name: 'Länken fungerar inte' })).toBeVisible();
  await expect(page.getByLabel('Nytt lösenord')).toHaveCount(0);
  await page.getByRole('link', { name: 'Begär en ny återställningslänk' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
});

test('sign-up says "Lösenorden matchar inte" as soon as the passwords differ', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
  const confirm = page.getByLabel('Bekräfta lösenord');
  await confirm.fill('Hemligt12');
  await confirm.blur();
  await expect(page.getByText('Lösenorden matchar inte')).toBeVisible();
  await confirm.fill('Hemligt123');
  await expect(page.getByText('Lösenorden matchar inte')).toBeHidden();

  // A failed submit gives one toast, which leaves once the fields are right.
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(openToast(page, 'Formulärfel')).toHaveCount(1);
  await page.getByLabel('Namn').fill('Testa Testsson');
  await page.getByLabel('E-postadress').fill('matchar@example.org');
  await page.getByLabel('Vad arbetar du som?').selectOption('Handläggare');
  await page.getByLabel(/Jag godkänner att mina uppgifter lagras/).check();
  await expect(openToast(page, 'Formulärfel')).toHaveCount(0);
});

test('a signed-in user: footer links, editable details, and a QR code for two-factor setup', async ({
  page,
  request,
}) => {
  const { password } = await signUpAndAcceptTerms(page, request, 'polish-profile');

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Använd verktyget' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Min profil' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Logga in' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Registrera dig' })).toHaveCount(0);

  await footer.getByRole('link', { name: 'Min profil' }).click();
  const details = page.getByRole('region', { name: 'Dina uppgifter' });
  await expect(details.getByLabel('Namn')).toHaveValue('Testa Testsson');
  await details.getByLabel('Namn').fill('Testa 2');
  await details.getByLabel('Namn').blur();
  await expect(details.getByText('Namnet får endast innehålla bokstäver')).toBeVisible();
  await details.getByLabel('Namn').fill('Testa Åberg');
  await details.getByLabel('Vad arbetar du som?').selectOption('Jurist');
  await details.getByLabel('Arbetsplats (valfritt)').fill('Exempelkommunen');
  await details.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(openToast(page, 'Uppgifterna har sparats')).toBeVisible();
  await page.reload();
  await expect(details.getByLabel('Namn')).toHaveValue('Testa Åberg');
  await expect(details.getByLabel('Vad arbetar du som?')).toHaveValue('Jurist');
  await expect(details.getByLabel('Arbetsplats (valfritt)')).toHaveValue('Exempelkommunen');

  await page.getByRole('button', { name: 'Aktivera tvåstegsverifiering' }).click();
  await page.getByLabel('Bekräfta med ditt lösenord').fill(password);
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  const qr = page.getByRole('img', { name: 'QR-kod att skanna med autentiseringsappen' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  expect((await qr.boundingBox())?.width).toBeGreaterThan(150);
  // The key stays available as text for typing in by hand.
  await expect(page.getByText(/^otpauth:\/\//)).toBeVisible();
});

test('after the test checkout: /valkommen, then Välkommen on the first visit and focus back after a suggestion', async ({
  page,
  request,
}) => {
  const tool = await signUpAsSubscriber(page, request, 'polish-welcome');
  // signUpAsSubscriber has checked that the checkout landed on /valkommen without its parameters.
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen', exact: true })).toBeVisible();

  await chooseTopic(page, 'Ansökan och handläggning');
  // The chosen topic's icon is an SVG, not an emoji.
  await expect(tool.locator('svg[data-topic-icon="Ansökan och handläggning"]')).toBeVisible();
  await expect(tool.getByRole('option', { name: 'Ansökan och handläggning' })).toHaveText(
    'Ansökan och handläggning',
  );
  await tool
    .getByRole('region', { name: 'Föreslagna frågor' })
    .getByRole('listitem')
    .first()
    .getByRole('button')
    .click();
  await expect(tool.getByRole('article', { name: 'Svar' })).toBeVisible({ timeout: 30_000 });
  await expect(tool.getByLabel('Din fråga')).toBeFocused();
});

test('signing in again cancels a pending deletion, and says so on screen and by mail', async ({
  page,
  request,
}) => {
  const { email, password } = await signUpAndAcceptTerms(page, request, 'polish-deletion');
  const requested = await page.request.post('/api/account/deletion-request', {
    headers: originHeaders(),
    data: { password },
  });
  expect(requested.ok()).toBe(true);

  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Raderingen av ditt konto är avbruten.' }),
  ).toBeVisible();
  // Not the first visit any more.
  await expect(page).toHaveURL(/\/$/);

  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/api/dev/mail')).json()) as {
        messages: { to: string; subject: string }[];
      };
      return messages.some(
        (mail) => mail.to.includes(email) && mail.subject.startsWith('Raderingen av ditt konto'),
      );
    })
    .toBe(true);
  await page.goto('/profile');
  await expect(
    page.getByRole('status').filter({ hasText: 'Raderingen av ditt konto är avbruten.' }),
  ).toBeVisible();
});
