import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiEmbedder } from '../src/features/knowledge/embeddings/openai-embedder';
import { createAccountClient, latestMail, validSignup } from './account-client';
import { type FakeOpenAi, fakeVector, startFakeOpenAi } from './fakes/fake-openai-server';
import { createTestApp, type TestApp } from './test-app';

// The statement embedding endpoint with the OpenAI-compatible embedder against a local fake server.
let fake: FakeOpenAi;
let t: TestApp;
let admin: ReturnType<typeof createAccountClient>;

beforeAll(async () => {
  fake = await startFakeOpenAi({ dimension: 24 });
  const embedder = await createOpenAiEmbedder({
    baseUrl: fake.baseUrl,
    apiKey: 'test-key',
    model: 'text-embedding-test',
    dimension: 24,
  });
  t = await createTestApp({ ADMIN_EMAILS: 'admin.embed@kommun.se' }, { embedder });
  admin = await signedIn('admin.embed@kommun.se');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const signedIn = async (email: string) => {
  const client = createAccountClient(t);
  await client.request('/api/account/signup', { body: validSignup(email) });
  await client.request((await latestMail(t, email, 'verification')).path ?? '');
  await client.request('/api/account/terms', { method: 'POST' });
  return client;
};

describe('POST /api/embeddings/statement', () => {
  it('embeds the first 8000 characters and names the model', async () => {
    const text = `Bidrag lämnas för trapphiss. ${'a'.repeat(9000)}`;
    const res = await admin.request('/api/embeddings/statement', { body: { text } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      embedding: fakeVector(text.slice(0, 8000), 24),
      model: 'text-embedding-test-24',
      dimension: 24,
    });
    expect(fake.requests.at(-1)?.body.input).toEqual([text.slice(0, 8000)]);
  });

  it('refuses an empty text, and users without a subscription', async () => {
    const empty = await admin.request('/api/embeddings/statement', { body: { text: '  ' } });
    expect(empty).toMatchObject({
      status: 400,
      body: { code: 'validation', issues: [{ path: 'text', message: 'Texten kan inte vara tom' }] },
    });
    const free = await signedIn('utan.plan@kommun.se');
    const refused = await free.request('/api/embeddings/statement', { body: { text: 'Trapphiss' } });
    expect(refused).toMatchObject({ status: 403, body: { code: 'subscription_required' } });
  });

  it('refuses personal data in the text, and sends nothing to the embedding service', async () => {
    const before = fake.requests.length;
    const res = await admin.request('/api/embeddings/statement', {
      body: { text: 'Sökanden 1939-07-28-0360 har fått bidrag.' },
    });
    expect(res).toMatchObject({
      status: 400,
      body: {
        code: 'validation',
        issues: [
          {
            path: 'text',
            message: 'Texten får inte innehålla personuppgifter som personnummer eller e-postadresser',
          },
        ],
      },
    });
    expect(fake.requests.length).toBe(before);
  });

  it('answers 503 with a Swedish message when the embedding service fails', async () => {
    fake.failNext(3, 500);
    const res = await admin.request('/api/embeddings/statement', { body: { text: 'Trapphiss' } });
    expect(res).toMatchObject({
      status: 503,
      body: {
        code: 'service_unavailable',
        message: 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.',
      },
    });
  });
});
