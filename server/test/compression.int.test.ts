import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const script = `export const text = ${JSON.stringify('bostadsanpassningsbidrag '.repeat(200))};\n`;

beforeAll(async () => {
  t = await createTestApp();
  // What web/precompress.ts writes at build time, next to a hashed asset.
  const asset = join(t.config.webDistDir, 'assets', 'landing-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
});
afterAll(() => t.close());

const get = (path: string, acceptEncoding?: string) =>
  t.app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('hashed assets', () => {
  it('go out pre-compressed with brotli to a browser that accepts it, cached for good', async () => {
    const res = await get('/assets/landing-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('go out as gzip to a client without brotli, and uncompressed (still varying) to one without either', async () => {
    const gz = await get('/assets/landing-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gz.arrayBuffer())).toEqual(
      readFileSync(join(t.config.webDistDir, 'assets', 'landing-abc123.js.gz')),
    );

    const plain = await get('/assets/landing-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe(script);
  });
});

describe('API JSON', () => {
  it('is compressed from 1 KB on (the OpenAPI document), not below (health)', async () => {
    const docs = await get('/api/docs', 'gzip, deflate, br');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-encoding')).toBe('br');
    expect(docs.headers.get('vary')).toBe('Accept-Encoding');
    const doc = JSON.parse(brotliDecompressSync(Buffer.from(await docs.arrayBuffer())).toString());
    expect(doc.openapi).toBe('3.1.0');

    const health = await get('/api/health', 'gzip, deflate, br');
    expect(health.status).toBe(200);
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(health.headers.get('cache-control')).toBe('no-store');
  });
});
