import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';

type Mail = { to: string; subject: string; text: string };

const messageField = (page: Page) => page.getByRole('textbox', { name: 'Meddelande' });

/** An open toast with this title and description. */
const toastWith = (page: Page, title: string, description: string) =>
  page
    .locator('li[data-state="open"]')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(description, { exact: true }) });

const fillForm = async (page: Page, message: string) => {
  await page.getByRole('textbox', { name: 'Namn' }).fill('Kim Åberg');
  await page.getByRole('textbox', { name: 'E-postadress' }).fill('kim.aberg@example.org');
  await page.getByRole('textbox', { name: 'Organisation (valfritt)' }).fill('Socialförvaltningen');
  await messageField(page).fill(message);
};

test('a contact message is sent, thanked for, and reaches the operator through /dev/mail', async ({
  page,
  request,
}) => {
  const marker = `Vi vill boka en workshop för tolv handläggare (${randomBytes(4).toString('hex')}).`;
  await page.goto('/kontakt?typ=workshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakta oss' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ärendetyp' })).toHaveValue('Workshop');
  await expect(page.getByRole('main').getByRole('link', { name: /^kontakt@/ })).toHaveAttribute(
    'href',
    /^mailto:kontakt@/,
  );

  await fillForm(page, marker);
  // Hold the answer a moment, so the sending state can be seen.
  await page.route('**/api/contact', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(page.getByRole('button', { name: 'Skickar...' })).toBeDisabled();

  await expect(
    toastWith(page, 'Meddelande skickat!', 'Tack för ditt meddelande! Vi återkommer inom 1-2 arbetsdagar.'),
  ).toBeVisible();
  const thanks = page.getByRole('region', { name: 'Tack för ditt meddelande!' });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByRole('heading', { name: 'Tack för ditt meddelande!' })).toBeFocused();

  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get('/api/dev/mail')).json()) as { messages: Mail[] };
        mail = messages.find((item) => item.text.includes(marker));
        return mail;
      },
      { message: 'the contact notification in the outbox', timeout: 15_000 },
    )
    .toBeDefined();
  expect(mail?.to).toMatch(/^kontakt@/);
  expect(mail?.subject).toBe('Workshop: nytt meddelande från Kim Åberg via Handläggarstöd');
  expect(mail?.text).toContain('E-post: kim.aberg@example.org');
  expect(mail?.text).toContain('Organisation: Socialförvaltningen');

  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { name: mail?.subject ?? '' }).first()).toBeVisible();
});

test('the thank-you panel returns to an empty form after 5 seconds, or at once on its button', async ({
  page,
}) => {
  await page.goto('/kontakt?typ=demo');
  await fillForm(page, 'Vi vill gärna se en demo av verktyget.');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  const thanks = page.getByRole('region', { name: 'Tack för ditt meddelande!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Skicka nytt meddelande' }).click();
  await expect(thanks).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Namn' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Namn' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Ärendetyp' })).toHaveValue('Demo');

  await fillForm(page, 'En andra fråga, om priser för en hel förvaltning.');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(thanks).toBeVisible();
  // Spec 2 §9: the panel goes back to the form after 5000 ms.
  await expect(thanks).toBeHidden({ timeout: 8000 });
  await expect(messageField(page)).toHaveValue('');
});

test('invalid input and a failed send keep what was typed, with the spec messages', async ({ page }) => {
  await page.goto('/kontakt');
  await expect(page.getByRole('combobox', { name: 'Ärendetyp' })).toHaveValue('Allmän fråga');
  await fillForm(page, 'För kort');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();

  await expect(toastWith(page, 'Fel', 'Meddelandet måste vara minst 10 tecken')).toBeVisible();
  await expect(messageField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(messageField(page)).toHaveValue('För kort');
  await expect(page.getByRole('textbox', { name: 'Namn' })).toHaveValue('Kim Åberg');

  await messageField(page).fill('Gäller sökande 850709-9805 i vår kommun.');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(
    toastWith(
      page,
      'Fel',
      'Meddelandet får inte innehålla personnummer eller samordningsnummer. Ta bort numret och skicka igen.',
    ),
  ).toBeVisible();
  // The earlier error toast gave way to the new one.
  await expect(toastWith(page, 'Fel', 'Meddelandet måste vara minst 10 tecken')).toHaveCount(0);

  // The network fails: the spec's save failure, and the form keeps everything.
  await page.route('**/api/contact', (route) => route.abort('failed'));
  await messageField(page).fill('En fråga om hur tjänsten hanterar sekretess.');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(
    toastWith(page, 'Fel', 'Det gick inte att skicka meddelandet. Försök igen senare.'),
  ).toBeVisible();
  await expect(messageField(page)).toHaveValue('En fråga om hur tjänsten hanterar sekretess.');
  await expect(page.getByRole('textbox', { name: 'E-postadress' })).toHaveValue('kim.aberg@example.org');
  await expect(page.getByRole('button', { name: 'Skicka meddelande' })).toBeEnabled();
});

test('"Kontakta oss" and "Begär offert" lead to /kontakt', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Kontakta oss' }).first().click();
  await expect(page).toHaveURL(/\/kontakt(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakta oss' })).toBeVisible();

  await page.goto('/pris');
  await page.getByRole('link', { name: 'Begär offert' }).click();
  await expect(page).toHaveURL(/\/kontakt(\?|$)/);

  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakta oss' }).click();
  await expect(page).toHaveURL(/\/kontakt(\?|$)/);
});
