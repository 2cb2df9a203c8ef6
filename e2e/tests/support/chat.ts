import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signUpAndAcceptTerms } from './users';

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

export const chooseTopic = async (page: Page, topic: string) => {
  const tool = page.getByRole('region', { name: 'Chattverktyget' });
  await tool.getByRole('radio', { name: /BAB-handläggare/ }).check();
  await tool.getByLabel('Välj specifikt ämne').selectOption(topic);
};
