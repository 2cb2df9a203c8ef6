import { expect, type Page, test } from '@playwright/test';

// What search engines and link previews see: the HTML as sent (no JavaScript), and the document
// head once the app runs, which must not hold the server's tags and the app's side by side.

const jsonLdTypes = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type'] as string),
    );

test('/faq fetched without JavaScript has its own title, canonical link and structured data', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/faq');
  expect(response.ok()).toBe(true);
  const html = await response.text();

  expect(html).toContain('<title data-server-seo>Vanliga frågor | Handläggarstöd</title>');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/faq" data-server-seo>`);
  expect(html).toContain(
    '<meta property="og:title" content="Vanliga frågor | Handläggarstöd" data-server-seo>',
  );
  const types = [
    ...html.matchAll(/<script type="application\/ld\+json" data-server-seo>([^<]*)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? '{}')['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
});

test('the sitemap and robots.txt come from the server', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/tillganglighet</loc>`);
  // A ruling's page has a readable address and was last changed when it was decided.
  expect(sitemap).toContain(
    `<loc>${baseURL}/rattsdatabas/praxis/hfd-2020-ref-70</loc><lastmod>2020-12-23</lastmod>`,
  );
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('in the browser the app replaces the server tags instead of adding a second set, also after navigation', async ({
  page,
  baseURL,
}) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Vanliga frågor' })).toBeVisible();

  await expect(page).toHaveTitle('Vanliga frågor | Handläggarstöd');
  await expect(page.locator('[data-server-seo]')).toHaveCount(0);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/faq`);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  expect((await jsonLdTypes(page)).filter((type) => type === 'Organization' || type === 'WebSite')).toEqual([
    'Organization',
    'WebSite',
  ]);

  await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('dialog', { name: 'Meny' }).getByRole('link', { name: 'Priser' }).click();
  await expect(page).toHaveURL(/\/pris$/);
  await expect(page).toHaveTitle('Priser | Handläggarstöd');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/pris`);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect.poll(() => jsonLdTypes(page)).toEqual(['Organization', 'WebSite', 'Product', 'FAQPage']);
});
