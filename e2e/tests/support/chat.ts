import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { originHeaders, signUpAndAcceptTerms, signUpOverApi, verificationLink } from './users';

/** A new verified user with the terms accepted and a monthly subscription from the test checkout. */
export const signUpAsSubscriber = async (
  page: Page,
  request: APIRequestContext,
  label: string,
  baseURL?: string,
) => {
  await signUpAndAcceptTerms(page, request, `chat-${label}`, baseURL);

  await page.goto('/pris');
  await page
    .getByRole('article', { name: 'Månadsprenumeration' })
    .getByRole('button', { name: 'Välj månadsprenumeration' })
    .click();
  await page.getByRole('button', { name: 'Bekräfta testbetalning' }).click();
  await expect(page).toHaveURL(/\/valkommen$/);
  await page.goto('/');
  const tool = page.getByRole('region', { name: 'Chattverktyget' });
  await expect(tool).toBeVisible();
  return tool;
};

/**
 * A ready subscriber for a spec that only needs the chat tool: the account, its verification,
 * the terms and the test payment are made over the API in the page's own context, so the
 * session cookie lands in the browser's stored state and the test skips the sign-up, terms and
 * checkout screens (account, polish and accessibility specs test those). One new user a test,
 * since the chat's limits count per user.
 */
export const signInAsSubscriber = async (page: Page, label: string, baseURL?: string) => {
  const api = page.context().request;
  const headers = originHeaders(baseURL);
  const email = `e2e-chat-${label}-${randomBytes(5).toString('hex')}@example.org`;
  await signUpOverApi(api, email, baseURL);
  expect((await api.get(await verificationLink(api, email))).ok()).toBe(true);
  expect((await api.post('/api/account/terms', { headers })).ok()).toBe(true);
  const checkout = await api.post('/api/billing/create-checkout', { headers, data: { tier: 'monthly' } });
  expect(checkout.ok()).toBe(true);
  const { url } = (await checkout.json()) as { url: string };
  expect((await api.post(`${new URL(url).pathname}/confirm`, { headers })).ok()).toBe(true);

  await page.goto('/');
  const tool = page.getByRole('region', { name: 'Chattverktyget' });
  // The browser's first page: the app loads cold while the server answers the other worker.
  await expect(tool).toBeVisible({ timeout: 30_000 });
  return tool;
};

/** Spec 1 §5: a message may go 3 s after the last one, by the server's clock as well as the page's. */
const CHAT_INTERVAL_MS = 3100;

/** Waits out what is left of the interval since a message went at `sentAt` (Date.now()). */
export const waitOutChatInterval = async (page: Page, sentAt: number) => {
  const left = sentAt + CHAT_INTERVAL_MS - Date.now();
  if (left > 0) {
    await page.waitForTimeout(left);
  }
};

/** The bundled pack's role is the only one, so the tool preselects it: the topic is the one choice. */
export const chooseTopic = async (page: Page, topic: string) => {
  const tool = page.getByRole('region', { name: 'Chattverktyget' });
  await expect(tool.getByRole('definition')).toContainText('BAB-handläggare');
  await tool.getByLabel('Välj specifikt ämne').selectOption(topic);
};
