import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import mammoth from 'mammoth';
import { chooseTopic, signInAsSubscriber } from './support/chat';

// Issue 15 item 3: an answer goes into the case file with its sources, as copied text, as a .docx
// and on paper, all made in the browser from the answer on screen.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const QUESTION = 'Vem kan få bostadsanpassningsbidrag?';

test('a subscriber copies an answer with its footnotes, exports it as .docx and opens the print view', async ({
  page,
  request,
}) => {
  const tool = await signInAsSubscriber(page, 'case-file');
  await chooseTopic(page, 'Ansökan och handläggning');
  await tool.getByLabel('Din fråga').fill(QUESTION);
  await tool.getByLabel('Din fråga').press('Enter');
  const answer = tool.getByRole('list', { name: 'Konversation' }).getByRole('article', { name: 'Svar' });
  await expect(answer.getByRole('button', { name: 'Kopiera med källor' })).toBeVisible({ timeout: 30_000 });

  await answer.screenshot({ path: test.info().outputPath('answer.png') });
  await answer.getByRole('button', { name: 'Kopiera med källor' }).click();
  await expect(page.getByText('Svaret är kopierat med källor', { exact: true })).toBeVisible();
  // The e2e project has no DOM types: the page reads its clipboard from a string.
  const copied: string = await page.evaluate('navigator.clipboard.readText()');
  expect(copied).toContain(`Fråga: ${QUESTION}`);
  // The answer cites its first source as [1], and the footnote names the section, the statute
  // with its SFS number, its point in time, the official link and the validation result. Which
  // section leads is the eval gate's to check (data/areas/bab/eval/regressions.jsonl, r07).
  const answerPart = copied.split('\n\nKällor:\n')[0] ?? '';
  expect(answerPart).toContain(' [1]');
  const footnote = copied.split('\n').find((line) => line.startsWith('[1] '));
  expect(footnote).toMatch(
    /^\[1\] \d+ [a-h ]*§, .*\(\d{4}:\d+\).*\. Lydelse t\.o\.m\. SFS \d{4}:\d+\. https:\/\/\S+\. (Bekräftad|Delvis bekräftad|Ej bekräftad) mot källtexten/,
  );
  expect(copied).toMatch(/Validering: \d+ av \d+ påståenden stöds av källorna\./);
  const version = ((await (await request.get('/api/version')).json()) as { version: string }).version;
  expect(copied).toMatch(
    new RegExp(`Framtaget med Handläggarstöd ${version.replaceAll('.', '\\.')} den \\d{4}-\\d{2}-\\d{2}\\.`),
  );

  const downloading = page.waitForEvent('download');
  await answer.getByRole('button', { name: 'Exportera (.docx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^handlaggarstod-svar-\d{4}-\d{2}-\d{2}\.docx$/);
  const { value: docxText } = await mammoth.extractRawText({ path: await download.path() });
  expect(docxText).toContain(QUESTION);
  const firstAnswerLine = answerPart.split('\n').find((line) => line.includes(' [1]')) ?? '';
  expect(docxText).toContain(firstAnswerLine.replace(/^[-*•]\s+/, ''));
  expect(docxText).toContain(footnote);
  expect(docxText).toContain(`Handläggarstöd ${version}`);

  await answer.getByRole('button', { name: 'Utskriftsvy' }).click();
  const printView = page.getByRole('dialog', { name: 'Svar med källor' });
  await expect(printView.getByText(QUESTION)).toBeVisible();
  await expect(printView.getByText(footnote ?? '', { exact: true })).toBeVisible();
  await expect(printView.getByText(/Framtaget med Handläggarstöd/)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // On paper only the print view shows, without its buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(printView.getByText(QUESTION)).toBeVisible();
  await expect(printView.getByRole('button', { name: 'Skriv ut' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('print-view.png'), fullPage: true });
});
