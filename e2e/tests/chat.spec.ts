import { expect, type Page, test } from '@playwright/test';
import { chooseTopic, signInAsSubscriber, waitOutChatInterval } from './support/chat';

// The chat tool on the real server: a subscriber (demo checkout) asks about the bundled corpus and
// reads the streamed, source-based answer. Mail comes from /api/dev/mail.

test('a subscriber asks a suggested question and reads the sourced, validated answer', async ({ page }) => {
  const tool = await signInAsSubscriber(page, 'answer');
  const input = tool.getByLabel('Din fråga');
  // The only role is preselected: the field is ready to type before a topic is chosen.
  await expect(input).toBeEnabled();

  await chooseTopic(page, 'Ansökan och handläggning');

  const suggestions = tool.getByRole('region', { name: 'Föreslagna frågor' });
  const questions = suggestions.getByRole('listitem');
  await expect(questions).toHaveCount(3);
  await suggestions.getByRole('button', { name: /^Visa fler frågor \(5 till\)$/ }).click();
  await expect(questions).toHaveCount(8);
  await suggestions.getByRole('button', { name: 'Visa färre frågor' }).click();
  await expect(questions).toHaveCount(3);

  const question = (await questions.first().innerText()).trim();
  await questions.first().getByRole('button').click();

  const conversation = tool.getByRole('list', { name: 'Konversation' });
  await expect(conversation.getByText(question)).toBeVisible();
  const answer = conversation.getByRole('article', { name: 'Svar' });
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(answer.getByText('Kort svar', { exact: true })).toBeVisible();
  await expect(answer.getByRole('region', { name: 'Validering' })).toContainText(/Validering: \d+\/\d+/);

  const sources = answer.getByRole('button', { name: /Källor och referenser/ });
  await expect(sources).toBeVisible();
  await sources.click();
  await expect(answer.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);

  await expect(answer.getByRole('button', { name: 'Visa utförligt svar' })).toBeVisible();
  await expect(tool.getByRole('region', { name: 'Föreslagna frågor' })).toBeHidden();

  await tool.getByRole('button', { name: 'Rensa konversation' }).click();
  await page
    .getByRole('alertdialog', { name: 'Rensa konversationen?' })
    .getByRole('button', { name: 'Rensa' })
    .click();
  await expect(conversation).toBeHidden();
  await expect(tool.getByRole('region', { name: 'Föreslagna frågor' })).toBeVisible();
});

const toast = (page: Page, text: string) => page.locator('li[data-state="open"]').filter({ hasText: text });

