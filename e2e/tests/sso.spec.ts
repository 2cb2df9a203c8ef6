import { type ChildProcess, execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { type FakeOidcProvider, startFakeOidcProvider } from './support/oidc-provider';
import { ownAppAddress, startOwnApp } from './support/own-app';
import { originHeaders, signUpAsAndAcceptTerms } from './support/users';

const address = ownAppAddress(52);
const { baseURL } = address;
const OPERATOR = 'e2e-sso-operator@example.org';
// Fixed: the provider must know the redirect address before the app starts (a fresh database each run).
const organisationId = '5a0e5c1e-0000-4000-8000-0000000000e5';
let idp: FakeOidcProvider;
let app: ChildProcess;

// Seeding the database and starting a second app take a minute or more on a busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'handlaggarstod-e2e-sso-'));
  await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    fileURLToPath(new URL('./support/oidc-organisation.ts', import.meta.url)),
    dataDir,
    organisationId,
    'Exempelby kommun',
  ]);
  idp = await startFakeOidcProvider({ redirectUris: [`${baseURL}/api/auth/callback/org-${organisationId}`] });
  app = await startOwnApp(address, 'sso', { DATA_DIR: dataDir, ADMIN_EMAILS: OPERATOR });
});

test.afterAll(async () => {
  app?.kill();
  await idp?.close();
});

const organisationSignIn = async (page: Page, email: string, loginPage = '/login') => {
  await page.goto(loginPage);
  const section = page.getByRole('region', { name: 'Logga in med din organisation' });
  await section.getByLabel('Din e-post i organisationen').fill(email);
  await section.getByRole('button', { name: 'Logga in med din organisation' }).click();
  return section;
};

test('the operator connects the organisation’s identity provider in the admin panel', async ({ page }) => {
  await signUpAsAndAcceptTerms(page, page.request, OPERATOR, baseURL);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Inloggning (SSO)' }).click();
  await expect(page.getByLabel('Organisation')).toHaveValue(organisationId);
  await expect(page.getByText(`${baseURL}/api/auth/callback/org-${organisationId}`)).toBeVisible();
  await page.getByLabel('Utfärdare (issuer)').fill(idp.issuer);
  await page.getByLabel('Klient-id').fill(idp.clientId);
  await page.getByLabel('Klienthemlighet').fill(idp.clientSecret);
  await page.getByLabel('E-postdomäner').fill('exempelby.se');
  await page.getByRole('button', { name: 'Spara inloggningen' }).click();
  await expect(page.getByText('Inloggningen sparad').first()).toBeVisible();
  await expect(page.getByText('Lämna tomt för att behålla den sparade hemligheten.')).toBeVisible();
});

test('an address outside every organisation is refused in Swedish', async ({ page }) => {
  const section = await organisationSignIn(page, 'eva@okand-kommun.se');
  await expect(section.getByText('Din e-postadress hör inte till någon organisation')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/login`);
});

test('a member signs in through the organisation’s OpenID provider', async ({ page }) => {
  await organisationSignIn(page, 'maria.lind@exempelby.se');
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.getByLabel('E-postadress').fill('maria.lind@exempelby.se');
  await page.getByRole('button', { name: 'Logga in hos kommunen' }).click();

  await expect(page).toHaveURL(`${baseURL}/`);
  const terms = page.getByRole('dialog', { name: 'Användarvillkor' });
  await terms.getByRole('checkbox', { name: 'Jag har läst och godkänner användarvillkoren' }).check();
  await terms.getByRole('button', { name: 'Acceptera och fortsätta' }).click();
  await expect(terms).toBeHidden();
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { email: string; emailVerified: boolean };
  };
  expect(session.user).toMatchObject({ email: 'maria.lind@exempelby.se', emailVerified: true });
});

const signOut = async (page: Page) => {
  expect(
    (await page.request.post('/api/auth/sign-out', { headers: originHeaders(baseURL), data: {} })).ok(),
  ).toBe(true);
};

/** Signs in at the provider's page if it asks (it remembers this browser for a while), then waits to be back. */
const passProvider = async (page: Page, email: string, back: string) => {
  const isBack = (url: URL) => url.href === back;
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/') || isBack(url));
  if (new URL(page.url()).pathname.startsWith('/interaction/')) {
    await page.getByLabel('E-postadress').fill(email);
    await page.getByRole('button', { name: 'Logga in hos kommunen' }).click();
  }
  await expect(page).toHaveURL(back);
};

test('a password account connects the organisation’s sign-in on its profile, then signs in with it', async ({
  page,
}) => {
  const email = 'lokal.konto@exempelby.se';
  const { password } = await signUpAsAndAcceptTerms(page, page.request, email, baseURL);
  await signOut(page);

  // Not linked yet: the organisation's sign-in does not open the existing account.
  const section = await organisationSignIn(page, email);
  await passProvider(page, email, `${baseURL}/login?sso_fel=1&error=account_not_linked`);
  await expect(section.getByRole('alert')).toContainText('koppla organisationens inloggning under Profil');

  await page.getByLabel('E-postadress', { exact: true }).fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/profile');
  await page
    .getByRole('region', { name: 'Organisationens inloggning' })
    .getByRole('button', { name: 'Koppla organisationens inloggning' })
    .click();
  await passProvider(page, email, `${baseURL}/profile?sso_kopplad=1`);
  await expect(
    page.getByRole('region', { name: 'Organisationens inloggning' }).getByRole('status'),
  ).toHaveText('Organisationens inloggning är kopplad till ditt konto.');

  // Sent to sign in from a page (as an invitation does), the organisation's sign-in returns there.
  await signOut(page);
  await organisationSignIn(page, email, '/login?next=%2Fprofile');
  await passProvider(page, email, `${baseURL}/profile`);
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { email: string };
  };
  expect(session.user.email).toBe(email);
});
