import { createHmac, randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Account journeys on the real server: mail is read from the development outbox (GET /api/dev/mail).

type Mail = {
  id: string | number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
};

const LINKS = {
  verification: /\/api\/auth\/verify-email\?/,
  magicLink: /\/api\/auth\/magic-link\/verify\?/,
  reset: /\/update-password\?token=|\/api\/auth\/reset-password\//,
} as const;

const uniqueEmail = (label: string) => `e2e-${label}-${randomBytes(5).toString('hex')}@example.org`;

/** better-auth checks the Origin of state-changing calls; the browser sends it, the API client does not. */
const originHeaders = () => ({ Origin: new URL(test.info().project.use.baseURL ?? '').origin });

const listMail = async (request: APIRequestContext): Promise<Mail[]> => {
  const response = await request.get('/api/dev/mail');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: Mail[] }).messages;
};

/** The newest link of the given kind mailed to `to`, skipping links already used. */
const waitForLink = async (
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
  used: ReadonlySet<string> = new Set(),
): Promise<string> => {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await listMail(request)) {
          if (mail.to.toLowerCase().includes(to)) {
            found = mail.links
              .map((link) => link.replace(/[.,;)]+$/, ''))
              .find((link) => pattern.test(link) && !used.has(link));
            if (found) {
              return found;
            }
          }
        }
        return undefined;
      },
      { message: `a mail to ${to} with a link like ${pattern}`, timeout: 15_000 },
    )
    .toBeDefined();
  return found as string;
};

// RFC 6238 TOTP (SHA-1, 30-second steps, 6 digits) from the base32 secret of the otpauth URI.
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const base32Decode = (input: string): Buffer => {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) {
      throw new Error(`Not base32: ${char}`);
    }
    buffer = (buffer << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
};
const totpStep = (timeMs = Date.now()) => Math.floor(timeMs / 30_000);
const totp = (secret: string, step: number): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac.at(-1) ?? 0) & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};
/** A code from a time step not used before, waiting for the next step if needed (codes are single-use). */
const freshTotp = async (secret: string, usedSteps: Set<number>): Promise<string> => {
  while (usedSteps.has(totpStep())) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const step = totpStep();
  usedSteps.add(step);
  return totp(secret, step);
};

type Account = { email: string; password: string; name: string };

const newAccount = (label: string): Account => ({
  email: uniqueEmail(label),
  password: `Hemligt${randomBytes(3).toString('hex')}1A`,
  name: 'Testa Testsson',
});

/** Registers through the API and opens the verification link in the page, which signs it in. */
const registerAndSignIn = async (page: Page, request: APIRequestContext, account: Account) => {
  const response = await request.post('/api/account/signup', {
    headers: originHeaders(),
    data: {
      name: account.name,
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
      job_title: 'Handläggare',
      consent_data: true,
    },
  });
  expect(response.ok()).toBe(true);
  await page.goto(await waitForLink(request, account.email, LINKS.verification));
  await expect(page).toHaveURL(/\/$/);
};

const acceptTerms = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Användarvillkor' });
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: 'Acceptera och fortsätta' });
  await expect(accept).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Jag har läst och godkänner användarvillkoren' }).check();
  await accept.click();
  await expect(dialog).toBeHidden();
};

const userMenuButton = (page: Page, email: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });

const signOutFromHeader = async (page: Page, email: string) => {
  await userMenuButton(page, email).click();
  await page.getByRole('banner').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logga in' })).toBeVisible();
};

const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
};

/** Waits for the toast titled `title` and returns it (toasts are list items of the toaster). */
const expectToast = async (page: Page, title: string) => {
  const toast = page.locator('li[data-state="open"]').filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast.first()).toBeVisible();
  return toast.first();
};

