import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseTopic, signInAsSubscriber, waitOutChatInterval } from './support/chat';

// Questions typed the way case officers type them, answered offline from the bundled corpus: the
// screen shows a short answer with its citation, marks repealed law, and a refusal with where to
// turn. Which section an answer cites first is the eval gate's to check (data/areas/bab/eval/regressions.jsonl,
// ADR 025), not the browser's.

const ask = async (page: Page, tool: Locator, question: string): Promise<Locator> => {
  const answers = tool.getByRole('list', { name: 'Konversation' }).getByRole('article', { name: 'Svar' });
  const before = await answers.count();
  const input = tool.getByLabel('Din fråga');
  await input.fill(question);
  await input.press('Enter');
  await expect(answers).toHaveCount(before + 1, { timeout: 30_000 });
  // The server counted the question before its answer appeared: the interval runs from no later
  // than now, however long the request took to reach it on a busy machine.
  const countedBy = Date.now();
  const answer = answers.nth(before);
  await expect(answer.getByRole('button', { name: 'Hjälpsamt', exact: true })).toBeVisible();
  await waitOutChatInterval(page, countedBy);
  return answer;
};

const shortAnswer = (answer: Locator) =>
  answer.getByText('Kort svar', { exact: true }).locator('xpath=following-sibling::*[1]');

/** A citation as the answer writes it: "(5 § lag (2018:222) om …)", "(26 kap. 12 § … (2009:400))". */
const CITATION = /\((?:\d+ kap\. )?\d+(?: [a-z])? § [^()]*\(\d{4}:\d+\)/;

test('everyday questions get a short answer with a citation, not a refusal', async ({ page }) => {
  const tool = await signInAsSubscriber(page, 'everyday');
  await chooseTopic(page, 'Dörröppnare och trösklar');

  const door = await ask(page, tool, 'Kan bidrag lämnas för att bredda en dörr till badrummet?');
  await expect(shortAnswer(door)).toContainText(CITATION);
  await expect(door).not.toContainText('Jag hittade ingen specifik information');

  await chooseTopic(page, 'Övrigt');
  const what = await ask(page, tool, 'Vad är bostadsanpassningsbidrag?');
  await expect(shortAnswer(what)).toContainText(CITATION);
  await expect(what).not.toContainText('Jag hittade ingen specifik information');
});

test('a source from the repealed law carries its label', async ({ page }) => {
  const tool = await signInAsSubscriber(page, 'repealed');
  await chooseTopic(page, 'Övrigt');

  const answer = await ask(
    page,
    tool,
    'Ansökan kom in i maj 2018. Vad sa den gamla lagen (1992:1574) om bidrag när sökanden bytt bostad?',
  );
  await answer.getByRole('button', { name: /Källor och referenser/ }).click();
  // The repealed law is not a core source: it is listed after 'Visa alla N källor' (spec 1 §9).
  const showAll = answer.getByRole('button', { name: /^Visa alla \d+ källor$/ });
  if (await showAll.isVisible()) {
    await showAll.click();
  }
  await expect(
    answer.getByText('Upphävd lag – gäller ärenden som kom in före den 1 juli 2018').first(),
  ).toBeVisible();
});

test('a rule that changed in 2018 is answered with the old rule as a reminder', async ({ page }) => {
  const tool = await signInAsSubscriber(page, 'changed');
  await chooseTopic(page, 'Övrigt');

  const answer = await ask(
    page,
    tool,
    'Vår gamla rutin säger att återställningsbidrag bara lämnas när kostnaden är över 5 000 kronor. Stämmer det fortfarande?',
  );
  await expect(shortAnswer(answer)).toContainText(CITATION);
  await expect(answer.getByText(/^Enligt den upphävda lagen .*\(\d+ § lag \(1992:1574\)/)).toBeVisible();
});

test('an out-of-scope question is refused without suggesting the topic already chosen', async ({ page }) => {
  const tool = await signInAsSubscriber(page, 'refusal');
  await chooseTopic(page, 'Övrigt');

  const answer = await ask(page, tool, 'Behövs bygglov för en ramp vid entrén till ett radhus?');
  await expect(answer).toContainText('Källorna här besvarar inte den frågan.');
  await expect(answer).not.toContainText('Prova att välja "Övrigt"');
  // Where the answer is found instead.
  await expect(answer).toContainText('plan- och bygglagen');
  await expect(answer.getByText('Kort svar', { exact: true })).toHaveCount(0);
});

test('a question with an out-of-scope part gets the rest answered and a pointer for that part', async ({
  page,
}) => {
  const tool = await signInAsSubscriber(page, 'mixed');
  await chooseTopic(page, 'Övrigt');

  const answer = await ask(
    page,
    tool,
    'Kan vi bevilja bidrag för en ramp till entrén, och behövs bygglov för den?',
  );
  await expect(shortAnswer(answer)).toContainText(CITATION);
  await expect(answer.getByText('Det här i frågan besvarar källorna inte', { exact: true })).toBeVisible();
  await expect(answer).toContainText('plan- och bygglagen');
  await answer.screenshot({ path: test.info().outputPath('mixed-answer.png') });
});

test('the suggested case-law question cites a ruling, which opens in the open legal database', async ({
  page,
  context,
}) => {
  const tool = await signInAsSubscriber(page, 'caselaw');
  await chooseTopic(page, 'Hissar och rullstolshjälpmedel');
  const suggestions = tool.getByRole('region', { name: 'Föreslagna frågor' });
  await suggestions
    .getByRole('button', {
      name: 'Vad säger rättspraxis om ett fristående garage för elrullstolen på gården?',
    })
    .click();
  const answer = tool.getByRole('list', { name: 'Konversation' }).getByRole('article', { name: 'Svar' });
  await expect(answer.getByText('Vägledande avgöranden', { exact: true })).toBeVisible({ timeout: 30_000 });
  // The statute leads; the ruling shows how it is applied, cited by its reference.
  await expect(shortAnswer(answer)).toContainText(CITATION);
  await expect(
    answer.getByText(/Högsta förvaltningsdomstolen, 2020-12-23: .*\(HFD 2020 ref\. 70\)/),
  ).toBeVisible();

  await answer.getByRole('button', { name: /Källor och referenser/ }).click();
  const ruling = answer.getByRole('listitem').filter({ hasText: 'HFD 2020 ref. 70' });
  await expect(ruling.getByText('Rättsfall', { exact: true })).toBeVisible();
  const [database] = await Promise.all([
    context.waitForEvent('page'),
    ruling.getByRole('link', { name: /Öppna i rättsdatabasen/ }).click(),
  ]);
  const main = database.getByRole('main');
  await main
    .getByRole('list', { name: 'Sökträffar' })
    .getByRole('link', { name: /^HFD 2020 ref\. 70:/ })
    .click();
  await expect(main.getByRole('heading', { level: 1, name: /^HFD 2020 ref\. 70:/ })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Vår sammanfattning' })).toBeVisible();
  await expect(main.getByText('23 december 2020')).toBeVisible();
});
