import { expect, test } from '@playwright/test';

test('the version card shows the running version and the changelog dialog lists migrations', async ({
  page,
}) => {
  const version = await (await page.request.get('/api/version')).json();
  await page.goto('/teknisk-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Teknisk information' })).toBeVisible();
  for (const heading of ['AI-tekniken', 'Källor', 'Säkerhet', 'Tjänsten utvecklas fortfarande']) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }

  const card = page.getByRole('region', { name: 'Version' });
  await expect(card.getByText(version.version, { exact: true })).toBeVisible();
  await expect(card.getByText('Extraktiv (ingen språkmodell)')).toBeVisible();
  await expect(card.getByText(version.embeddingModel)).toBeVisible();
  await expect(card.getByText('Versionsdata kunde inte laddas')).toBeHidden();
  await expect(
    card.getByRole('heading', { name: new RegExp(`^Senaste versionen: ${version.version}`) }),
  ).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(3);

  await card.getByRole('button', { name: 'Visa hela ändringsloggen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ändringslogg' });
  await expect(dialog.getByRole('heading', { name: 'Version 0.1.0' })).toBeVisible();
  await expect(dialog.getByText('0000_extensions')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Databasmigreringar' }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Visa hela ändringsloggen' })).toBeFocused();
});

test('the version card says so when the version cannot be loaded', async ({ page }) => {
  await page.route('**/api/version', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/teknisk-info');
  const card = page.getByRole('region', { name: 'Version' });
  await expect(card.getByRole('alert')).toHaveText('Versionsdata kunde inte laddas', { timeout: 15_000 });
  await expect(card.getByText('1.0.0', { exact: true })).toBeVisible();
});

test('the FAQ has ten questions in a single-open accordion and FAQPage data with ten entries', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Vanliga frågor' })).toBeVisible();
  const questions = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');
  await expect(questions).toHaveCount(10);

  const first = questions.nth(0);
  const second = questions.nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText('Tjänsten är en AI-assistent för kommunala handläggare.', { exact: false }),
  ).toBeVisible();
  // Keyboard: the next question opens with Enter and closes the first.
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);

  const faqPages = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .filter((data) => data['@type'] === 'FAQPage');
  expect(faqPages.length).toBeGreaterThan(0);
  for (const data of faqPages) {
    expect(data.mainEntity).toHaveLength(10);
    expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'Vad är tjänsten till för?' });
  }
});

test('the privacy policy and the terms of use render with their headings and link to each other', async ({
  page,
}) => {
  await page.goto('/integritet');
  await expect(page.getByRole('heading', { level: 1, name: 'Integritetspolicy' })).toBeVisible();
  for (const heading of [
    'Vilka uppgifter vi behandlar',
    'Hur länge vi sparar uppgifterna',
    'Dina rättigheter',
    'Klagomål',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Säkerhetsloggen: högst 90 dagar.')).toBeVisible();
  await expect(page.getByText(/Integritetsskyddsmyndigheten \(IMY\)/)).toBeVisible();

  await page.getByRole('article').getByRole('link', { name: 'användarvillkor' }).click();
  await expect(page).toHaveURL(/\/anvandarvillkor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeVisible();
  for (const heading of [
    'Prenumeration och priser',
    'Uppsägning',
    'Återbetalning och ångerrätt',
    'Ändringar i villkoren',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Årsprenumeration: 2 495 kr per år.')).toBeVisible();
  await expect(page.getByText('Månadsprenumeration: 299 kr per månad.')).toBeVisible();
  await expect(page.getByText(/14 dagars ångerrätt/)).toBeVisible();
  await expect(page.getByText('Den här sidan byggs just nu')).toHaveCount(0);
});