test('sign-up, verification, terms, password change, logout-and-reset and login', async ({
  page,
  request,
}) => {
  const account = newAccount('journey');
  const changedPassword = 'Andra456x';
  const resetPassword = 'Tredje789y';

  await page.goto('/signup');
  await page.getByLabel('Namn').fill(account.name);
  await page.getByLabel('E-postadress').fill(account.email);
  // Untouched, the rules are requirements; failures only once something is typed.
  await expect(page.getByRole('list', { name: 'Krav på lösenordet' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Krav som inte är uppfyllda' })).toHaveCount(0);
  await page.getByLabel('Lösenord', { exact: true }).fill('kort');
  await expect(
    page
      .getByRole('list', { name: 'Krav som inte är uppfyllda' })
      .getByText('Lösenordet måste innehålla minst en stor bokstav'),
  ).toBeVisible();
  await page.getByLabel('Lösenord', { exact: true }).fill(account.password);
  await expect(page.getByText('Lösenordet uppfyller alla krav.')).toBeVisible();
  await page.getByLabel('Bekräfta lösenord').fill(account.password);
  await page.getByLabel('Vad arbetar du som?').selectOption('Handläggare');
  await page.getByRole('button', { name: 'Visa fler fält (valfritt)' }).click();
  await page.getByLabel('Arbetsplats').fill('Exempelkommunen');
  await page.getByLabel(/Jag godkänner att mina uppgifter lagras/).check();
  await page.getByRole('button', { name: 'Skapa konto' }).click();

  await expectToast(page, 'Registrering lyckades!');
  await expect(page).toHaveURL(/\/check-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontrollera din e-post' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await page.getByRole('button', { name: 'Skicka mejlet igen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vi har skickat ett nytt mejl till' })).toHaveText(
    `Vi har skickat ett nytt mejl till ${account.email}.`,
  );

  const verificationLink = await waitForLink(request, account.email, LINKS.verification);
  await page.goto(verificationLink);
  await acceptTerms(page);

  await userMenuButton(page, account.email).click();
  await page.getByRole('banner').getByRole('link', { name: 'Min profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const info = page.getByRole('region', { name: 'Kontoinformation' });
  await expect(info.getByText(account.email)).toBeVisible();
  await expect(info.getByText(/^\d{1,2} \p{L}+ \d{4} kl\. \d{2}:\d{2}$/u).first()).toBeVisible();

  await page.getByRole('button', { name: 'Ändra lösenord' }).click();
  await page.getByLabel('Nuvarande lösenord').fill('FelLosen1');
  await page.getByLabel('Nytt lösenord', { exact: true }).fill(changedPassword);
  await page.getByLabel('Bekräfta nytt lösenord').fill(changedPassword);
  await page.getByRole('button', { name: 'Uppdatera lösenord' }).click();
  await expectToast(page, 'Felaktigt nuvarande lösenord');

  await page.getByLabel('Nuvarande lösenord').fill(account.password);
  await page.getByRole('button', { name: 'Uppdatera lösenord' }).click();
  await expectToast(page, 'Lösenordet har uppdaterats!');

  await page.getByRole('button', { name: 'Ändra lösenord' }).click();
  await page.getByRole('button', { name: 'Logga ut och skicka återställningslänk' }).click();
  await expectToast(page, 'Utloggad och e-post skickad!');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logga in' })).toBeVisible();

  // A used verification link says so instead of leaving the visitor on the start page unanswered.
  await page.goto(verificationLink);
  await expect(page.getByRole('alert')).toContainText('Länken har redan använts.');
  await expect(page.getByRole('alert')).toContainText('Din e-postadress är redan bekräftad');

  await page.goto(await waitForLink(request, account.email, LINKS.reset));
  await expect(page).toHaveURL(/\/update-password\?token=/);
  const update = page.getByRole('button', { name: 'Uppdatera lösenord' });
  await expect(update).toBeDisabled();
  await page.getByLabel('Nytt lösenord', { exact: true }).fill(resetPassword);
  await page.getByLabel('Bekräfta nytt lösenord').fill(resetPassword);
  await update.click();
  await expectToast(page, 'Lösenord uppdaterat!');
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await signIn(page, account.email, changedPassword);
  const failed = await expectToast(page, 'Inloggning misslyckades');
  await expect(failed.getByText('Felaktig e-post eller lösenord')).toBeVisible();

  await signIn(page, account.email, resetPassword);
  await expectToast(page, 'Inloggning lyckades!');
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenuButton(page, account.email)).toBeVisible();
});

test('magic link sign-in', async ({ page, request }) => {
  const account = newAccount('magic');
  const refusedProfileReads: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/account/profile') && response.status() === 401) {
      refusedProfileReads.push(response.url());
    }
  });
  await registerAndSignIn(page, request, account);
  await acceptTerms(page);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Kontoinformation' })).toBeVisible();
  await signOutFromHeader(page, account.email);
  await expectToast(page, 'Utloggad');
  // Signing out must not leave anything asking for the signed-out user's profile.
  expect(refusedProfileReads).toEqual([]);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Skicka inloggningslänk till e-post' }).click();
  await expectToast(page, 'Kunde inte skicka inloggningslänk');

  await page.getByLabel('E-postadress').fill(account.email);
  await page.getByRole('button', { name: 'Skicka inloggningslänk till e-post' }).click();
  await expectToast(page, 'Inloggningslänk skickad!');

  await page.goto(await waitForLink(request, account.email, LINKS.magicLink));
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenuButton(page, account.email)).toBeVisible();
});

