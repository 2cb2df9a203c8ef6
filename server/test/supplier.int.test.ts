import { SUPPLIER_FIELDS, SupplierSchema } from '@app/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_SUPPLIER } from '../src/config';
import { createTestApp, PRODUCTION_SUPPLIER_ENV, type TestApp } from './test-app';

let examples: TestApp;
let configured: TestApp;

beforeAll(async () => {
  examples = await createTestApp();
  configured = await createTestApp(PRODUCTION_SUPPLIER_ENV, { database: examples.database });
});
afterAll(() => examples.close());

const supplierOf = async (t: TestApp) => {
  const res = await t.app.request('/api/supplier');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  return SupplierSchema.parse(await res.json());
};

describe('GET /api/supplier', () => {
  it('names the company the operator set, with nothing marked as an example', async () => {
    expect(await supplierOf(configured)).toEqual({
      name: 'Stödbolaget AB',
      organisationNumber: '556677-8899',
      postalAddress: 'Storgatan 1, 111 22 Stockholm',
      email: 'kontakt@stodbolaget.se',
      dataLocation: 'I Sverige, inom EU/EES',
      dataProcessingAgreementUrl: 'https://stodbolaget.se/personuppgiftsbitradesavtal',
      exampleFields: [],
    });
  });

  it('outside production without settings gives the examples, every field marked as one', async () => {
    const supplier = await supplierOf(examples);
    expect(supplier).toEqual({ ...EXAMPLE_SUPPLIER, exampleFields: [...SUPPLIER_FIELDS] });
    // The test app's PUBLIC_URL is a loopback address: no visitor is ever shown kontakt@localhost.
    expect(JSON.stringify(supplier)).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('is public: no session needed, and no cookie set', async () => {
    const res = await examples.app.request('/api/supplier');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('the supplier in every page the server sends', () => {
  it('is written into the page as JSON, escaped, so the footer needs no request', async () => {
    const html = await (await configured.app.request('/')).text();
    const content = /<meta name="app-supplier" content="([^"]*)">/.exec(html)?.[1] ?? '';
    const unescaped = content.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    expect(SupplierSchema.parse(JSON.parse(unescaped))).toEqual(await supplierOf(configured));
    expect(content).not.toContain('"');
  });
});
