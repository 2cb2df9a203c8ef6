import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import mammoth from 'mammoth';
import { chooseTopic, signInAsSubscriber, waitOutChatInterval } from './support/chat';

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

test('a follow-up is copied, exported and printed with the question before it and its answer', async ({
  page,
}) => {
  const tool = await signInAsSubscriber(page, 'follow-up');
  await chooseTopic(page, 'Ansökan och handläggning');
  const input = tool.getByLabel('Din fråga');
  const answers = tool.getByRole('list', { name: 'Konversation' }).getByRole('article', { name: 'Svar' });
  await input.fill(QUESTION);
  const sentAt = Date.now();
  await input.press('Enter');
  await expect(answers.first().getByRole('button', { name: 'Kopiera med källor' })).toBeVisible({
    timeout: 30_000,
  });
  await waitOutChatInterval(page, sentAt);
  const followUp = 'Hur lång tid har kommunen på sig att besluta?';
  await input.fill(followUp);
  await input.press('Enter');
  const second = answers.nth(1);
  await expect(second.getByRole('button', { name: 'Kopiera med källor' })).toBeVisible({ timeout: 30_000 });

  const clipboard = (): Promise<string> => page.evaluate('navigator.clipboard.readText()');
  await second.getByRole('button', { name: 'Kopiera med källor' }).click();
  // The copy is done once the clipboard holds the case file.
  await expect.poll(clipboard).toContain('Följdfråga');
  const copied = await clipboard();
  expect(copied).toMatch(
    new RegExp(`^Tidigare i konversationen:\nFråga 1: ${QUESTION.replace('?', '\\?')}\nSvar:\n\\S`),
  );
  expect(copied).toContain(`\n\nFöljdfråga: ${followUp}\n`);

  const downloading = page.waitForEvent('download');
  await second.getByRole('button', { name: 'Exportera (.docx)' }).click();
  const { value: docxText } = await mammoth.extractRawText({ path: await (await downloading).path() });
  expect(docxText.indexOf(QUESTION)).toBeGreaterThan(-1);
  expect(docxText.indexOf(QUESTION)).toBeLessThan(docxText.indexOf(followUp));
  expect(docxText).toContain('Följdfråga');

  await second.getByRole('button', { name: 'Utskriftsvy' }).click();
  const printView = page.getByRole('dialog', { name: 'Svar med källor' });
  await expect(printView.getByRole('heading', { name: 'Tidigare i konversationen' })).toBeVisible();
  await expect(printView.getByText(QUESTION, { exact: true })).toBeVisible();
  await expect(printView.getByRole('heading', { name: 'Följdfråga' })).toBeVisible();
  await expect(printView.getByText(followUp, { exact: true })).toBeVisible();

  // The first answer has nothing before it: it is exported as it was.
  await page.keyboard.press('Escape');
  await answers.first().getByRole('button', { name: 'Kopiera med källor' }).click();
  await expect.poll(clipboard).toMatch(new RegExp(`^Fråga: ${QUESTION.replace('?', '\\?')}\n`));
});
