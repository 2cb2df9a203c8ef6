import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_EMAILS } from './support/admin';
import { invitationLink, signUpAsAndAcceptTerms, verificationLink } from './support/users';

// Issue 28 item 6: the operator uses the tool and reaches /admin from the menu, creates an
// organisation with a confirmation and reads the log in words; the organisation's administrator
// reads the invitation signed out, signs up from it, comes back and lands on /organisation.

const SHOTS = 'test-results/admin-org';

const openAccountMenu = async (page: Page, email: string) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
    .click();
};

test('the operator and an organisation administrator find their pages and words', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = randomBytes(4).toString('hex');
  const orgAdminEmail = `e2e-orgadmin-menu-${suffix}@adminby.se`;

  // The operator has the tool without a plan, and the menu leads to /admin.
  const operator = await signUpAsAndAcceptTerms(page, request, E2E_ADMIN_EMAILS.adminOrg);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Använd verktyget' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chattverktyget' })).toBeVisible();
  await openAccountMenu(page, operator.email);
  await page.getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Creating an organisation is confirmed by name.
  await page.getByRole('tab', { name: 'Organisationer' }).click();
  await page.getByRole('button', { name: 'Ny organisation' }).click();
  await page.getByLabel('Namn').fill('Adminby kommun');
  await page.getByLabel('Organisationsnummer').fill('212000-0175');
  await page.getByLabel('Antal platser').fill('3');
  await page.getByLabel('Licensen gäller från').fill('2026-01-01');
  await page.getByLabel('Licensen gäller till och med').fill('2099-12-31');
  await page.getByLabel('Organisationsadministratörens e-post').fill(orgAdminEmail);
  await page.getByRole('button', { name: 'Skapa organisation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Adminby kommun' })).toHaveText(
    `Organisationen Adminby kommun har skapats. En inbjudan har skickats till ${orgAdminEmail}.`,
  );

  // The log says it in words, not keys and JSON.
  await page.getByRole('tab', { name: 'Logg', exact: true }).click();
  const entry = page
    .getByRole('table', { name: 'Logg över administratörsåtgärder' })
    .locator('tbody tr')
    .first();
  await expect(entry).toContainText('Skapade en organisation');
  await expect(entry).toContainText('Platser:3');
  await expect(entry).not.toContainText('create_organisation');
  await expect(entry).not.toContainText('{');
  await page.screenshot({ path: `${SHOTS}/log.png`, fullPage: true });

  // A signed-out visitor reads what the invitation offers, signs up from it and comes back.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(await invitationLink(context.request, orgAdminEmail));
  await expect(visitor.getByText('Du är inbjuden att bli administratör för Adminby kommun.')).toBeVisible();
  await visitor.screenshot({ path: `${SHOTS}/invitation.png`, fullPage: true });
  await visitor.getByRole('main').getByRole('link', { name: 'Skapa ett konto' }).click();
  const password = `Hemligt${suffix}1A`;
  await visitor.getByLabel('Namn').fill('Ada Administratör');
  await visitor.getByLabel('E-postadress').fill(orgAdminEmail);
  await visitor.getByLabel('Lösenord', { exact: true }).fill(password);
  await visitor.getByLabel('Bekräfta lösenord').fill(password);
  await visitor.getByLabel('Vad arbetar du som?').selectOption('Handläggare');
  await visitor.getByLabel(/Jag godkänner att mina uppgifter lagras/).check();
  await visitor.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(visitor).toHaveURL(/\/check-email$/);

  await visitor.goto(await verificationLink(context.request, orgAdminEmail));
  await expect(visitor).toHaveURL(/\/organisation\/inbjudan\?token=/);
  const terms = visitor.getByRole('dialog', { name: 'Användarvillkor' });
  await terms.getByRole('checkbox', { name: 'Jag har läst och godkänner användarvillkoren' }).check();
  await terms.getByRole('button', { name: 'Acceptera och fortsätta' }).click();
  await expect(terms).toBeHidden();

  // Accepting as administrator lands on /organisation, and the menu leads there again.
  await visitor.getByRole('button', { name: 'Anta inbjudan' }).click();
  await expect(visitor).toHaveURL(/\/organisation$/);
  await expect(visitor.getByRole('heading', { name: 'Adminby kommun' })).toBeVisible();
  await visitor.goto('/profile');
  await openAccountMenu(visitor, orgAdminEmail);
  await visitor.getByRole('link', { name: 'Min organisation' }).click();
  await expect(visitor).toHaveURL(/\/organisation$/);
  await expect(visitor.getByRole('heading', { name: 'Adminby kommun' })).toBeVisible();
  await context.close();
});
