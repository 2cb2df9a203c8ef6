import { expect, type Page, test } from '@playwright/test';
import { ADMIN_ROUTES, E2E_ADMIN_EMAILS } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { chooseTopic, signUpAsSubscriber } from './support/chat';
import { signUpAndAcceptTerms, signUpAsAndAcceptTerms } from './support/users';

// axe-core on every page, signed out and signed in: 0 violations of any impact (issue 13 §8).
// A new page is one more line in these lists.

/** Public pages, the account pages a visitor reaches, and the not-found page. */
const SIGNED_OUT_PAGES = [
  '/',
  '/login',
  '/signup',
  '/check-email',
  '/reset-password',
  '/update-password',
  '/pris',
  '/om-handlaggarstod',
  '/teknisk-info',
  '/promptskola',
  '/workshop',
  '/integritet',
  '/anvandarvillkor',
  '/faq',
  '/kontakt',
  '/rattsdatabas',
  '/tillganglighet',
  '/den-har-sidan-finns-inte',
];

/** What a subscriber sees: the tool on the home page, the account pages and the public pages around them. */
const SIGNED_IN_PAGES = [
  '/',
  '/profile',
  '/pris',
  '/valkommen',
  '/om-handlaggarstod',
  '/teknisk-info',
  '/faq',
  '/kontakt',
  '/tillganglighet',
];

/** Opens a page and waits until its lazily loaded content has rendered. */
const openPage = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(
    page
      .getByRole('heading', { level: 1 })
      .or(page.getByRole('region', { name: 'Chattverktyget' }))
      .first(),
  ).toBeVisible();
};

for (const path of SIGNED_OUT_PAGES) {
  test(`axe finds nothing on ${path}, signed out`, async ({ page }) => {
    await openPage(page, path);
    await expectNoAxeViolations(page, path);
  });
}

test('axe finds nothing in the open info chatbot, with an answer in it', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Frågor om tjänsten' }).click();
  const panel = page.getByRole('dialog', { name: 'Frågor om tjänsten' });
  await panel.getByRole('list').first().getByRole('button').first().click();
  await expect(panel.getByRole('log', { name: 'Konversation' }).getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByText('Söker svar…')).toBeHidden();
  await expectNoAxeViolations(page, 'the info chatbot');
});

test('axe finds nothing on the admin and internal pages, as an admin', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUpAsAndAcceptTerms(page, request, E2E_ADMIN_EMAILS.internalPages);
  for (const path of ADMIN_ROUTES) {
    await openPage(page, path);
    await expectNoAxeViolations(page, `${path}, as an admin`);
  }
});

test('axe finds nothing in the open side menu', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Meny' }).click();
  await expect(page.getByRole('dialog', { name: 'Meny' })).toBeVisible();
  await expectNoAxeViolations(page, 'the side menu');
});

test('axe finds nothing in the test checkout, the tool, an answer, the account pages and the test portal', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signUpAndAcceptTerms(page, request, 'axe-checkout');
  await openPage(page, '/pris');
  await page
    .getByRole('article', { name: 'Månadsprenumeration' })
    .getByRole('button', { name: 'Välj månadsprenumeration' })
    .click();
  await expect(page.getByRole('button', { name: 'Bekräfta testbetalning' })).toBeVisible();
  await expectNoAxeViolations(page, 'the test checkout');

  await page.context().clearCookies();
  const tool = await signUpAsSubscriber(page, request, 'axe');
  await expectNoAxeViolations(page, 'the tool');

  await chooseTopic(page, 'Ansökan och handläggning');
  await tool.getByLabel('Din fråga').fill('Vilka åtgärder kan ge bostadsanpassningsbidrag?');
  await tool.getByLabel('Din fråga').press('Enter');
  const answer = tool.getByRole('list', { name: 'Konversation' }).getByRole('article', { name: 'Svar' });
  await expect(answer.getByRole('region', { name: 'Validering' })).toBeVisible({ timeout: 30_000 });
  await answer.getByRole('button', { name: /Källor och referenser/ }).click();
  await expectNoAxeViolations(page, 'an answer');

  for (const path of SIGNED_IN_PAGES) {
    await openPage(page, path);
    await expectNoAxeViolations(page, `${path}, signed in`);
  }

  await page.goto('/profile');
  await page
    .getByRole('region', { name: 'Prenumeration' })
    .getByRole('button', { name: 'Hantera prenumeration' })
    .click();
  await expect(page.getByRole('button', { name: 'Avsluta vid periodens slut' })).toBeVisible();
  await expectNoAxeViolations(page, 'the test portal');
  await page.getByRole('link', { name: 'Visa kvitto' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kvitto' })).toBeVisible();
  await expectNoAxeViolations(page, 'a test receipt');
});
