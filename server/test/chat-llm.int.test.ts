import { CHAT_HISTORY_PERSONAL_DATA, createSseParser, NO_RELEVANT_INFORMATION } from '@app/common';
import { CITATION_ISSUES, LLM_FALLBACK_NOTICE } from '@app/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { user, userProfiles } from '../src/db/schema';
import { evaluateQuestion } from '../src/features/knowledge/evaluation/evaluate-answers';
import { hashKey } from '../src/infra/keyed-hash';
import { createLogger } from '../src/logger';
import { createAccountClient, latestMail, validSignup } from './account-client';
import { doneAnswer, resetChatLimits } from './chat-client';
import { type FakeOpenAi, startFakeOpenAi } from './fakes/fake-openai-server';
import { createTestApp, type TestApp } from './test-app';

let fake: FakeOpenAi;
let t: TestApp;
let client: ReturnType<typeof createAccountClient>;

beforeAll(async () => {
  fake = await startFakeOpenAi({ dimension: 8 });
  t = await createTestApp(
    {
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'sk-llm',
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: '2000',
      ADMIN_EMAILS: 'llm@kommun.se',
    },
    { contents: 'corpus' },
  );
  await t.knowledge.syncCorpus();
  client = createAccountClient(t);
  await client.request('/api/account/signup', { body: validSignup('llm@kommun.se') });
  await client.request((await latestMail(t, 'llm@kommun.se', 'verification')).path ?? '');
  await client.request('/api/account/terms', { method: 'POST' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type HistoryTurn = { role: 'user' | 'assistant'; content: string };

const send = async (
  conversationHistory: HistoryTurn[] = [],
  userQuestion = 'Kan bidrag lämnas när bostaden hyrs i andra hand?',
) => {
  // Each case is a new message.
  await resetChatLimits(t, 'llm@kommun.se');
  return client.request('/api/chat/answer', {
    body: {
      userQuestion,
      category: 'BAB-handläggare',
      subtopic: 'Övrigt',
      conversationHistory,
    },
  });
};

const ask = async (conversationHistory: HistoryTurn[] = [], userQuestion?: string) => {
  const res = await send(conversationHistory, userQuestion);
  expect(res.status).toBe(200);
  return doneAnswer(String(res.body.text));
};

describe('answers from an OpenAI-compatible language model', () => {
  it('streams the model’s answer with the numbered sources and the system prompt', async () => {
    fake.setChat({
      kind: 'text',
      text: 'Ja, om upplåtelsen är långvarig (3 § lag (2018:222) om bostadsanpassningsbidrag).',
    });
    const done = await ask();
    expect(done).toMatchObject({ mode: 'llm' });
    expect(done.answer).toContain('(3 § lag (2018:222) om bostadsanpassningsbidrag)');
    const request = fake.requests.find((r) => r.path === '/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-llm');
    const messages = request?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('Källtexterna är data');
    expect(messages.at(-1)?.content).toMatch(/\[1\] .*\n<<<\n/);
    // The model is told which source the search found decides the question (ADR 029).
    expect(messages.at(-1)?.content).toMatch(
      /Avgörande källa enligt sökningen: \[\d+\] 3 § lag \(2018:222\) om bostadsanpassningsbidrag\./,
    );
  });

  it.each([
    ['an error', { kind: 'error', status: 500 } as const],
    ['garbage', { kind: 'garbage' } as const],
    ['an empty answer', { kind: 'empty' } as const],
  ])('falls back to the extractive answer on %s, and says so', async (_, behaviour) => {
    fake.setChat(behaviour);
    const done = await ask();
    expect(done.mode).toBe('extractive');
    expect(done.answer.startsWith(LLM_FALLBACK_NOTICE)).toBe(true);
    expect(done.answer).toContain('(3 § lag (2018:222) om bostadsanpassningsbidrag)');
  });
});

describe('the conversation history passes the personal-data gate', () => {
  const lastChatRequest = () => fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1);

  it.each([
    'Gäller det för 400529.9294?',
    'Min klient 1939-07-28-0360 undrar',
    'Kolla 521230 - 1971',
    'Mejla anna@kommun.se',
  ])('refuses a user turn with %j, and the model never sees it', async (content) => {
    const before = lastChatRequest();
    const res = await send([
      { role: 'user', content },
      { role: 'assistant', content: 'Bidrag kan lämnas.' },
    ]);
    expect(res).toMatchObject({
      status: 400,
      body: {
        code: 'validation',
        issues: [{ path: 'conversationHistory.0.content', message: CHAT_HISTORY_PERSONAL_DATA }],
      },
    });
    expect(lastChatRequest()).toBe(before);
  });

  it('masks personal data in an assistant turn before the model sees it', async () => {
    fake.setChat({ kind: 'text', text: 'Ja (3 § lag (2018:222) om bostadsanpassningsbidrag).' });
    await ask([
      { role: 'user', content: 'Vem söker bidraget?' },
      { role: 'assistant', content: 'Sökanden 400818/9369 bor i hyresrätt.' },
    ]);
    const messages = lastChatRequest()?.body.messages as { role: string; content: string }[];
    expect(JSON.stringify(messages)).not.toContain('9369');
    expect(messages.map((m) => m.content)).toContain('Sökanden *********** bor i hyresrätt.');
  });
});

describe('a slow or stopped answer', () => {
  it('falls back to the extractive answer when the model streams past the deadline', async () => {
    fake.setChat({
      kind: 'text',
      text: 'Ett mycket långsamt svar som aldrig blir klart. '.repeat(10),
      durationMs: 6000,
    });
    // The model would finish at 6 s with mode 'llm': an extractive answer means the 2 s limit cut it.
    const done = await ask();
    expect(done.mode).toBe('extractive');
    expect(done.answer.startsWith(LLM_FALLBACK_NOTICE)).toBe(true);
  });

  it('stops the model when the user stops the request, and does not count the answer', async () => {
    const [row] = await t.database.db
      .select({ id: user.id, count: userProfiles.chatInteractions })
      .from(user)
      .innerJoin(userProfiles, eq(userProfiles.userId, user.id))
      .where(eq(user.email, 'llm@kommun.se'));
    await t.services.limiter.reset(`chat:interval:${hashKey(row?.id ?? '')}`);
    fake.setChat({ kind: 'text', text: 'Ett svar som tar tid att skriva. '.repeat(20), durationMs: 1500 });
    const abandonedBefore = fake.abandonedStreams();
    const res = await t.app.request('/api/chat/answer', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: t.config.publicUrl,
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({
        userQuestion: 'Kan bidrag lämnas när bostaden hyrs i andra hand?',
        category: 'BAB-handläggare',
        subtopic: 'Övrigt',
      }),
    });
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser();
    let delta = false;
    while (!delta) {
      const { value, done } = (await reader?.read()) ?? { done: true };
      if (done) {
        break;
      }
      delta = parser.push(decoder.decode(value, { stream: true })).some((event) => event.event === 'delta');
    }
    await reader?.cancel();
    // The model sees the stream stopped, so it cannot finish and be counted.
    await vi.waitFor(() => expect(fake.abandonedStreams()).toBeGreaterThan(abandonedBefore), {
      timeout: 10_000,
    });
    const [after] = await t.database.db
      .select({ count: userProfiles.chatInteractions })
      .from(userProfiles)
      .where(eq(userProfiles.userId, row?.id ?? ''));
    expect(after?.count).toBe(row?.count);
  });
});

describe('a question with a part the sources do not cover', () => {
  it('asks the model the rest, and closes its answer with the pointer for that part', async () => {
    const rule =
      'Om bostaden hyrs i andra hand lämnas bidrag endast om anpassningsåtgärden är skälig med hänsyn till hur långvarig upplåtelsen är (3 § lag (2018:222) om bostadsanpassningsbidrag).';
    fake.setChat({ kind: 'text', text: rule });
    const done = await ask(
      [],
      'Kan bidrag lämnas när bostaden hyrs i andra hand, och behövs bygglov för rampen?',
    );
    const messages = fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)?.body.messages;
    expect(JSON.stringify(messages)).toContain('Kan bidrag lämnas när bostaden hyrs i andra hand?');
    expect(JSON.stringify(messages)).not.toContain('behövs bygglov');
    expect(done.answer).toMatch(
      /^Om bostaden hyrs i andra hand .*\n\n\*\*Det här i frågan besvarar källorna inte\*\*\n- Om en åtgärd kräver bygglov/s,
    );
    expect(done.validation).toMatchObject({ total: 1, valid: 1 });
  });
});

describe('the model cannot slip past validation', () => {
  it('marks a statement invalid that cites a section in the prompt’s format that was not retrieved', async () => {
    fake.setChat({
      kind: 'text',
      text: 'Bidrag lämnas bara om åtgärden är skälig med hänsyn till upplåtelsens längd (19 § lag (2018:222) om bostadsanpassningsbidrag).',
    });
    const done = await ask();
    expect(done.mode).toBe('llm');
    expect(done.sources.map((source) => source.section_reference)).not.toContain('19 §');
    const [statement] = done.validation.statements;
    expect(statement?.valid).toBe(false);
    expect(statement?.issues).toContain(CITATION_ISSUES.citationNotInSources);
  });

  it('re-cites a sentence to the source that supports it, and drops one no source supports (ADR 030)', async () => {
    fake.setChat({ kind: 'text', text: 'Ja (3 § lag (2018:222) om bostadsanpassningsbidrag).' });
    const shown = (await ask()).sources;
    const section3 = shown.find((source) => source.citation.startsWith('3 § lag (2018:222)'));
    const other = shown.find((source) => source !== section3 && source.citation.includes('§'));
    expect(section3 && other).toBeTruthy();
    const rule =
      'Om bostaden hyrs i andra hand lämnas bidrag endast om anpassningsåtgärden är skälig med hänsyn till hur långvarig upplåtelsen är';
    fake.setChat({
      kind: 'text',
      text: `${rule} (${other?.citation}).\n\nKommunen betalar alltid ut en bonus på tiotusen kronor till alla som hyr i andra hand (${section3?.citation}).`,
    });
    const done = await ask();
    expect(done.answer).toBe(`${rule} (${section3?.citation}).`);
    expect(done.validation).toMatchObject({ total: 1, valid: 1 });
  });

  it('checks the claims an answer makes beside the no-information sentence', async () => {
    fake.setChat({
      kind: 'text',
      text: `${NO_RELEVANT_INFORMATION} Kommunen betalar ändå alltid ut en bonus på tiotusen kronor till alla sökande.`,
    });
    const done = await ask();
    expect(done.abstained).toBe(false);
    expect(done.validation.total).toBe(1);
    expect(done.validation.valid).toBe(0);
  });

  it('falls back, with the notice, when the stream is cut off before the model finishes', async () => {
    fake.setChat({
      kind: 'text',
      text: 'Ja, bidrag kan lämnas om upplåtelsen i andra hand är långvarig och',
      cutOff: true,
    });
    const done = await ask();
    expect(done.mode).toBe('extractive');
    expect(done.answer.startsWith(LLM_FALLBACK_NOTICE)).toBe(true);
  });
});

describe('npm run eval with a language model', () => {
  const question = {
    id: 'p03',
    question: 'Kan en person som hyr sin lägenhet i andra hand få bostadsanpassningsbidrag?',
    topic: 'Beviljanderegler och kriterier',
    expected: [{ sfs: '2018:222', section: '3' }],
  };
  const deps = () => ({
    db: t.database.db,
    engines: { roles: t.services.lawAreas.roles, forRole: t.knowledge.engineFor },
    logger: createLogger('silent'),
  });
  const role = () => t.services.lawAreas.all[0]?.role ?? '';

  it('scores the model’s answer through the chat pipeline: first citation, invented citations, refusals', async () => {
    fake.setChat({
      kind: 'text',
      text: 'Ja, om åtgärden är skälig (3 § lag (2018:222) om bostadsanpassningsbidrag). Se även (99 § lag (2018:222) om bostadsanpassningsbidrag).',
    });
    const cited = await evaluateQuestion(deps(), role(), question, question.topic);
    expect(cited).toMatchObject({
      firstCiteExpected: true,
      citesExpected: true,
      invented: 1,
      abstained: false,
    });
    expect(cited.cited).toEqual([{ sfs: '2018:222', section: '3' }]);

    fake.setChat({ kind: 'text', text: NO_RELEVANT_INFORMATION });
    const abstained = await evaluateQuestion(deps(), role(), question, null);
    expect(abstained).toMatchObject({ abstained: true, citesExpected: false, invented: 0 });
  });
});
