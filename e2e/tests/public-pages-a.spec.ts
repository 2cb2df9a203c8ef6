import { expect, test } from '@playwright/test';

const PLACEHOLDER = 'Den här sidan byggs just nu';

test('the landing walks through the intro card and ends on Registrera', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Kom igång i tre steg' });
  await expect(card.getByRole('heading', { level: 3, name: 'Välkommen till Handläggarstöd' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Föregående' })).toBeDisabled();

  await card.getByRole('button', { name: 'Nästa' }).click();
  await expect(card.getByRole('heading', { level: 3, name: 'Integritet och ansvar' })).toBeVisible();
  await expect(card.getByText('Steg 2 av 3')).toBeVisible();

  // The dots jump straight to a step, and say which one is current.
  await card.getByRole('button', { name: 'Steg 1: Välkommen till Handläggarstöd' }).click();
  await expect(card.getByRole('heading', { level: 3, name: 'Välkommen till Handläggarstöd' })).toBeVisible();
  const lastDot = card.getByRole('button', { name: 'Steg 3: Så använder du tjänsten' });
  await lastDot.click();
  await expect(lastDot).toHaveAttribute('aria-current', 'step');
  await expect(card.getByRole('button', { name: 'Nästa' })).toHaveCount(0);

  await card.getByRole('link', { name: 'Registrera' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the landing has the features, the licence call, example quotes and the team', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const features = main.getByRole('region', { name: 'Byggt för handläggningen' });
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Lagbaserat',
    'GDPR-anpassat',
    'Professionellt stöd',
  ]);

  const licence = main.getByRole('region', { name: 'Aktivera din licens' });
  await expect(licence).toContainText('års- eller månadsprenumeration');
  await expect(licence.getByRole('link', { name: 'Se priser och aktivera' })).toHaveAttribute(
    'href',
    '/pris',
  );

  const quotes = main.getByRole('region', { name: 'Så kan tjänsten användas' });
  await expect(quotes).toContainText('påhittade exempel');
  await expect(quotes.getByRole('figure')).toHaveCount(3);
  for (const quote of await quotes.getByRole('figure').all()) {
    await expect(quote.getByText('Exempel', { exact: true })).toBeVisible();
  }

  const team = main.getByRole('region', { name: 'Teamet bakom tjänsten' });
  await expect(team.getByRole('heading', { level: 3 })).toHaveCount(3);
});

const PAGES = [
  { path: '/om-handlaggarstod', title: 'Om Handläggarstöd', section: 'Våra värderingar' },
  { path: '/promptskola', title: 'Promptskola', section: 'UKI-modellen: Uppgift, Krav, Instruktioner' },
  { path: '/workshop', title: 'Workshop', section: 'Så bokar du' },
  { path: '/rattsdatabas', title: 'Öppen rättsdatabas', section: 'Öppet API' },
  { path: '/tillganglighet', title: 'Tillgänglighetsredogörelse', section: 'Meddela oss brister' },
] as const;

for (const { path, title, section } of PAGES) {
  test(`${path} shows its own title and text, not the placeholder`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Handläggarstöd`);
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByText(PLACEHOLDER)).toHaveCount(0);
  });
}

test('the about page lists the three values and leads to the contact form', async ({ page }) => {
  await page.goto('/om-handlaggarstod');
  const values = page.getByRole('region', { name: 'Våra värderingar' });
  for (const value of ['Rättssäkerhet', 'Transparens', 'Samhällsnytta']) {
    await expect(values.getByText(new RegExp(`^${value}:`))).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Kontakta oss' }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
});

test('the workshop page books by e-mail or through the contact form with Workshop chosen', async ({
  page,
}) => {
  await page.goto('/workshop');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Använd kontaktformuläret' })).toHaveAttribute(
    'href',
    '/kontakt?typ=workshop',
  );
  // The operator's address is configuration (CONTACT_EMAIL), served with the supplier's details.
  const contact = await page.request.get('/api/supplier');
  if (contact.ok()) {
    const { email } = (await contact.json()) as { email: string };
    await expect(main.getByRole('link', { name: `Skicka e-post till ${email}` })).toHaveAttribute(
      'href',
      `mailto:${email}?subject=Bokning%20av%20workshop`,
    );
  } else {
    await expect(main.getByText('E-postadressen kunde inte hämtas just nu.', { exact: false })).toBeVisible({
      timeout: 15_000,
    });
  }
});

test('the legal database announcement leads to sign-up and contact', async ({ page }) => {
  await page.goto('/rattsdatabas');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Registrera dig' })).toHaveAttribute('href', '/signup');
  await expect(main.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/kontakt');
});

test('the footer links to the accessibility statement, which names Digg and the way to report', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tillgänglighetsredogörelse' }).click();

  await expect(page).toHaveURL(/\/tillganglighet$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Tillgänglighetsredogörelse' })).toBeVisible();
  await expect(main).toContainText('lagen (2018:1937) om tillgänglighet till digital offentlig service');
  await expect(main).toContainText('WCAG 2.1');
  await expect(main).toContainText(/Redogörelsen uppdaterades senast den \d+ \w+ \d{4}/);
  await expect(main).toContainText('Myndigheten för digital förvaltning (Digg)');
  await expect(main.getByRole('link', { name: 'Meddela en brist' })).toHaveAttribute(
    'href',
    '/kontakt?typ=support',
  );
  await expect(main.getByRole('link', { name: 'Anmäl till Digg' })).toHaveAttribute(
    'href',
    'https://www.digg.se/tdosanmalan',
  );
});

test('the intro card works with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Kom igång i tre steg' });
  const next = card.getByRole('button', { name: 'Nästa' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText('Steg 2 av 3')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(card.getByText('Steg 3 av 3')).toBeVisible();
  // Nästa is replaced by Registrera, and the focus goes with it.
  await expect(card.getByRole('link', { name: 'Registrera' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signup$/);
});
