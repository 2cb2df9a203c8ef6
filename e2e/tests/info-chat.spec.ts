import { expect, type Page, test } from '@playwright/test';
import { chooseTopic, signInAsSubscriber } from './support/chat';

const openChat = async (page: Page) => {
  await page.getByRole('button', { name: 'Frågor om tjänsten' }).click();
  const panel = page.getByRole('dialog', { name: 'Frågor om tjänsten' });
  await expect(panel).toBeVisible();
  return panel;
};

test('the info chatbot answers an example question and a question about the price, and expands it', async ({
  page,
}) => {
  await page.goto('/');
  const panel = await openChat(page);
  await expect(panel.getByText('Endast frågor om tjänsten')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Din fråga om tjänsten' })).toBeFocused();
  const examples = panel.getByRole('list').first().getByRole('button');
  await expect(examples).toHaveCount(4);

  await examples.first().click();
  const conversation = panel.getByRole('log', { name: 'Konversation' });
  // The turns only: a reply's own bulleted list holds list items too.
  const turns = conversation.getByRole('list').first().locator(':scope > li');
  await expect(turns).toHaveCount(2);
  await expect(conversation.getByText('Söker svar…')).toBeHidden();
  // The first example asks what the service is for; the FAQ answers it.
  await expect(turns.nth(1)).toContainText('AI-assistent för kommunala handläggare');

  await panel.getByRole('textbox', { name: 'Din fråga om tjänsten' }).fill('Vad kostar en prenumeration?');
  await panel.getByRole('textbox', { name: 'Din fråga om tjänsten' }).press('Enter');
  const priceReply = turns.nth(3);
  await expect(priceReply).toContainText('2 495 kr per år');
  await expect(priceReply).toContainText('Pris för prenumeration');
  await expect(priceReply.getByRole('link', { name: 'Priser' })).toHaveAttribute('href', '/pris');

  await priceReply.getByRole('button', { name: 'Visa mer detaljer' }).click();
  await expect(turns).toHaveCount(5);
  await expect(turns.nth(4)).toContainText('2 495 kr per år');
  await expect(priceReply.getByRole('button', { name: 'Visa mer detaljer' })).toHaveCount(0);
});

test('a signed-out visitor with a legal question is pointed to registration, not answered', async ({
  page,
}) => {
  await page.goto('/faq');
  const panel = await openChat(page);
  await panel
    .getByRole('textbox', { name: 'Din fråga om tjänsten' })
    .fill('Vilka regler gäller för bostadsanpassningsbidrag till en trapphiss?');
  await panel.getByRole('button', { name: 'Skicka' }).click();
  const reply = panel.getByRole('log').getByRole('listitem').nth(1);
  await expect(reply).toContainText('ger inga juridiska råd');
  await expect(reply).toContainText('Skapa ett konto, det är kostnadsfritt');
  await expect(reply).not.toContainText(/logga in/i);
  await expect(reply.getByRole('link', { name: 'Skapa ett konto' })).toHaveAttribute('href', '/signup');
  await expect(reply.getByRole('link', { name: 'Priser' })).toHaveAttribute('href', '/pris');
});

test('Escape closes the panel and gives the focus back to the button', async ({ page }) => {
  await page.goto('/');
  const panel = await openChat(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Frågor om tjänsten' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Frågor om tjänsten' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('input with personal data is refused before it is sent', async ({ page }) => {
  let sent = 0;
  await page.route('**/api/info-chat', (route) => {
    sent += 1;
    return route.continue();
  });
  await page.goto('/');
  const panel = await openChat(page);
  await panel
    .getByRole('textbox', { name: 'Din fråga om tjänsten' })
    .fill('Min klient 19390728-0360 undrar något');
  await panel.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByText('Kunde inte skicka frågan', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Meddelandet får inte innehålla personuppgifter som personnummer eller e-postadresser', {
      exact: true,
    }),
  ).toBeVisible();
  expect(sent).toBe(0);
});

test('a server error shows the spec’s texts; a reply is rendered as text with **bold**, never as HTML', async ({
  page,
}) => {
  await page.goto('/');
  const panel = await openChat(page);
  const input = panel.getByRole('textbox', { name: 'Din fråga om tjänsten' });

  await page.route('**/api/info-chat', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"internal","message":"x"}',
    }),
  );
  await input.fill('Vad kostar det?');
  await input.press('Enter');
  await expect(
    panel.getByText('Ett fel uppstod vid kommunikation med servern. Försök igen senare.'),
  ).toBeVisible();
  await expect(
    page.getByText('Kunde inte generera svar. Försök igen senare.', { exact: true }),
  ).toBeVisible();

  await page.unroute('**/api/info-chat');
  await page.route('**/api/info-chat', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        reply: 'Det är **viktigt** <img src=x onerror="window.hacked=1">',
        canExpand: false,
      }),
    }),
  );
  await input.fill('Vad kostar det?');
  await input.press('Enter');
  const reply = panel.getByRole('log').getByRole('listitem').nth(3);
  await expect(reply.getByRole('strong')).toHaveText('viktigt');
  await expect(reply.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (globalThis as { hacked?: number }).hacked)).toBeUndefined();

  await page.unroute('**/api/info-chat');
  await page.route('**/api/info-chat', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ reply: '  ', canExpand: true }),
    }),
  );
  await input.fill('Vad kostar det?');
  await input.press('Enter');
  await expect(panel.getByText('Tyvärr kunde jag inte generera ett svar just nu.')).toBeVisible();
});

test('the button is hidden on a very short screen and shown on a normal one', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 400 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Frågor om tjänsten' })).toBeHidden();
  await page.setViewportSize({ width: 900, height: 700 });
  await expect(page.getByRole('button', { name: 'Frågor om tjänsten' })).toBeVisible();
});

test('a signed-in subscriber has the button too, and it does not cover the chat tool’s send button', async ({
  page,
  baseURL,
}) => {
  const tool = await signInAsSubscriber(page, 'info-chat', baseURL);
  await chooseTopic(page, 'Övrigt');
  const launcher = page.getByRole('button', { name: 'Frågor om tjänsten' });
  await expect(launcher).toBeVisible();
  const send = tool.getByRole('button', { name: /Skicka/ });
  await send.scrollIntoViewIfNeeded();
  const [a, b] = [await launcher.boundingBox(), await send.boundingBox()];
  expect(a && b).toBeTruthy();
  if (a && b) {
    const overlaps =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps).toBe(false);
  }
  const panel = await openChat(page);
  await expect(panel.getByText('Endast frågor om tjänsten')).toBeVisible();
  // A subscriber has the tool already: a legal question is pointed there, not to registration.
  await panel.getByRole('textbox', { name: 'Din fråga om tjänsten' }).fill('Får man bidrag för en ramp?');
  await panel.getByRole('button', { name: 'Skicka' }).click();
  const reply = panel.getByRole('log').getByRole('listitem').nth(1);
  await expect(reply).toContainText('Ställ frågan i verktyget på startsidan');
  await expect(reply.getByRole('link', { name: 'Verktyget på startsidan' })).toHaveAttribute('href', '/');
  await expect(reply.getByRole('link', { name: 'Skapa ett konto' })).toHaveCount(0);
});
