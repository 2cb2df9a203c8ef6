import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

type Mail = { to: string; links: string[] };

const VERIFICATION_LINK = /\/api\/auth\/verify-email\?/;

/** better-auth checks the Origin of state-changing calls; the browser sends it, the API client does not. */
export const originHeaders = (baseURL = test.info().project.use.baseURL) => ({
  Origin: new URL(baseURL ?? '').origin,
});

/** Waits for a mail to an address in the dev outbox with a link that `wanted` matches, and returns the link. */
const mailedLink = async (
  request: APIRequestContext,
  to: string,
  wanted: RegExp,
  what: string,
): Promise<string> => {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mail');
        const { messages } = (await response.json()) as { messages: Mail[] };
        found = messages
          .filter((mail) => mail.to.toLowerCase().includes(to))
          .flatMap((mail) => mail.links.map((link) => link.replace(/[.,;)]+$/, '')))
          .find((link) => wanted.test(link));
        return found;
      },
      { message: `${what} to ${to}`, timeout: 15_000 },
    )
    .toBeDefined();
  return found as string;
};

/** Waits for the verification mail to an address in the dev outbox and returns its link. */
export const verificationLink = (request: APIRequestContext, to: string): Promise<string> =>
  mailedLink(request, to, VERIFICATION_LINK, 'a verification mail');

/** Waits for the invitation to an organisation mailed to an address and returns its link. */
export const invitationLink = (request: APIRequestContext, to: string): Promise<string> =>
  mailedLink(request, to, /\/organisation\/inbjudan\?token=/, 'an invitation mail');

/** A new verified user, signed in through the verification link, with the terms accepted. */
export const signUpAndAcceptTerms = async (
  page: Page,
  request: APIRequestContext,
  label: string,
  baseURL?: string,
) =>
  signUpAsAndAcceptTerms(
    page,
    request,
    `e2e-${label}-${randomBytes(5).toString('hex')}@example.org`,
    baseURL,
  );

/** Registers `email` through the sign-up API (not yet verified); returns its password. */
export const signUpOverApi = async (request: APIRequestContext, email: string, baseURL?: string) => {
  const password = `Hemligt${randomBytes(3).toString('hex')}1A`;
  const response = await request.post('/api/account/signup', {
    headers: originHeaders(baseURL),
    data: {
      name: 'Testa Testsson',
      email,
      password,
      confirmPassword: password,
      job_title: 'Handläggare',
      consent_data: true,
    },
  });
  expect(response.ok()).toBe(true);
  return password;
};

/** The same for a given address, e.g. one of ADMIN_EMAILS. */
export const signUpAsAndAcceptTerms = async (
  page: Page,
  request: APIRequestContext,
  email: string,
  baseURL?: string,
) => {
  const password = await signUpOverApi(request, email, baseURL);
  await page.goto(await verificationLink(request, email));
  await expect(page).toHaveURL(/\/$/);

  const terms = page.getByRole('dialog', { name: 'Användarvillkor' });
  await terms.getByRole('checkbox', { name: 'Jag har läst och godkänner användarvillkoren' }).check();
  await terms.getByRole('button', { name: 'Acceptera och fortsätta' }).click();
  await expect(terms).toBeHidden();
  return { email, password };
};
