import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_EMAILS } from './support/admin';
import { ownAppAddress, startOwnApp } from './support/own-app';
import { signUpAsAndAcceptTerms } from './support/users';

const ADMIN = E2E_ADMIN_EMAILS.embeddingPages;
const DIMENSION = 8;

/** An OpenAI-compatible embeddings API on loopback: a deterministic vector per text. */
const startFakeEmbeddings = async (): Promise<Server> => {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as { input: string | string[]; model: string };
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      const data = inputs.map((text, index) => ({
        object: 'embedding',
        index,
        embedding: [...createHash('sha256').update(text).digest().subarray(0, DIMENSION)].map(
          (byte) => byte / 255 + 0.01,
        ),
      }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          data,
          model: body.model,
          usage: { prompt_tokens: 0, total_tokens: 0 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
};

const statFigure = (page: import('@playwright/test').Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

test('an admin sees the embedding stats, runs Process Jobs and is told the local model has no migration target', async ({
  page,
  request,
}) => {
  await signUpAsAndAcceptTerms(page, request, ADMIN);
  await page.goto('/embedding-test');
  await expect(page).toHaveTitle(/^Embedding Test \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Embedding Test Page' })).toBeVisible();
  // The bundled corpus is in the database, so the counts are real and not zero.
  await expect(statFigure(page, 'Total Chunks')).toHaveText(/^[1-9]\d*$/);
  for (const label of [
    'Without Embeddings',
    'With Embeddings',
    'Pending Jobs',
    'Completed Jobs',
    'Failed Jobs',
  ]) {
    await expect(statFigure(page, label)).toHaveText(/^\d+$/);
  }
  await expect(statFigure(page, 'Completion Rate')).toHaveText(/^\d+%$/);

  await page.getByRole('button', { name: 'Process Jobs' }).click();
  const log = page.getByRole('list', { name: 'Debug-logg' });
  await expect(log).toContainText(/Bearbetning klar: \d+ jobb bearbetade/, { timeout: 30_000 });
  // The worker has drained the queue: every chunk has its vector.
  await expect(statFigure(page, 'Pending Jobs')).toHaveText('0', { timeout: 10_000 });
  await expect(statFigure(page, 'Completion Rate')).toHaveText('100%');

  await page.getByRole('button', { name: "Check 'Offentlig förvaltning'" }).click();
  await expect(log).toContainText(/Kategorin Offentlig förvaltning: \d+ av \d+ avsnitt saknar embeddings\./);
  await page.getByRole('button', { name: 'Clear Logs' }).click();
  await expect(log).toHaveText('Loggen är tom.');

  await page.goto('/embedding-migration-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Embedding Migration Test' })).toBeVisible();
  await expect(page.getByText(/Det finns ingen annan modell att migrera till\./)).toBeVisible();
});

test.describe('with an embeddings API configured', () => {
  const address = ownAppAddress(58);
  let embeddings: Server;
  let app: ChildProcess;

  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: address.baseURL });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    embeddings = await startFakeEmbeddings();
    app = await startOwnApp(address, 'embeddings', {
      ADMIN_EMAILS: ADMIN,
      EMBEDDINGS_BASE_URL: `http://127.0.0.1:${(embeddings.address() as AddressInfo).port}/v1`,
      EMBEDDINGS_MODEL: 'fake-embedding',
      EMBEDDINGS_DIMENSION: String(DIMENSION),
    });
  });

  test.afterAll(async () => {
    app?.kill();
    await new Promise((resolve) => embeddings?.close(resolve));
  });

  test('an admin migrates the embeddings into the local model, and a second run adds none', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await signUpAsAndAcceptTerms(page, request, ADMIN, address.baseURL);
    // Wait until the worker has embedded the whole corpus with the API model, then open the page.
    await expect
      .poll(
        async () => {
          const stats = (await (await page.request.get('/api/admin/embeddings/stats')).json()) as {
            total_chunks: number;
            with_embeddings: number;
          };
          return stats.total_chunks > 0 && stats.with_embeddings === stats.total_chunks;
        },
        { timeout: 100_000, intervals: [2000] },
      )
      .toBe(true);
    await page.goto('/embedding-migration-test');
    await expect(page.getByText(/Bäddar in avsnitten från fake-embedding/)).toBeVisible();
    await expect(statFigure(page, 'Embeddings i målmodellen')).toHaveText('0');
    const available = await statFigure(page, 'Avsnitt med embeddings').textContent();

    await page.getByRole('button', { name: 'Migrera embeddings' }).click();
    await expect(page.getByRole('button', { name: 'Migrerar...' })).toBeDisabled();
    const card = page.getByRole('region', { name: 'Migreringen lyckades' });
    await expect(card).toContainText(`Migrerade: ${available}`, { timeout: 60_000 });
    await expect(card).toContainText(`Tillgängliga: ${available}`);
    await expect(statFigure(page, 'Embeddings i målmodellen')).toHaveText(available ?? '');

    await page.getByRole('button', { name: 'Migrera embeddings' }).click();
    await expect(page.getByRole('list', { name: 'Logg' })).toContainText(`Migrering klar: 0 av ${available}`);
    await expect(statFigure(page, 'Embeddings i målmodellen')).toHaveText(available ?? '');
  });
});
