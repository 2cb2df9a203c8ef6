import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_EMAILS } from './support/admin';
import { chooseTopic } from './support/chat';
import { invitationLink, signUpAsAndAcceptTerms } from './support/users';

// Issue 15 item 1: the operator creates an organisation, its administrator invites members, a
// member uses the tool on the organisation's licence without a subscription of their own.

const SHOTS = 'test-results/organisations';

/** A new browser whose user signs up with the invited address and accepts the invitation. */
const acceptInvitation = async (browser: Browser, email: string): Promise<Page> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpAsAndAcceptTerms(page, context.request, email);
  await page.goto(await invitationLink(context.request, email));
  await page.getByRole('button', { name: 'Anta inbjudan' }).click();
  // An administrator lands on the organisation page, with the same words in a toast.
  await expect(page.getByText(/Du är nu (administratör för|medlem i) Testby kommun/).first()).toBeVisible();
  return page;
};

test('an organisation with two seats: invitations, a refused third, and a member using the tool', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = randomBytes(4).toString('hex');
  const orgAdminEmail = `e2e-orgadmin-${suffix}@testby.se`;
  const members = [`e2e-medlem1-${suffix}@testby.se`, `e2e-medlem2-${suffix}@testby.se`];

  // The operator creates the organisation in the admin panel's "Organisationer" tab.
  await signUpAsAndAcceptTerms(page, request, E2E_ADMIN_EMAILS.organisations);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Organisationer' }).click();
  await page.getByRole('button', { name: 'Ny organisation' }).click();
  await page.getByLabel('Namn').fill('Testby kommun');
  await page.getByLabel('Organisationsnummer').fill('212000-0143');
  await page.getByLabel('Antal platser').fill('2');
  await page.getByLabel('Licensen gäller från').fill('2026-01-01');
  await page.getByLabel('Licensen gäller till och med').fill('2099-12-31');
  await page.getByLabel('Fakturareferens').fill('KS 2026/17');
  await page.getByLabel('Organisationsadministratörens e-post').fill(orgAdminEmail);
  await page.getByRole('button', { name: 'Skapa organisation' }).click();
  // A wrong check digit is caught before anything is sent.
  await expect(page.getByText('Organisationsnumret är inte giltigt. Kontrollera siffrorna.')).toBeVisible();
  await page.getByLabel('Organisationsnummer').fill('212000-0142');
  await page.getByRole('button', { name: 'Skapa organisation' }).click();
  const row = page.getByRole('row', { name: /Testby kommun/ });
  await expect(row).toContainText('0 av 2');
  await expect(row).toContainText('212000-0142');
  await page.screenshot({ path: `${SHOTS}/operator.png`, fullPage: true });

  // Its administrator accepts and invites two members; a third is refused for lack of seats.
  const orgAdmin = await acceptInvitation(browser, orgAdminEmail);
  // The profile leads the administrator to the organisation page.
  await orgAdmin.goto('/profile');
  await orgAdmin.getByRole('link', { name: 'Till organisationssidan' }).click();
  await expect(orgAdmin.getByRole('heading', { name: 'Testby kommun' })).toBeVisible();
  // The administrator can connect the organisation's own identity provider here.
  await expect(orgAdmin.getByRole('heading', { name: 'Inloggning med organisationens konto' })).toBeVisible();
  await expect(orgAdmin.getByLabel('Utfärdare (issuer)')).toBeVisible();
  const emailField = orgAdmin.getByLabel('E-postadress');
  for (const email of members) {
    await emailField.fill(email);
    await orgAdmin.getByRole('button', { name: 'Skicka inbjudan' }).click();
    await expect(orgAdmin.getByRole('status')).toContainText(`En inbjudan har skickats till ${email}.`);
  }
  await emailField.fill(`e2e-medlem3-${suffix}@testby.se`);
  await orgAdmin.getByRole('button', { name: 'Skicka inbjudan' }).click();
  await expect(
    orgAdmin.getByText('Alla platser i licensen är upptagna. Ta bort en medlem eller en inbjudan först.'),
  ).toBeVisible();
  // The two pending invitations hold both seats.
  await expect(orgAdmin.locator('dl > div', { hasText: 'Inbjudna' }).getByRole('definition')).toHaveText('2');
  await expect(orgAdmin.locator('dl > div', { hasText: 'Lediga' }).getByRole('definition')).toHaveText('0');
  await orgAdmin.screenshot({ path: `${SHOTS}/organisation-admin.png`, fullPage: true });

  // A member, with no subscription of their own, asks the tool a question.
  const member = await acceptInvitation(browser, members[0] ?? '');
  await member.goto('/');
  const tool = member.getByRole('region', { name: 'Chattverktyget' });
  // The first page load after signing up also checks the subscription and licence.
  await expect(tool).toBeVisible({ timeout: 30_000 });
  await chooseTopic(member, 'Beviljanderegler och kriterier');
  await tool.getByLabel('Din fråga').fill('Kan en person som hyr i andra hand få bostadsanpassningsbidrag?');
  await tool.getByLabel('Din fråga').press('Enter');
  const answer = tool.getByRole('list', { name: 'Konversation' }).getByRole('article', { name: 'Svar' });
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await member.screenshot({ path: `${SHOTS}/member-tool.png`, fullPage: true });

  // The account page says where the access comes from and until when.
  await member.goto('/profile');
  await expect(
    member.getByText('Du har tillgång till verktyget genom Testby kommun till och med 2099-12-31.'),
  ).toBeVisible();

  // The administrator sees the member and the question counted (no text, no name).
  await orgAdmin.reload();
  await expect(orgAdmin.getByRole('cell', { name: members[0], exact: true })).toBeVisible();
  await expect(orgAdmin.getByText('Beviljanderegler och kriterier: 1')).toBeVisible();
  await orgAdmin.screenshot({ path: `${SHOTS}/organisation-usage.png`, fullPage: true });
});
