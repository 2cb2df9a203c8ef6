import { expect, test } from '@playwright/test';
import { E2E_ADMIN_EMAILS } from './support/admin';
import { signUpAsAndAcceptTerms } from './support/users';

test('an admin asks the debug tool a question and sees the raw stream, the text and its structure', async ({
  page,
  request,
}) => {
  // A whole answer, then a refusal after the chat's pause.
  test.setTimeout(120_000);
  await signUpAsAndAcceptTerms(page, request, E2E_ADMIN_EMAILS.debugTest);
  await page.goto('/debug-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Medical Chat Debug Tool' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Testa' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Fråga').fill('Kan en person som hyr i andra hand få bostadsanpassningsbidrag?');
  await page.getByLabel('Fråga').press('Enter');

  const raw = page.getByRole('region', { name: 'Rått svar' });
  await expect(raw).toContainText('event: done', { timeout: 30_000 });
  await expect(raw).toContainText('event: status\ndata: {"step":"searching"}');
  const text = page.getByRole('region', { name: 'Tolkad text' });
  await expect(text.getByText(/^[1-9]\d* tecken$/)).toBeVisible();
  await expect(text).toContainText('lag (2018:222) om bostadsanpassningsbidrag');
  const structure = page.getByRole('region', { name: 'Strukturanalys' });
  await expect(structure).toContainText('object');
  await expect(structure).toContainText('answer, mode, abstained');
  await expect(page.getByText('Fel uppstod:')).toHaveCount(0);

  // The personal-data gate holds on the server: the refusal is shown as the error.
  await page.getByLabel('Fråga').fill('Gäller det för 19850101-1234?');
  // The chat's pause between questions holds here too, so it may take a second try.
  await expect(async () => {
    await button.click();
    await expect(page.getByRole('alert')).toContainText('personuppgifter', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('alert')).toContainText('Fel uppstod:');
});

test('an admin runs an enhanced search and sees the expanded query and the result table', async ({
  page,
  request,
}) => {
  await signUpAsAndAcceptTerms(page, request, E2E_ADMIN_EMAILS.enhancedSearch);
  await page.goto('/enhanced-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Utökad sökning' })).toBeVisible();
  const query = page.getByLabel('Sökfråga');
  await query.fill('   ');
  await query.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Vänligen ange en sökfråga');

  await query.fill('hissanpassning');
  await page.getByRole('button', { name: 'Sök' }).click();
  const asked = page.getByRole('region', { name: 'Frågan' });
  await expect(asked).toContainText('Ursprunglig frågahissanpassning');
  // The compound is split into words the corpus has, as the retriever searched with them.
  await expect(asked).toContainText(/Utökad frågahissanpassning .*\bhiss\b/);
  await expect(page.getByRole('region', { name: /^Källor \([1-9]\d*\)$/ })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(/\d+%/);
});
