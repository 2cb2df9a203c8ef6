import { HealthSchema } from '@app/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { createTestApp, type TestApp } from './test-app';
import { testDatabaseKind } from './test-database';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PRODUCT_NAME: 'Stöd & "Råd"', PUBLIC_URL: 'https://stod.example.se' });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database and the version', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    const body = HealthSchema.parse(await res.json());
    expect(body).toEqual({ status: 'ok', database: testDatabaseKind(), version: t.config.version });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the database after migrations', () => {
  it('has the vector and pg_trgm extensions', async () => {
    const rows = await queryRows<{ extname: string }>(
      t.database.db,
      sql`select extname from pg_extension order by extname`,
    );
    const names = rows.map((row) => row.extname);
    expect(names).toEqual(expect.arrayContaining(['pg_trgm', 'vector']));
  });
});

describe('API errors', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    // From our own origin: another site's POST is refused before routing (cross-site.int.test.ts).
    const res = await t.app.request('/api/does-not-exist', {
      method: 'POST',
      headers: { origin: t.config.publicUrl },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({
      code: 'not_found',
      message: 'Sidan eller resursen kunde inte hittas.',
    });
  });

  it('rejects a body over 1 MB with 413', async () => {
    const res = await t.app.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });
});

describe('every response', () => {
  it('carries a request id, and keeps one sent by a proxy', async () => {
    const fresh = await t.app.request('/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await t.app.request('/api/health', { headers: { 'x-request-id': 'lb-1234' } });
    expect(forwarded.headers.get('x-request-id')).toBe('lb-1234');
  });

  it('carries the security headers', async () => {
    for (const path of ['/api/health', '/', '/faq']) {
      const res = await t.app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    }
  });
});

describe('the web app', () => {
  it('serves index.html with the configured product name and public URL, escaped', async () => {
    const res = await t.app.request('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    // Escaped by hono's `html` template (named entities).
    expect(html).toContain(
      '<title data-server-seo>Källbaserade svar om bostadsanpassningsbidrag | Stöd &amp; &quot;Råd&quot;</title>',
    );
    expect(html).toContain('<meta name="app-product-name" content="Stöd &amp; &quot;Råd&quot;">');
    expect(html).toContain('<meta name="app-public-url" content="https://stod.example.se">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const path of ['/faq', '/teknisk-info', '/admin?tab=x']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with long caching, and 404s missing files instead of index.html', async () => {
    const asset = await t.app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.request('/assets/app-gone.js');
    expect(missing.status).toBe(404);
    expect((await t.app.request('/favicon.svg')).status).toBe(200);
  });

  it('refuses path traversal', async () => {
    const res = await t.app.request('/..%2f..%2fpackage.json');
    expect(res.status).toBe(404);
  });
});
