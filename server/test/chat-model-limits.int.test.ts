import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_LIMIT_NOTICES } from '../src/features/chat/chat-service';
import { createAccountClient, latestMail, validSignup } from './account-client';
import { doneAnswer, resetChatLimits } from './chat-client';
import { type FakeOpenAi, startFakeOpenAi } from './fakes/fake-openai-server';
import { createTestApp, type TestApp } from './test-app';

// The model as a cost: a daily budget per user and a cap on concurrent calls, against a fake model.
const USERS = ['kvot@kommun.se', 'langsam@kommun.se', 'trangsel@kommun.se'];
let fake: FakeOpenAi;
let t: TestApp;
const clients = new Map<string, ReturnType<typeof createAccountClient>>();

beforeAll(async () => {
  fake = await startFakeOpenAi({ dimension: 8 });
  t = await createTestApp(
    {
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'sk-llm',
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: '10000',
      LLM_DAILY_QUESTIONS_PER_USER: '2',
      LLM_MAX_CONCURRENT: '1',
      ADMIN_EMAILS: USERS.join(','),
    },
    { contents: 'corpus' },
  );
  await t.knowledge.syncCorpus();
  for (const email of USERS) {
    const client = createAccountClient(t);
    await client.request('/api/account/signup', { body: validSignup(email) });
    await client.request((await latestMail(t, email, 'verification')).path ?? '');
    await client.request('/api/account/terms', { method: 'POST' });
    clients.set(email, client);
  }
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const modelCalls = () => fake.requests.filter((r) => r.path === '/v1/chat/completions').length;

const ask = async (email: string) => {
  await resetChatLimits(t, email, ['interval']);
  const res = await clients.get(email)?.request('/api/chat/answer', {
    body: {
      userQuestion: 'Kan bidrag lämnas när bostaden hyrs i andra hand?',
      category: 'BAB-handläggare',
      subtopic: 'Övrigt',
    },
  });
  expect(res?.status).toBe(200);
  return doneAnswer(String(res?.body.text));
};

describe('limits on the language model', () => {
  it('answers from the sources, and says why, once a user has used the day’s model answers', async () => {
    fake.setChat({
      kind: 'text',
      text: 'Ja, om upplåtelsen är långvarig (3 § lag (2018:222) om bostadsanpassningsbidrag).',
    });
    expect((await ask('kvot@kommun.se')).mode).toBe('llm');
    expect((await ask('kvot@kommun.se')).mode).toBe('llm');
    const calls = modelCalls();
    const third = await ask('kvot@kommun.se');
    expect(third.mode).toBe('extractive');
    expect(third.answer.startsWith(MODEL_LIMIT_NOTICES.daily_budget)).toBe(true);
    expect(third.answer).toContain('(3 § lag (2018:222) om bostadsanpassningsbidrag)');
    expect(modelCalls()).toBe(calls);
    // Another user's budget is untouched.
    expect((await ask('trangsel@kommun.se')).mode).toBe('llm');
  });

  it('answers from the sources, and says so, while every model slot of the instance is busy', async () => {
    fake.setChat({
      kind: 'text',
      text: 'Ja, om upplåtelsen är långvarig (3 § lag (2018:222) om bostadsanpassningsbidrag). '.repeat(5),
      durationMs: 2500,
    });
    const calls = modelCalls();
    const slow = ask('langsam@kommun.se');
    while (modelCalls() === calls) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const crowded = await ask('trangsel@kommun.se');
    expect(crowded.mode).toBe('extractive');
    expect(crowded.answer.startsWith(MODEL_LIMIT_NOTICES.busy)).toBe(true);
    expect(modelCalls()).toBe(calls + 1);
    expect((await slow).mode).toBe('llm');
    // The slot is free again once the slow answer is done.
    fake.setChat({ kind: 'text', text: 'Ja (3 § lag (2018:222) om bostadsanpassningsbidrag).' });
    expect((await ask('langsam@kommun.se')).mode).toBe('llm');
  });
});