test('forgotten password: reset link from the login page', async ({ page, request }) => {
  const account = newAccount('reset');
  const response = await request.post('/api/account/signup', {
    headers: originHeaders(),
    data: {
      name: account.name,
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
      job_title: 'Jurist',
      consent_data: true,
    },
  });
  expect(response.ok()).toBe(true);
  // Verified outside the page, so the page stays signed out.
  expect((await request.get(await waitForLink(request, account.email, LINKS.verification))).ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('E-postadress').fill(account.email);
  await page.getByRole('button', { name: 'Skicka återställningslänk' }).click();
  await expectToast(page, 'E-post skickad!');
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tillbaka till inloggningen' })).toHaveAttribute(
    'href',
    '/login',
  );

  const link = await waitForLink(request, account.email, LINKS.reset);
  await page.goto(link);
  await page.getByLabel('Nytt lösenord', { exact: true }).fill('nytt1');
  await page.getByLabel('Bekräfta nytt lösenord').fill('nytt1');
  await page.getByRole('button', { name: 'Uppdatera lösenord' }).click();
  await expectToast(page, 'Lösenordet är för kort');

  await page.getByLabel('Nytt lösenord', { exact: true }).fill('NyttLosen42');
  await page.getByLabel('Bekräfta nytt lösenord').fill('NyttLosen42');
  await page.getByRole('button', { name: 'Uppdatera lösenord' }).click();
  await expectToast(page, 'Lösenord uppdaterat!');
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // The link works once, and a used one says so on opening, before any form.
  await page.goto(link);
  await expect(page.getByRole('link', { name: 'Begär en ny återställningslänk' })).toBeVisible();
  await expect(page.getByLabel('Nytt lösenord', { exact: true })).toHaveCount(0);

  await signIn(page, account.email, 'NyttLosen42');
  await expectToast(page, 'Inloggning lyckades!');
  await expect(page).toHaveURL(/\/$/);
});

test('two-factor authentication: enable, then sign in with an app code and a recovery code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('mfa');
  const usedSteps = new Set<number>();
  await registerAndSignIn(page, request, account);
  await acceptTerms(page);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Aktivera tvåstegsverifiering' }).click();
  await page.getByLabel('Bekräfta med ditt lösenord').fill(account.password);
  await page.getByRole('button', { name: 'Fortsätt' }).click();

  const uri = await page.getByText(/^otpauth:\/\//).textContent();
  const secret = new URL(uri ?? '').searchParams.get('secret');
  expect(secret).toBeTruthy();
  const recoveryCode = (
    await page.getByRole('list', { name: 'Återställningskoder' }).getByRole('listitem').first().textContent()
  )?.trim();
  expect(recoveryCode).toBeTruthy();

  await page.getByLabel('Kod från autentiseringsappen').fill(await freshTotp(secret as string, usedSteps));
  await page.getByRole('button', { name: 'Bekräfta och aktivera' }).click();
  await expectToast(page, 'Tvåstegsverifiering aktiverad');
  await expect(page.getByRole('button', { name: 'Inaktivera tvåstegsverifiering' })).toBeVisible();

  await signOutFromHeader(page, account.email);
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Tvåstegsverifiering' })).toBeVisible();
  await page.getByLabel('Verifieringskod').fill('000000');
  await page.getByRole('button', { name: 'Verifiera' }).click();
  await expectToast(page, 'Inloggning misslyckades');
  // The field itself says what is wrong, for the eye and for a screen reader.
  const codeField = page.getByLabel('Verifieringskod');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription(/Koden är felaktig eller har gått ut/);
  await page.getByLabel('Verifieringskod').fill(await freshTotp(secret as string, usedSteps));
  await page.getByRole('button', { name: 'Verifiera' }).click();
  await expectToast(page, 'Inloggning lyckades!');
  await expect(userMenuButton(page, account.email)).toBeVisible();

  await signOutFromHeader(page, account.email);
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: 'Använd en återställningskod' }).click();
  await page.getByLabel('Återställningskod').fill(recoveryCode as string);
  await page.getByRole('button', { name: 'Verifiera' }).click();
  await expectToast(page, 'Inloggning lyckades!');
  await expect(userMenuButton(page, account.email)).toBeVisible();
});

