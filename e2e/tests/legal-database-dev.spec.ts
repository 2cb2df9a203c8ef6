import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { ownAppAddress, startOwnApp } from './support/own-app';
import { originHeaders, verificationLink } from './support/users';

// The admin's legal-case database against a fake Domstolsverket on loopback, serving the
// connector tests' fixture rulings (marked TESTFIXTUR) and a real PDF. This file runs its own
// server, with the admin's address in ADMIN_EMAILS and the court's API pointed at the fake.

const FIXTURES = fileURLToPath(
  new URL('../../server/test/fixtures/connectors/domstolsverket/', import.meta.url),
);
const PAGES = ['publiceringar-page-0.json', 'publiceringar-page-1.json', 'kammarratten-i-stockholm.json'];
const PDF_ID = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e05';
// Slow enough per page that the progress line can be seen, as with the real, paced API.
const PAGE_DELAY_MS = 700;
const ADMIN = 'e2e-legal-admin@example.org';
const PASSWORD = 'Rattsfall2026A';

const startFakeCourt = async (): Promise<Server> => {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    if (url.pathname === '/api/v1/publiceringar') {
      const file = PAGES[Number(url.searchParams.get('page') ?? '0')];
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(file && existsSync(join(FIXTURES, file)) ? readFileSync(join(FIXTURES, file)) : '[]');
      }, PAGE_DELAY_MS);
      return;
    }
    if (url.pathname === `/api/v1/bilagor/${PDF_ID}`) {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(readFileSync(join(FIXTURES, 'kammarratten-dom.pdf')));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
};

const address = ownAppAddress(51);
const { baseURL } = address;
let court: Server;
let app: ChildProcess;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  court = await startFakeCourt();
  app = await startOwnApp(address, 'legal', {
    ADMIN_EMAILS: ADMIN,
    DOMSTOLSVERKET_BASE_URL: `http://127.0.0.1:${(court.address() as AddressInfo).port}/api/v1`,
  });
});

test.afterAll(async () => {
  app?.kill();
  await new Promise((resolve) => court?.close(resolve));
});

/** Signs the admin up (once) or in, with the terms accepted, and opens the page. */
let signedUp = false;
const openAsAdmin = async (page: Page) => {
  if (!signedUp) {
    const response = await page.request.post('/api/account/signup', {
      headers: originHeaders(baseURL),
      data: {
        name: 'Ada Admin',
        email: ADMIN,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        job_title: 'Handläggare',
        consent_data: true,
      },
    });
    expect(response.ok()).toBe(true);
    await page.goto(await verificationLink(page.request, ADMIN));
    const terms = page.getByRole('dialog', { name: 'Användarvillkor' });
    await terms.getByRole('checkbox', { name: 'Jag har läst och godkänner användarvillkoren' }).check();
    await terms.getByRole('button', { name: 'Acceptera och fortsätta' }).click();
    await expect(terms).toBeHidden();
    signedUp = true;
  } else {
    const response = await page.request.post('/api/auth/sign-in/email', {
      headers: originHeaders(baseURL),
      data: { email: ADMIN, password: PASSWORD },
    });
    expect(response.ok()).toBe(true);
  }
  await page.goto('/rattsdatabas-dev');
  await expect(page.getByRole('heading', { level: 1, name: 'Avancerad Rättsdatabas' })).toBeVisible();
};

const cardButton = (page: Page, title: RegExp) =>
  page.getByRole('list', { name: 'Rättsfall' }).getByRole('button', { name: title }).first();

test('the admin searches for "luftfuktighet", opens the case and has it summarised', async ({ page }) => {
  await openAsAdmin(page);
  await expect(page.getByText('Utvecklingsversion - Endast för Admins')).toBeVisible();
  await expect(page.getByText(/^\d+ rättsfall tillgängliga$/)).toBeVisible();

  await page.getByLabel('Sök på målnummer, titel eller innehåll').fill('luftfuktighet');
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  const card = cardButton(page, /HFD 2014 ref\. 42/);
  await expect(card).toBeVisible();
  // The hint says a summary exists: none yet.
  await expect(card).not.toContainText('AI-sammanfattning tillgänglig');
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Fulltext' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fulltext' })).toContainText(
    'Fråga: Var ett tekniskt system',
  );

  await page.getByRole('button', { name: 'Skapa sammanfattning' }).click();
  await expect(page.getByText('AI-sammanfattning skapad!', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Utdrag: meningar valda ur avgörandets egen text/)).toBeVisible();
  await expect(card).toContainText('AI-sammanfattning tillgänglig');

  // 'Avancerad sökning': a court filter that leaves nothing, then the empty state.
  await page.getByRole('button', { name: 'Avancerad sökning' }).click();
  await page.getByLabel('Domstol').selectOption('Regeringsrätten');
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page.getByText('Inga rättsfall hittades')).toBeVisible();
});

test('the admin runs a Stockholm BAB scrape against the court and sees its progress and result', async ({
  page,
}) => {
  await openAsAdmin(page);
  const available = page.getByText(/^\d+ rättsfall tillgängliga$/);
  const before = Number.parseInt((await available.innerText()).trim(), 10);
  await page.getByRole('button', { name: 'Stockholm BAB-scraping' }).click();
  const tools = page.getByRole('region', { name: 'Adminverktyg' });
  await expect(tools.getByText(/Stockholm BAB-scraping pågår: \d+ sid(a|or) läst/)).toBeVisible();
  await expect(tools.getByRole('button', { name: 'HFD-scraping' })).toBeDisabled();
  await expect(
    tools.getByText('Stockholm BAB-scraping klar: 1 nytt rättsfall, 0 dubbletter hoppades över.'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(tools.getByRole('list', { name: 'Insamlade rättsfall' })).toContainText('KST 9999-99');
  await expect(tools.getByRole('button', { name: 'HFD-scraping' })).toBeEnabled();
  await expect(page.getByText(`${before + 1} rättsfall tillgängliga`)).toBeVisible();
});

test("the admin fetches the court's PDF and its text becomes the full text", async ({ page }) => {
  await openAsAdmin(page);
  await page.getByLabel('Sök på målnummer, titel eller innehåll').fill('KST 9999-99');
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  await cardButton(page, /KST 9999-99/).click();
  await page.getByRole('button', { name: 'Hämta fullständig PDF' }).click();
  // On a busy machine the reading may take up to the server's PDF time limit (30 s).
  await expect(page.getByText('PDF-innehåll hämtat!', { exact: true })).toBeVisible({ timeout: 30_000 });
  const fulltext = page.getByRole('region', { name: 'Fulltext' });
  await expect(fulltext).toContainText('KAMMARRÄTTENS AVGÖRANDE');
  await expect(fulltext).toContainText('Kammarrätten avslår överklagandet.');
  await expect(page.getByRole('button', { name: 'Hämta fullständig PDF' })).toBeEnabled();
});
