import { expect, test } from '@playwright/test';
import { E2E_ADMIN_EMAILS } from './support/admin';
import { signUpAsAndAcceptTerms } from './support/users';

test('an admin runs the fixed retrieval test and sees the chunks, the sources and the raw JSON', async ({
  page,
  request,
}) => {
  await signUpAsAndAcceptTerms(page, request, E2E_ADMIN_EMAILS.sourceTest);
  await page.goto('/source-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Test av källsökning' })).toBeVisible();
  await page.getByRole('button', { name: 'Kör källsökning' }).click();

  await expect(page.getByText(/^Hittade avsnitt: [1-9]\d*$/)).toBeVisible();
  await expect(page.getByText(/^Unika källor: [1-9]\d*$/)).toBeVisible();
  const chunks = page.getByRole('region', { name: 'Avsnitt' }).getByRole('listitem');
  await expect(chunks.first()).toContainText('Likhet');
  // The fixed query is about a bathroom: the BAB law's section on what the grant covers is found.
  await expect(page.getByRole('region', { name: 'Källor som JSON' })).toContainText(
    '"sfs_number": "2018:222"',
  );
});
