import { expect, type Page, test } from '@playwright/test';
import { chooseTopic, signInAsSubscriber } from './support/chat';

// The chat tool's own flow (issue 28): the only role preselected, 'Rensa konversation' that asks
// first, and 'Stoppa' that leaves a note and gives the question back.

/** True when the page's beforeunload handling asks the browser to confirm leaving. */
const leavingIsConfirmed = (page: Page): Promise<boolean> =>
  page.evaluate(
    "(() => { const event = new Event('beforeunload', { cancelable: true }); window.dispatchEvent(event); return event.defaultPrevented; })()",
  );

test('the only role is preselected and Gå till verktyget puts the focus in the question field', async ({
  page,
}) => {
  const tool = await signInAsSubscriber(page, 'role');
  await expect(tool.getByRole('definition')).toHaveText(/^BAB-handläggare\s*BETA$/);
  await expect(tool.getByRole('term')).toHaveText('Handläggarroll');
  await expect(tool.getByRole('radio')).toHaveCount(0);
  const input = tool.getByLabel('Din fråga');
  await expect(input).toBeEnabled();
  await expect(tool.getByLabel('Välj specifikt ämne')).toBeEnabled();

  // The first time the data warning is to be read first: the area takes the focus.
  const goToTool = page.getByRole('link', { name: 'Gå till verktyget' });
  await goToTool.click();
  await expect(tool).toBeFocused();
  await expect(tool.getByText(/Viktigt om dataskydd/)).toBeVisible();
  await input.click();
  await expect(tool.getByText(/Viktigt om dataskydd/)).toBeHidden();

  await page.getByRole('heading', { level: 1 }).click();
  await goToTool.click();
  await expect(input).toBeFocused();
});

test("'Rensa konversation' asks first, and leaving the page asks while a conversation exists", async ({
  page,
}) => {
  const tool = await signInAsSubscriber(page, 'clear');
  await chooseTopic(page, 'Ekonomisk prövning');
  expect(await leavingIsConfirmed(page)).toBe(false);

  const input = tool.getByLabel('Din fråga');
  await input.fill('Vilka inkomster räknas med vid den ekonomiska prövningen?');
  await input.press('Enter');
  const conversation = tool.getByRole('list', { name: 'Konversation' });
  await expect(conversation.getByRole('article', { name: 'Svar' })).toBeVisible({ timeout: 30_000 });
  expect(await leavingIsConfirmed(page)).toBe(true);

  const clear = tool.getByRole('button', { name: 'Rensa konversation' });
  await clear.click();
  const dialog = page.getByRole('alertdialog', { name: 'Rensa konversationen?' });
  await expect(dialog).toContainText(
    'Alla frågor och svar i konversationen tas bort. Det går inte att ångra.',
  );
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();
  await expect(conversation).toBeVisible();
  await expect(clear).toBeFocused();

  await clear.click();
  await dialog.getByRole('button', { name: 'Rensa' }).click();
  await expect(conversation).toBeHidden();
  await expect(tool.getByRole('region', { name: 'Föreslagna frågor' })).toBeVisible();
  await expect(input).toBeFocused();
  expect(await leavingIsConfirmed(page)).toBe(false);
});

test("'Stoppa' leaves 'Svaret avbröts' where the answer was and puts the question back", async ({ page }) => {
  const tool = await signInAsSubscriber(page, 'stopnote');
  await chooseTopic(page, 'Ekonomisk prövning');
  // Hold the answer back so there is time to stop it.
  await page.route('**/api/chat/answer', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue().catch(() => undefined);
  });

  const question = 'Räknas makens inkomst med vid prövningen?';
  const input = tool.getByLabel('Din fråga');
  await input.fill(question);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await tool.getByRole('button', { name: 'Stoppa' }).click();

  const conversation = tool.getByRole('list', { name: 'Konversation' });
  await expect(conversation.getByRole('listitem')).toHaveText([`Du: ${question}`, 'Svaret avbröts']);
  await expect(conversation.getByRole('alert')).toHaveCount(0);
  await expect(tool.locator('[aria-live="polite"]')).toHaveText('Svaret avbröts.');
  await expect(input).toHaveValue(question);
  await expect(input).toBeFocused();
  await expect(tool.getByRole('button', { name: 'Skicka' })).toBeEnabled();
});
