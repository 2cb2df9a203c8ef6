import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// The open legal database, as a signed-out visitor: search /rattsdatabas, open a ruling's page,
// read its summary and how it was made, and come back to the same search.

test('a signed-out visitor searches the open legal database and opens a ruling', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/rattsdatabas');
  const main = page.getByRole('main');
  // The first page of a fresh server on a busy machine may take a while.
  await expect(main.getByRole('heading', { level: 1, name: 'Öppen rättsdatabas' })).toBeVisible({
    timeout: 15_000,
  });
  // The announcement stays as the introduction, and the ways to take part stay at the end.
  await expect(
    main.getByRole('heading', { level: 2, name: 'En kostnadsfri och öppen rättsdatabas' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Registrera dig' })).toHaveAttribute('href', '/signup');
  await expect(main.getByText(/\d+ rättsfall att söka bland\./)).toBeVisible();

  await main.getByLabel('Sök på målnummer, titel eller innehåll').fill('luftfuktighet');
  await main.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page).toHaveURL(/\/rattsdatabas\?q=luftfuktighet$/);
  const hits = main.getByRole('list', { name: 'Sökträffar' });
  const ruling = hits.getByRole('link', { name: /HFD 2014 ref\. 42: Ett system/ });
  await expect(ruling).toBeVisible();
  await expectNoAxeViolations(page, '/rattsdatabas with hits');

  await ruling.click();
  await expect(page).toHaveURL(/\/rattsdatabas\/praxis\/hfd-2014-ref-42$/);
  await expect(main.getByRole('heading', { level: 1, name: /HFD 2014 ref\. 42: Ett system/ })).toBeVisible();
  await expect(page).toHaveTitle(/^HFD 2014 ref\. 42: Ett system .+ \| Handläggarstöd$/);
  await expect(main.getByText('18 juni 2014')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Vår sammanfattning' })).toBeVisible();
  // Our summary is not passed off as the ruling's own text.
  await expect(main.getByRole('heading', { level: 2, name: 'Avgörandets text' })).toHaveCount(0);
  await expect(
    main.getByText('Sammanfattning skriven av Handläggarstöd, inte domstolens text', { exact: true }),
  ).toBeVisible();
  await expect(main.getByText('Högsta förvaltningsdomstolen', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: /Visa i originalkällan/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expectNoAxeViolations(page, 'a ruling page');

  // Back: the same search, from the address.
  await page.goBack();
  await expect(main.getByLabel('Sök på målnummer, titel eller innehåll')).toHaveValue('luftfuktighet');
  await expect(hits.getByRole('link', { name: /HFD 2014 ref\. 42/ })).toBeVisible();
});

test('an old ruling address by id moves permanently to the readable one', async ({ page, request }) => {
  const found = (await (await request.get('/api/rattsfall?q=HFD%202014%20ref.%2042')).json()) as {
    cases: { id: string; case_number: string }[];
  };
  const id = found.cases.find((hit) => hit.case_number === 'HFD 2014 ref. 42')?.id;
  expect(id).toBeTruthy();
  const old = await request.get(`/rattsdatabas/${id}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe('/rattsdatabas/praxis/hfd-2014-ref-42');
  await page.goto(`/rattsdatabas/${id}`);
  await expect(page).toHaveURL(/\/rattsdatabas\/praxis\/hfd-2014-ref-42$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: /HFD 2014 ref\. 42: Ett system/ }),
  ).toBeVisible({ timeout: 15_000 });
});

test('the filters narrow the search, and a search without hits says so', async ({ page }) => {
  await page.goto('/rattsdatabas');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Avancerad sökning' }).click({ timeout: 15_000 });
  await main.getByLabel('Domstol').selectOption('Regeringsrätten');
  await main.getByRole('button', { name: 'Sök', exact: true }).click();
  const hits = main.getByRole('list', { name: 'Sökträffar' }).getByRole('listitem');
  await expect(hits.first()).toBeVisible();
  // Retried until the filtered list has replaced the first one (a snapshot of the items could
  // hold an item the filtered list no longer has).
  await expect(hits.filter({ hasNotText: 'Regeringsrätten' })).toHaveCount(0);
  await main.getByLabel('Sök på målnummer, titel eller innehåll').fill('ubåtshamn');
  await main.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(main.getByText('Inga rättsfall hittades')).toBeVisible();
});

test('the date filter keeps only rulings decided in the period, each shown with its date', async ({
  page,
}) => {
  await page.goto('/rattsdatabas');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Avancerad sökning' }).click({ timeout: 15_000 });
  await main.getByLabel('Från datum').fill('2018-07-01');
  await main.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page).toHaveURL(/fran=2018-07-01/);
  const hits = main.getByRole('list', { name: 'Sökträffar' }).getByRole('listitem');
  await expect(hits.filter({ hasText: 'HFD 2020 ref. 70' })).toHaveCount(1);
  // Retried until the filtered list has replaced the first one: every hit decided from 2018 on.
  await expect(hits.filter({ hasNotText: /\d{1,2} \p{L}+ 20(?:1[89]|2\d)/u })).toHaveCount(0);
  for (const hit of await hits.all()) {
    await expect(hit).toContainText(/\d{1,2} \p{L}+ 20(?:1[89]|2\d)/u);
  }
});

test('an unknown ruling is the 404 page, with HTTP 404', async ({ page }) => {
  const response = await page.goto('/rattsdatabas/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' })).toBeVisible({
    timeout: 15_000,
  });
  // The page itself is the message: no 'tekniskt fel' toast is raised on top of it.
  await expect(page.getByText('Ett tekniskt fel uppstod. Försök ladda om sidan.')).toHaveCount(0);
});
