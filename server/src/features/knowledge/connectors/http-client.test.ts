import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDomstolsverket } from '../../../../test/fakes/fake-domstolsverket-server';
import type { FakeSourceServer } from '../../../../test/fixtures/connectors/fake-source-server';
import { createSourceClient, type SourceClientOptions, SourceHttpError, SsrfError } from './http-client';

/** A clock that only moves when the client sleeps, so pacing and backoff are measured, never waited for. */
const fakeClock = () => {
  let time = 1_000_000;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
  };
};

let fake: FakeSourceServer;

beforeAll(async () => {
  fake = await startFakeDomstolsverket();
});

afterAll(async () => {
  await fake.close();
});

const client = (clock: ReturnType<typeof fakeClock>, options: Partial<SourceClientOptions> = {}) =>
  createSourceClient({
    baseUrl: fake.baseUrl,
    minIntervalMs: 0,
    backoffMs: 100,
    now: clock.now,
    sleep: clock.sleep,
    ...options,
  });

describe('source HTTP client', () => {
  it('resolves paths under the base path and names the product in its User-Agent', async () => {
    const before = fake.requests.length;
    const { data } = await client(fakeClock()).getJson<unknown[]>('publiceringar?page=0&pagesize=2');
    expect(data).toHaveLength(2);
    const request = fake.requests[before];
    expect(request?.path).toBe('/api/v1/publiceringar?page=0&pagesize=2');
    expect(request?.userAgent).toMatch(/^Handlaggarstod\//);
  });

  it('keeps the polite interval between the starts of two requests', async () => {
    const clock = fakeClock();
    const paced = client(clock, { minIntervalMs: 500 });
    for (const page of [0, 1, 2]) {
      await paced.get(`publiceringar?page=${page}&pagesize=2`);
    }
    expect(clock.sleeps).toEqual([500, 500]);
  });

  it('retries 429 and 500 with exponential backoff, honouring Retry-After, then succeeds', async () => {
    const clock = fakeClock();
    const before = fake.count('page=7');
    fake.failNext(1, 429, { match: 'page=7', retryAfter: '2' });
    fake.failNext(1, 500, { match: 'page=7' });
    fake.failNext(1, 503, { match: 'page=7' });
    const response = await client(clock).get('publiceringar?page=7&pagesize=2');
    expect(response.status).toBe(200);
    expect(fake.count('page=7') - before).toBe(4);
    // Retry-After 2 s beats the first backoff (100 ms); then 200 ms and 400 ms.
    expect(clock.sleeps).toEqual([2000, 200, 400]);
  });

  it('gives up after the last retry with the status and the number of attempts', async () => {
    const before = fake.count('page=8');
    fake.failNext(10, 500, { match: 'page=8' });
    const error = await client(fakeClock(), { maxRetries: 3 })
      .get('publiceringar?page=8&pagesize=2')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceHttpError);
    expect(error).toMatchObject({ status: 500, attempts: 4 });
    expect(fake.count('page=8') - before).toBe(4);
    fake.reset();
  });

  it('does not retry a 404', async () => {
    const before = fake.count('/nowhere');
    await expect(client(fakeClock()).get('nowhere')).rejects.toMatchObject({ status: 404, attempts: 1 });
    expect(fake.count('/nowhere') - before).toBe(1);
  });

  it('times out a slow response and retries it', async () => {
    const clock = fakeClock();
    const before = fake.count('page=9');
    fake.delayNext(1, 1000, 'page=9');
    const response = await client(clock, { timeoutMs: 100 }).get('publiceringar?page=9&pagesize=2');
    expect(response.status).toBe(200);
    expect(fake.count('page=9') - before).toBe(2);
    expect(clock.sleeps).toEqual([100]);
  });

  it('refuses another host without sending anything (SSRF guard)', async () => {
    const guarded = client(fakeClock());
    const before = fake.requests.length;
    await expect(guarded.get('http://127.0.0.2:9/api/v1/publiceringar')).rejects.toBeInstanceOf(SsrfError);
    await expect(guarded.get('//example.org/x')).rejects.toBeInstanceOf(SsrfError);
    await expect(guarded.get('file:///etc/passwd')).rejects.toBeInstanceOf(SsrfError);
    expect(guarded.isAllowed(`${fake.origin}/api/v1/x`)).toBe(true);
    expect(fake.requests.length).toBe(before);
  });

  it('follows a redirect on the same host but not to another host', async () => {
    const guarded = client(fakeClock());
    fake.redirect('/api/v1/moved', '/api/v1/publiceringar?page=0&pagesize=2');
    expect((await guarded.get('moved')).status).toBe(200);
    fake.redirect('/api/v1/away', 'http://127.0.0.2:9/steal');
    await expect(guarded.get('away')).rejects.toBeInstanceOf(SsrfError);
  });
});
