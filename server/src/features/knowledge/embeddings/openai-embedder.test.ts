import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeVector, startFakeOpenAi } from '../../../../test/fakes/fake-openai-server';
import { createOpenAiEmbedder } from './openai-embedder';

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi({ dimension: 24 });
});
afterAll(() => fake.close());

describe('createOpenAiEmbedder against an OpenAI-compatible server', () => {
  it('asks an unknown model for its dimension once, then embeds in order with the API key', async () => {
    const embedder = await createOpenAiEmbedder({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model: 'swe-embed',
    });
    expect(embedder.dimension).toBe(24);
    expect(embedder.model).toBe('swe-embed-24');
    const vectors = await embedder.embed(['trapphiss', 'tröskel']);
    expect(vectors).toEqual([fakeVector('trapphiss', 24), fakeVector('tröskel', 24)]);
    const last = fake.requests.at(-1);
    expect(last?.authorization).toBe('Bearer sk-test');
    expect(last?.body).toMatchObject({
      model: 'swe-embed',
      encoding_format: 'float',
      input: ['trapphiss', 'tröskel'],
    });
  });

  it('takes the dimension of a known model without a call, and passes a forced dimension on', async () => {
    const before = fake.requests.length;
    const known = await createOpenAiEmbedder({
      baseUrl: fake.baseUrl,
      apiKey: 'k',
      model: 'text-embedding-3-small',
    });
    expect(known.dimension).toBe(1536);
    expect(fake.requests.length).toBe(before);
    const forced = await createOpenAiEmbedder({
      baseUrl: fake.baseUrl,
      apiKey: 'k',
      model: 'text-embedding-3-small',
      dimension: 16,
    });
    const [vector] = await forced.embed(['hiss']);
    expect(vector).toHaveLength(16);
    expect(fake.requests.at(-1)?.body.dimensions).toBe(16);
  });

  it('cuts each input to 8000 characters and batches large inputs', async () => {
    const embedder = await createOpenAiEmbedder({
      baseUrl: fake.baseUrl,
      apiKey: 'k',
      model: 'm',
      dimension: 8,
    });
    const before = fake.requests.length;
    const vectors = await embedder.embed([
      ...Array.from({ length: 70 }, (_, i) => `text ${i}`),
      'x'.repeat(9000),
    ]);
    expect(vectors).toHaveLength(71);
    const calls = fake.requests.slice(before);
    expect(calls).toHaveLength(2);
    expect((calls[1]?.body.input as string[] | undefined)?.at(-1)).toHaveLength(8000);
  });

  it('retries a server error and fails after repeated errors', async () => {
    const embedder = await createOpenAiEmbedder({
      baseUrl: fake.baseUrl,
      apiKey: 'k',
      model: 'm',
      dimension: 8,
    });
    fake.failNext(1, 503);
    await expect(embedder.embed(['hiss'])).resolves.toHaveLength(1);
    fake.failNext(5, 500);
    await expect(embedder.embed(['hiss'])).rejects.toThrow();
  }, 20_000);
});
