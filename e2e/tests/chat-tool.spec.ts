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

/** Elements that scroll vertically on their own, besides the question field (the page must be the one scroll area). */
const ownVerticalScrollers = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate(
    `[...document.querySelectorAll(${JSON.stringify(`${selector}, ${selector} *`)})]
      .filter((el) => el.tagName !== 'TEXTAREA' && ['auto', 'scroll'].includes(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight)
      .map((el) => el.tagName + '.' + el.className)`,
  );

/** True when the floating info chat button lies clear of the chat's send button. */
const sendButtonIsUncovered = async (page: Page): Promise<boolean> => {
  const send = await page
    .getByRole('region', { name: 'Chattverktyget' })
    .getByRole('button', { name: 'Skicka' })
    .boundingBox();
  const help = await page.getByRole('button', { name: 'Frågor om tjänsten' }).boundingBox();
  if (!send || !help) {
    return false;
  }
  return (
    send.x + send.width <= help.x ||
    help.x + help.width <= send.x ||
    send.y + send.height <= help.y ||
    help.y + help.height <= send.y
  );
};

test('on a phone the notices fold away, the page is the one scroll area and the answer takes the full width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tool = await signInAsSubscriber(page, 'phone');
  const height = 844;

  // The pilot notices show their titles; their texts open on demand, word for word.
  const pilot = page.getByRole('complementary', { name: 'Tjänsten är en pilot' });
  await expect(pilot.getByText(/professionella omdöme/)).toBeHidden();
  await pilot.getByRole('button', { name: 'Läs mer' }).click();
  await expect(pilot.getByText(/professionella omdöme/)).toBeVisible();
  await pilot.getByRole('button', { name: 'Visa mindre' }).click();
  await expect(pilot.getByText(/professionella omdöme/)).toBeHidden();
  // The tool starts above the fold: its heading and the topic to choose are in view.
  await expect(tool.getByLabel('Välj specifikt ämne')).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('chat-390-start.png') });

  await chooseTopic(page, 'Ekonomisk prövning');
  const input = tool.getByLabel('Din fråga');
  await input.fill('Vilka inkomster räknas med vid den ekonomiska prövningen?');
  await input.press('Enter');
  const conversation = tool.getByRole('list', { name: 'Konversation' });
  const answer = conversation.getByRole('article', { name: 'Svar' });
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(answer.getByRole('region', { name: 'Validering' })).toBeVisible();

  // The question field stays at the window's foot and the answer's first line above it.
  const field = await input.boundingBox();
  expect(field && field.y >= 0 && field.y + field.height <= height).toBe(true);
  expect(await sendButtonIsUncovered(page)).toBe(true);
  const firstLine = await answer.locator('p').first().boundingBox();
  expect(firstLine && firstLine.y >= 0 && firstLine.y + 20 <= (field?.y ?? 0)).toBe(true);
  expect(await ownVerticalScrollers(page, '#verktyget')).toEqual([]);

  // The answer takes the conversation's full width.
  const list = await conversation.boundingBox();
  const article = await answer.boundingBox();
  expect(article?.width).toBeGreaterThanOrEqual((list?.width ?? 0) - 1);

  // A source link wraps over two lines at most and keeps its full title as a tooltip.
  await answer.getByRole('button', { name: /Källor och referenser/ }).click();
  const links = answer.getByRole('link').filter({ has: page.locator('span.line-clamp-2') });
  await expect(links.first()).toBeVisible();
  // Each section cited opens at its place in the law's text on riksdagen.se.
  await expect(answer.getByRole('link', { name: /^\d+ (a )?§ i Lag/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.riksdagen\.se\/.*#(K\d+)?P\d+[a-z]?$/,
  );
  for (const link of await links.all()) {
    const label = link.locator('span.line-clamp-2');
    expect(await link.getAttribute('title')).toBe(await label.textContent());
    // Two lines of text-sm (20 px each).
    expect((await label.boundingBox())?.height ?? 0).toBeLessThanOrEqual(41);
  }
  await answer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('chat-390.png') });
});

test('at 1280 px the conversation has no scroll box of its own and the input stays in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const tool = await signInAsSubscriber(page, 'desktop');
  await chooseTopic(page, 'Ekonomisk prövning');
  const input = tool.getByLabel('Din fråga');
  await input.fill('Räknas makens inkomst med vid prövningen?');
  await input.press('Enter');
  const answer = tool.getByRole('list', { name: 'Konversation' }).getByRole('article', { name: 'Svar' });
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(answer.getByRole('region', { name: 'Validering' })).toBeVisible();
  expect(await ownVerticalScrollers(page, '#verktyget')).toEqual([]);
  const field = await input.boundingBox();
  expect(field && field.y >= 0 && field.y + field.height <= 900).toBe(true);
  expect(await sendButtonIsUncovered(page)).toBe(true);
  await expect(answer.locator('p').first()).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('chat-1280.png') });
});
