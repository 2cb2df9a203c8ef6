import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDomstolsverket } from '../../../../test/fakes/fake-domstolsverket-server';
import type { FakeSourceServer } from '../../../../test/fixtures/connectors/fake-source-server';
import {
  createSourceClient,
  SourceBodyTooLargeError,
  type SourceClientOptions,
  SourceHttpError,
  SsrfError,
} from './http-client';

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

/**
 * A source whose body is `size` bytes of chunked data (no Content-Length), written as fast as the
 * client reads it. It counts what it wrote and whether the client hung up before the end.
 */
const startStreamingSource = async (size: number) => {
  const sent = { bytes: 0, finished: false };
  const chunk = Buffer.alloc(64 * 1024, 0x25);
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/pdf');
    const write = () => {
      while (sent.bytes < size && !res.destroyed) {
        sent.bytes += chunk.length;
        if (!res.write(chunk)) {
          res.once('drain', write);
          return;
        }
      }
      sent.finished = !res.destroyed;
      res.end();
    };
    write();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const closed = once(server, 'request').then(([, res]) => once(res, 'close'));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    /** Resolves when the one response has ended or been cut. */
    closed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
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

  it('stops a body as soon as it passes the limit, without reading the rest or retrying', async () => {
    const MB = 1024 * 1024;
    const source = await startStreamingSource(64 * MB);
    try {
      const error = await client(fakeClock(), { baseUrl: source.baseUrl, maxBytes: 4 * MB })
        .get('huge.pdf', { maxBytes: MB })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SourceBodyTooLargeError);
      expect(error).toMatchObject({ attempts: 1 });
      await source.closed;
      // The client hung up: the source never got to write its 64 MB, only what the socket buffers held.
      expect(source.sent.finished).toBe(false);
      expect(source.sent.bytes).toBeLessThan(16 * MB);
    } finally {
      await source.close();
    }
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    fake.override('/api/v1/declared', { body: Buffer.alloc(2048), contentType: 'application/pdf' });
    const error = await client(fakeClock(), { maxBytes: 1024 })
      .get('declared')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceBodyTooLargeError);
    expect((error as Error).message).toContain('body of 2048 bytes exceeds 1024');
    fake.override('/api/v1/declared', null);
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
