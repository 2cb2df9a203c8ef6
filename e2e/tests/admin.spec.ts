import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_ROUTES, E2E_ADMIN_EMAILS } from './support/admin';
import { originHeaders, signUpAndAcceptTerms, signUpAsAndAcceptTerms } from './support/users';

// Spec 2 §2: admins only on the seven admin routes; the panel's users, feedback and log.

const CLEAR_CONFIRM = 'Är du säker på att du vill radera all feedback? Detta kan inte ångras.';

/** The admin routes send the visitor to `/`, replacing the history entry instead of adding one. */
const expectSentHome = async (page: Page, path: string) => {
  await page.goto('/');
  const before = await page.evaluate<number>('window.history.length');
  await page.goto(path);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate<number>('window.history.length')).toBe(before + 1);
};

// Two tests, not one: fourteen full page loads in a single test outran the timeout on a slow CI machine.
test('a signed-out visitor is sent away from every admin route', async ({ page }) => {
  for (const path of ADMIN_ROUTES) {
    await expectSentHome(page, path);
  }
  expect((await page.request.get('/api/admin/users')).status()).toBe(401);
});

test('a normal user is sent away from every admin route, and the server refuses too', async ({
  page,
  request,
}) => {
  await signUpAndAcceptTerms(page, request, 'not-admin');
  for (const path of ADMIN_ROUTES) {
    await expectSentHome(page, path);
  }
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
});

test('the admin sees the users, sorts them, filters feedback, clears it and finds it in the log', async ({
  page,
  request,
  browser,
}) => {
  // A member who gives three kinds of feedback, in a browser of their own.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await signUpAndAcceptTerms(memberPage, memberContext.request, 'feedback-giver');
  const longQuestion = `Vilka krav gäller för en trapphiss i ett flerbostadshus ${'med många våningar '.repeat(6)}?`;
  for (const [type, question, details] of [
    ['helpful', 'Vad är bostadsanpassningsbidrag?', null],
    ['incorrect', longQuestion, 'Svaret hänvisar till fel paragraf.'],
  ] as const) {
    const response = await memberPage.request.post('/api/feedback', {
      headers: originHeaders(),
      data: {
        client_id: randomUUID(),
        question,
        answer: 'Ett svar med källor.',
        feedback_type: type,
        detailed_feedback: details,
      },
    });
    expect(response.status()).toBe(201);
  }
  await memberContext.close();

  const admin = await signUpAsAndAcceptTerms(page, request, E2E_ADMIN_EMAILS.adminPanel);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Användare' })).toHaveAttribute('aria-selected', 'true');

  // Both users, with the stats.
  const users = page.getByRole('table', { name: 'Användare' });
  await expect(users.getByRole('cell', { name: member.email, exact: true })).toBeVisible();
  await expect(users.getByRole('cell', { name: admin.email, exact: true })).toBeVisible();
  await expect(page.getByText('Totalt', { exact: true })).toBeVisible();

  // Sorting by e-mail: a new column starts descending, a second click turns it.
  const emailHeader = users.getByRole('columnheader', { name: /E-post/ });
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  const emailsShown = async () =>
    (await users.locator('tbody tr td:nth-child(2)').allInnerTexts()).filter((text) => text.includes('@'));
  await expect
    .poll(
      async () => (await emailsShown()).indexOf(member.email) < (await emailsShown()).indexOf(admin.email),
    )
    .toBe(true);
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(
      async () => (await emailsShown()).indexOf(admin.email) < (await emailsShown()).indexOf(member.email),
    )
    .toBe(true);

  // The member's last feedback, under their row.
  await page.getByRole('button', { name: `Visa feedback från ${member.email}` }).click();
  await expect(page.getByText(`Senaste feedback från ${member.email}`)).toBeVisible();
  await expect(page.getByText('Vad är bostadsanpassningsbidrag?')).toBeVisible();

  // Feedback: the filter, the 100-character preview and the detail overlay.
  await page.getByRole('tab', { name: 'Feedback' }).click();
  const feedback = page.getByRole('table', { name: 'Feedback' });
  await expect(feedback.locator('tbody tr')).toHaveCount(2);
  await page.getByLabel('Typ av feedback').selectOption({ label: 'Felaktigt' });
  await expect(feedback.locator('tbody tr')).toHaveCount(1);
  await expect(feedback.getByText(`${longQuestion.slice(0, 100)}…`)).toBeVisible();
  // New feedback is the member's, by e-mail: nothing of ours is "Historisk".
  await expect(feedback.getByText(member.email)).toBeVisible();
  await expect(feedback.getByText('Historisk')).toHaveCount(0);
  await feedback.getByRole('button', { name: 'Visa' }).click();
  const detail = page.getByRole('dialog', { name: 'Feedback' });
  await expect(detail.getByText(longQuestion)).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Felrapport' })).toBeVisible();
  await detail.getByRole('button', { name: 'Stäng' }).click();
  await expect(detail).toBeHidden();

  // Clearing, with the spec's confirm and toast.
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(CLEAR_CONFIRM);
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'Radera all feedback' }).click();
  const toast = page.locator('li[data-state="open"]').filter({ hasText: 'Feedback raderad' });
  await expect(toast).toContainText('Totalt raderat: 2');
  await expect(feedback.getByText('Ingen feedback att visa.')).toBeVisible();
  await page.getByLabel('Typ av feedback').selectOption({ label: 'Alla' });
  await expect(page.getByText('Totalt: 0')).toBeVisible();
  await expect(feedback.getByText('Ingen feedback att visa.')).toBeVisible();

  // The log tab shows who cleared it.
  await page.getByRole('tab', { name: 'Logg', exact: true }).click();
  const log = page.getByRole('table', { name: 'Logg över administratörsåtgärder' });
  const entry = log.locator('tbody tr').first();
  await expect(entry).toContainText('Raderade all feedback');
  await expect(entry).toContainText(admin.email);
  await expect(entry).toContainText('Lyckades');
  await expect(entry).toContainText('Raderade:2');
  await expect(entry).not.toContainText('deletedCount');
});