test('automatic sign-out after 30 minutes without activity', async ({ page, request }) => {
  await page.clock.install();
  const account = newAccount('idle');
  await registerAndSignIn(page, request, account);
  await acceptTerms(page);
  await expect(userMenuButton(page, account.email)).toBeVisible();

  await page.clock.fastForward('24:00');
  await expect(page.locator('li[data-state="open"]').getByText('Inaktivitetsvarning')).toBeHidden();
  await page.clock.fastForward('01:00');
  await expectToast(page, 'Inaktivitetsvarning');

  await page.clock.fastForward('05:00');
  const toast = await expectToast(page, 'Automatisk utloggning');
  await expect(toast.getByText('Du har loggats ut på grund av inaktivitet (30 minuter).')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logga in' })).toBeVisible();
});

test('account deletion request signs the user out', async ({ page, request }) => {
  const account = newAccount('delete');
  await registerAndSignIn(page, request, account);
  await acceptTerms(page);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Radera mitt konto' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Vill du radera ditt konto?' });
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Radera mitt konto' }).click();
  await dialog.getByLabel('Bekräfta med ditt lösenord').fill('Fel12345');
  await dialog.getByRole('button', { name: 'Ja, radera mitt konto' }).click();
  await expect(dialog.getByText('Lösenordet stämmer inte.')).toBeVisible();
  await dialog.getByLabel('Bekräfta med ditt lösenord').fill(account.password);
  await dialog.getByRole('button', { name: 'Ja, radera mitt konto' }).click();
  const toast = await expectToast(page, 'Begäran mottagen');
  await expect(toast.getByText(/raderas efter 7 dagar/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logga in' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText('Du behöver vara inloggad för att se din profil.')).toBeVisible();

  // Signing in again within the 7 days cancels the deletion, and the app says so.
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Raderingen av ditt konto är avbruten.' }),
  ).toBeVisible();
});

test('signed-in devices: this one marked, and the others signed out', async ({ page, request, browser }) => {
  const account = newAccount('devices');
  await registerAndSignIn(page, request, account);
  await acceptTerms(page);

  const other = await browser.newPage();
  await signIn(other, account.email, account.password);
  await expect(userMenuButton(other, account.email)).toBeVisible();

  await page.goto('/profile');
  const devices = page.getByRole('list', { name: 'Inloggade enheter' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first()).toContainText(/^Chrome på \p{L}+Den här enheten/u);
  await expect(devices.getByRole('listitem').first()).toContainText(
    /Senast aktiv \d{1,2} \p{L}+ \d{4} kl\. \d{2}:\d{2}/u,
  );
  await expect(devices.getByText('Den här enheten')).toHaveCount(1);

  await page.getByRole('button', { name: 'Logga ut andra enheter' }).click();
  await expectToast(page, 'Andra enheter utloggade');
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Logga ut andra enheter' })).toBeDisabled();

  await other.goto('/profile');
  await expect(other.getByText('Du behöver vara inloggad för att se din profil.')).toBeVisible();
  await other.close();
});
