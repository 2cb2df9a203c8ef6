import { expect, test } from '@playwright/test';

// The FAQ page is its own lazily loaded chunk (web/vite.config.ts keeps module names in chunk names).
const FAQ_PAGE_CHUNK = /\/assets\/faq-page-[\w-]+\.js$/;

test('the home page is Swedish and the side menu leads to the FAQ', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      consoleErrors.push(message.text());
    }
  });

  await page.goto('/');
  await expect(page).toHaveTitle(/Handläggarstöd/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logga in' })).toBeVisible();

  await page.getByRole('button', { name: 'Meny' }).click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await expect(menu.getByRole('navigation', { name: 'Informationssidor' }).getByRole('link')).toHaveCount(11);
  await menu.getByRole('link', { name: 'Vanliga frågor' }).click();

  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vanliga frågor' })).toBeVisible();
  await expect(page).toHaveTitle('Vanliga frågor | Handläggarstöd');
  await expect(menu).toBeHidden();
  // Catches CSP violations and runtime errors, which Chromium reports on the console.
  expect(consoleErrors).toEqual([]);
});

test('a page whose code fails to load shows the error screen and recovers on retry', async ({ page }) => {
  await page.route(FAQ_PAGE_CHUNK, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('Trasig sidkod');" }),
  );

  await page.goto('/');
  await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('dialog', { name: 'Meny' }).getByRole('link', { name: 'Vanliga frågor' }).click();

  await expect(page.getByRole('heading', { name: 'Applikationsfel' })).toBeVisible();
  await expect(
    page.getByText('Ett kritiskt fel uppstod i applikationen. Vi ber om ursäkt för besväret.'),
  ).toBeVisible();
  await expect(page.getByText(/Fel-ID: ERR-/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ladda om sidan' })).toBeVisible();
  await page.getByRole('button', { name: 'Teknisk information' }).click();
  await expect(page.getByText(/Trasig sidkod/)).toBeVisible();

  await page.unroute(FAQ_PAGE_CHUNK);
  await page.getByRole('button', { name: 'Försök igen' }).click();

  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vanliga frågor' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Applikationsfel' })).toBeHidden();
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/den-har-sidan-finns-inte');

  await expect(page.getByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' })).toBeVisible();
  await page.getByRole('link', { name: 'Till startsidan' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Registrera dig' }).first()).toBeVisible();
});
