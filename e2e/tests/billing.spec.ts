import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_EMAILS } from './support/admin';
import { signUpAndAcceptTerms, signUpAsAndAcceptTerms } from './support/users';

// Subscription journeys on the real server with the embedded demo provider: its 'Testbetalning'
// checkout and customer portal are server pages on the same origin. Mail comes from /api/dev/mail.

const expectToast = async (page: Page, title: string) => {
  const toast = page.locator('li[data-state="open"]').filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast.first()).toBeVisible();
  return toast.first();
};

const planCard = (page: Page, name: string) => page.getByRole('article', { name });
const licenceNotice = (page: Page) => page.getByRole('heading', { level: 1, name: 'Prenumeration krävs' });
const toolButtonInHeader = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Använd verktyget' });

test('a visitor who picks a plan is sent to sign-up', async ({ page }) => {
  await page.goto('/pris');
  const yearly = planCard(page, 'Årsprenumeration');
  await expect(yearly.getByText('Rekommenderas')).toBeVisible();
  await expect(yearly.getByText('Spara 1 093 kr jämfört med månadsbetalning')).toBeVisible();

  await yearly.getByRole('button', { name: 'Välj årsprenumeration' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  // The welcome page is for subscribers: a visitor signs in first and is brought back.
  await page.goto('/valkommen');
  await expect(page).toHaveURL(/\/login\?next=%2Fvalkommen$/);
  await expect(page.getByRole('heading', { name: 'Välkommen som prenumerant!' })).toHaveCount(0);
});

test('subscribe monthly through the test checkout, then cancel at period end in the portal', async ({
  page,
  request,
}) => {
  await signUpAndAcceptTerms(page, request, 'billing-monthly');
  await expect(licenceNotice(page)).toBeVisible();
  await expect(toolButtonInHeader(page)).toBeHidden();

  await page.getByRole('link', { name: 'Se prenumerationsalternativ' }).click();
  await expect(page).toHaveURL(/\/pris$/);
  await planCard(page, 'Månadsprenumeration')
    .getByRole('button', { name: 'Välj månadsprenumeration' })
    .click();

  await page.getByRole('button', { name: 'Bekräfta testbetalning' }).click();
  const toast = await expectToast(page, 'Betalning genomförd!');
  await expect(toast.getByText('Tack för din prenumeration. Din åtkomst aktiveras inom kort.')).toBeVisible();
  // A paid checkout lands on the welcome page; the parameters leave the address once it shows.
  await expect(page).toHaveURL(/\/valkommen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Välkommen som prenumerant!' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Gå till verktyget' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Gå till verktyget' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chattverktyget' })).toBeVisible();

  await toolButtonInHeader(page).click();
  await expect(page.getByRole('region', { name: 'Chattverktyget' })).toBeFocused();

  await page.goto('/pris');
  const monthly = planCard(page, 'Månadsprenumeration');
  await expect(monthly.getByText('DIN PLAN')).toBeVisible();
  await expect(monthly.getByRole('button', { name: 'Din nuvarande plan' })).toBeDisabled();
  await expect(planCard(page, 'Årsprenumeration').getByText('Rekommenderas')).toBeHidden();

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Prenumeration' });
  await expect(card.getByText('Månadsprenumeration')).toBeVisible();
  await expect(card.getByText('Förnyas', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Hantera prenumeration' }).click();

  // The receipt shows Swedish amounts with öre, VAT included.
  await page.getByRole('link', { name: 'Visa kvitto' }).click();
  await expect(page.getByRole('row', { name: /^Belopp/ })).toHaveText(
    /299,00\skr varav moms 25\s%\s59,80\skr/,
  );
  await page.goBack();

  await page.getByRole('button', { name: 'Avsluta vid periodens slut' }).click();
  // The portal asks first, and says when the cancellation takes effect.
  await expect(page.getByRole('heading', { level: 1, name: 'Avsluta prenumerationen' })).toBeVisible();
  await expect(
    page.getByText(/Uppsägningen gäller från slutet av den betalda perioden, \d{1,2} \p{L}+ \d{4}/u),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ja, avsluta vid periodens slut' }).click();
  await expect(page.getByRole('button', { name: 'Återuppta prenumerationen' })).toBeVisible();
  await page.getByRole('link', { name: 'Tillbaka till din profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(card.getByText('Avslutas', { exact: true })).toBeVisible();
  await expect(card.getByText(/^\d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
  await expect(card.getByText(/avslutas vid periodens slut/)).toBeVisible();

  // Access lasts to the end of the paid period.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Gå till verktyget' })).toBeVisible();
  await expect(toolButtonInHeader(page)).toBeVisible();
});

test('a plan switch shows as pending in the profile, the cancel dialog and /admin', async ({
  page,
  request,
  browser,
}) => {
  const { email } = await signUpAndAcceptTerms(page, request, 'billing-switch');
  await page.goto('/pris');
  await planCard(page, 'Månadsprenumeration')
    .getByRole('button', { name: 'Välj månadsprenumeration' })
    .click();
  await page.getByRole('button', { name: 'Bekräfta testbetalning' }).click();
  await expect(page).toHaveURL(/\/valkommen$/);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Prenumeration' });
  await card.getByRole('button', { name: 'Hantera prenumeration' }).click();
  await page.getByRole('button', { name: 'Byt till årsprenumeration' }).click();
  await page.getByRole('button', { name: 'Ja, byt plan' }).click();
  const pending = /^Månadsprenumeration – byter till årsprenumeration \d{1,2} \p{L}+ \d{4}$/u;
  await expect(page.locator('strong').filter({ hasText: pending })).toBeVisible();

  // The cancel dialog names the pending switch too.
  await page.getByRole('button', { name: 'Avsluta vid periodens slut' }).click();
  await expect(
    page.getByText(/^Din plan just nu: Månadsprenumeration – byter till årsprenumeration/),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Nej, tillbaka till prenumerationen' }).click();

  await page.goto('/profile');
  await expect(card.getByText(pending)).toBeVisible();

  const adminPage = await browser.newPage();
  await signUpAsAndAcceptTerms(adminPage, request, E2E_ADMIN_EMAILS.planSwitch);
  await adminPage.goto('/admin');
  const row = adminPage.getByRole('table', { name: 'Användare' }).getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell').filter({ hasText: pending })).toBeVisible();
  await adminPage.close();
});

test('a cancelled test checkout takes no money and leaves the user without a plan', async ({
  page,
  request,
}) => {
  await signUpAndAcceptTerms(page, request, 'billing-cancel');
  await page.goto('/pris');
  await planCard(page, 'Årsprenumeration').getByRole('button', { name: 'Välj årsprenumeration' }).click();

  await page.getByRole('button', { name: 'Avbryt' }).click();
  const toast = await expectToast(page, 'Betalning avbruten');
  await expect(
    toast.getByText('Ingen betalning har genomförts. Du kan försöka igen när som helst.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(licenceNotice(page)).toBeVisible();

  // Without a plan the welcome page leads to the plans instead.
  await page.goto('/valkommen');
  await expect(page).toHaveURL(/\/pris$/);
  await expect(planCard(page, 'Årsprenumeration')).toBeVisible();
});
