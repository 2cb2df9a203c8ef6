import { expect, type Page, test } from '@playwright/test';
import { signUpAndAcceptTerms } from './support/users';

// The public site (issue 28 item 7): unknown addresses are 404s, the sign-in pages have their own
// head, the FAQ tells what is live, and the menu reaches the open legal database and the
// accessibility statement, signed out and signed in.

test('an unknown address answers 404 with the not-found page, noindex', async ({ page }) => {
  const response = await page.goto('/finns-inte');

  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' })).toBeVisible();
  await expect(page).toHaveTitle('Sidan kunde inte hittas | Handläggarstöd');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('a known page answers 200, and an unknown API address JSON 404', async ({ page, request }) => {
  expect((await page.goto('/tillganglighet'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Tillgänglighetsredogörelse' })).toBeVisible();

  const api = await request.get('/api/finns-inte');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ code: 'not_found' });
});

test('/login and /signup have their own title and canonical link', async ({ page, baseURL }) => {
  for (const [path, title] of [
    ['/login', 'Logga in | Handläggarstöd'],
    ['/signup', 'Registrera dig | Handläggarstöd'],
  ] as const) {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
  }
});

test('public pages have an absolute og:image that the server serves as a PNG', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/faq');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${baseURL}/og-image.png`,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

  const image = await request.get('/og-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('the FAQ says the open legal database is live', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: /Kommer tjänsten att omfatta fler områden/ }).click();

  await expect(
    page.getByText(
      'Redan i dag kan alla söka kostnadsfritt bland domar om bostadsanpassningsbidrag i Öppen rättsdatabas, utan konto.',
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByText('är också på väg')).toHaveCount(0);
});

/** Opens the side menu and follows its links to the open legal database and the accessibility statement. */
const followMenuLinks = async (page: Page) => {
  for (const [name, path, heading] of [
    ['Öppen rättsdatabas', '/rattsdatabas', 'Öppen rättsdatabas'],
    ['Tillgänglighetsredogörelse', '/tillganglighet', 'Tillgänglighetsredogörelse'],
  ] as const) {
    await page.getByRole('button', { name: 'Meny' }).click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await menu.getByRole('navigation', { name: 'Informationssidor' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(menu).toBeHidden();
  }
};

test('the menu links to the open legal database and the accessibility statement, signed out', async ({
  page,
}) => {
  await page.goto('/');
  await followMenuLinks(page);
});

test('the menu links to them signed in too', async ({ page, request }) => {
  await signUpAndAcceptTerms(page, request, 'public-site-menu');
  await followMenuLinks(page);
});
