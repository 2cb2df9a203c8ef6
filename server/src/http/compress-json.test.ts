import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { compressJson, preferredEncoding } from './compress-json';
import { eventStreamResponse } from './event-stream';

const large = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, text: 'bostadsanpassningsbidrag' })) };

const app = new Hono<AppEnv>()
  .use('*', compressJson(1024))
  .get('/large', (c) => c.json(large))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/page', (c) => c.html(`<p>${'x'.repeat(5000)}</p>`))
  .get('/stream', () =>
    eventStreamResponse(
      (async function* () {
        for (let i = 0; i < 3; i++) {
          yield { event: 'delta', data: { text: 'y'.repeat(1000) } };
        }
      })(),
      { onCancel: () => undefined, failure: () => ({ event: 'error', data: {} }) },
    ),
  );

describe('preferredEncoding', () => {
  it('prefers brotli, honours q-values and refuses what the client refuses', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('compressJson', () => {
  it('compresses JSON of 1 KB or more with the encoding the client prefers, and says it varies', async () => {
    const br = await app.request('/large', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(large);

    const gz = await app.request('/large', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(large);

    const plain = await app.request('/large');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(large);
  });

  it('leaves small JSON, HTML pages and event streams as they are', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await app.request('/small', { headers });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    expect((await app.request('/page', { headers })).headers.get('content-encoding')).toBeNull();

    const stream = await app.request('/stream', { headers });
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect((await stream.text()).match(/event: delta/g)).toHaveLength(3);
  });
});