test('a subscriber gives each kind of feedback on three answers', async ({ page }) => {
  const tool = await signInAsSubscriber(page, 'feedback');
  await chooseTopic(page, 'Beviljanderegler och kriterier');
  const input = tool.getByLabel('Din fråga');
  const answers = tool.getByRole('list', { name: 'Konversation' }).getByRole('article', { name: 'Svar' });
  let sentAt = 0;
  const askAndWait = async (question: string, count: number) => {
    await waitOutChatInterval(page, sentAt);
    await input.fill(question);
    sentAt = Date.now();
    await input.press('Enter');
    await expect(answers).toHaveCount(count, { timeout: 30_000 });
    await expect(answers.nth(count - 1).getByRole('region', { name: 'Validering' })).toBeVisible();
  };

  await askAndWait('Kan bidrag lämnas när bostaden hyrs i andra hand?', 1);
  await answers.nth(0).getByRole('button', { name: 'Hjälpsamt', exact: true }).click();
  await expect(toast(page, 'Tack för din positiva feedback!')).toBeVisible();
  await expect(answers.nth(0).getByRole('button', { name: 'Inte hjälpsamt' })).toBeDisabled();

  await askAndWait('Lämnas bidrag för åtgärder som beror på eftersatt underhåll?', 2);
  await answers.nth(1).getByRole('button', { name: 'Inte hjälpsamt' }).click();
  await expect(
    toast(page, 'Tack för din feedback. Vi arbetar ständigt med att förbättra våra svar.'),
  ).toBeVisible();

  await askAndWait('Vilka medgivanden från fastighetsägaren krävs?', 3);
  await answers.nth(2).getByRole('button', { name: 'Felaktig information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rapportera felaktig information' });
  await expect(dialog.getByRole('button', { name: 'Skicka' })).toBeDisabled();
  await dialog.getByLabel('Vad är fel?').fill('Kontakta mig på anna@kommun.se');
  await dialog.getByRole('button', { name: 'Skicka' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Beskrivningen får inte innehålla personuppgifter som personnummer eller e-postadresser.',
  );
  await dialog.getByLabel('Vad är fel?').fill('Svaret hänvisar till fel paragraf.');
  await dialog.getByRole('button', { name: 'Skicka' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    toast(page, 'Tack för att du rapporterade felaktig information. Vi kommer att granska detta.'),
  ).toBeVisible();
});

test('a subscriber stops a request, and a second message right after it is held back', async ({ page }) => {
  // The page runs on a clock the test holds: on a busy machine the steps between the two
  // messages could outlast the 3 s the second is held back by.
  await page.clock.install();
  const tool = await signInAsSubscriber(page, 'stop');
  await chooseTopic(page, 'Ekonomisk prövning');

  // Hold the answer back so there is time to stop it.
  await page.route('**/api/chat/answer', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue().catch(() => undefined);
  });

  const input = tool.getByLabel('Din fråga');
  await input.fill('Vilka inkomster räknas med vid den ekonomiska prövningen?');
  await page.clock.pauseAt(Date.now() + 1000);
  await input.press('Enter');
  await expect(tool.getByText('Söker relevanta källor...')).toBeVisible();
  await expect(input).toBeDisabled();

  await tool.getByRole('button', { name: 'Stoppa' }).click();
  await expect(tool.getByRole('status')).toBeHidden();
  await expect(input).toBeEnabled();
  // Stopping leaves a note, not an error, and gives the question back to edit.
  const conversation = tool.getByRole('list', { name: 'Konversation' });
  await expect(conversation.getByText('Svaret avbröts', { exact: true })).toBeVisible();
  await expect(conversation.getByRole('alert')).toHaveCount(0);
  await expect(input).toHaveValue('Vilka inkomster räknas med vid den ekonomiska prövningen?');

  await input.fill('Räknas makens inkomst med vid prövningen?');
  await input.press('Enter');
  await expect(
    tool.getByRole('alert').filter({ hasText: 'Vänta några sekunder mellan meddelanden.' }),
  ).toBeVisible();
  await expect(toast(page, 'Kunde inte skicka meddelandet')).toBeVisible();
  await expect(input).toHaveValue('Räknas makens inkomst med vid prövningen?');
});

type ChatAreas = {
  areas: {
    role: string;
    beta: boolean;
    topics: { subtopic: string; icon: string | null; questions: string[] }[];
  }[];
};
/** lucide-react's class for an icon name: 'DoorOpen' → 'lucide-door-open', 'Building2' → 'lucide-building-2'. */
const lucideClass = (name: string) =>
  `lucide-${name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase()}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the roles, the topics with their icons and the suggested questions come from the server', async ({
  page,
}) => {
  const tool = await signInAsSubscriber(page, 'areas');
  // What the server offers: the loaded packs' roles, their topics seeded into `categories` at start.
  const response = await page.context().request.get('/api/chat/areas');
  expect(response.ok()).toBe(true);
  const { areas } = (await response.json()) as ChatAreas;
  // One loaded pack: its role is preselected, shown without a choice.
  expect(areas).toHaveLength(1);
  await expect(tool.getByRole('radio')).toHaveCount(0);

  const [area] = areas;
  if (!area) {
    throw new Error('no area offered');
  }
  // The seeded topics and 'Övrigt', each with 8 questions.
  expect(area.topics.length).toBeGreaterThan(1);
  expect(area.topics.at(-1)?.subtopic).toBe('Övrigt');
  await expect(tool.getByRole('definition')).toHaveText(new RegExp(`^${escapeRegExp(area.role)}`));
  const select = tool.getByLabel('Välj specifikt ämne');
  await expect(select.locator('option:not([disabled])')).toHaveText(
    area.topics.map((topic) => topic.subtopic),
  );

  const suggestions = tool.getByRole('region', { name: 'Föreslagna frågor' });
  for (const [index, topic] of area.topics.entries()) {
    await select.selectOption(topic.subtopic);
    const icon = tool.locator(`svg[data-topic-icon="${topic.subtopic}"]`);
    await expect(icon).toBeVisible();
    await expect(icon).toHaveClass(new RegExp(lucideClass(topic.icon ?? 'House')));
    if (index === 0) {
      await suggestions.getByRole('button', { name: 'Visa fler frågor (5 till)' }).click();
    }
    expect(topic.questions).toHaveLength(8);
    await expect(suggestions.getByRole('listitem')).toHaveText(topic.questions);
  }
  await select.selectOption(area.topics[0]?.subtopic ?? '');
  await tool.screenshot({ path: test.info().outputPath('chat-composer.png') });
});
