import { legalCasePath, PUBLIC_LEGAL_PAGE_SIZE, PUBLIC_LEGAL_RATE_LIMIT } from '@app/common';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalCases } from '../src/db/schema';
import { loadCorpus } from '../src/features/knowledge/corpus/load-corpus';
import { syncBundledLegalCases } from '../src/features/legal-cases/bundled-legal-cases';
import { createAccountClient } from './account-client';
import { createTestApp, type TestApp } from './test-app';

// The open legal database: GET /api/rattsfall for everyone, without a session, and the ruling
// pages' HTML head and sitemap entries.

const PUBLIC_URL = 'https://stod.example.se';
const PUBLIC_FIELDS = [
  'case_number',
  'category',
  'content',
  'court',
  'date',
  'editorial_summary',
  'id',
  'source_url',
  'summary',
  'summary_method',
  'title',
];

let t: TestApp;
let bundled: number;
let bundledCourts: string[];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  // Only the bundled rulings: the statutes and their embeddings are not needed here.
  const corpus = loadCorpus(t.config.corpusDir);
  const cases = corpus.filter((document) => document.kind === 'case_summary');
  bundled = cases.length;
  bundledCourts = [...new Set(cases.map((document) => document.court ?? ''))];
  await syncBundledLegalCases(t.database.db, corpus, t.services.lawAreas.all[0]?.caseCategory ?? '');
});
afterAll(() => t.close());

// A fresh client address each time, so the per-address limit stays out of the way; no cookie.
const get = (path: string) => createAccountClient(t).request(path);
type Hit = {
  id: string;
  case_number: string;
  court: string;
  date: string | null;
  summary_method: string | null;
};
const hits = async (query: string) => {
  const res = await get(`/api/rattsfall?${query}`);
  expect(res.status).toBe(200);
  return res.body.cases as Hit[];
};
const idOf = async (caseNumber: string) => {
  const [row] = await t.database.db
    .select({ id: legalCases.id })
    .from(legalCases)
    .where(eq(legalCases.caseNumber, caseNumber));
  if (!row) {
    throw new Error(`no ${caseNumber}`);
  }
  return row.id;
};

describe('GET /api/rattsfall', () => {
  it('searches the rulings with Swedish full text and no session, best first, with a preview', async () => {
    const found = await hits('q=luftfuktighet');
    expect(found[0]).toMatchObject({
      case_number: 'HFD 2014 ref. 42',
      court: 'Högsta förvaltningsdomstolen',
      summary_method: null,
    });
    expect(Object.keys(found[0] ?? {}).sort()).toEqual(
      [
        ...PUBLIC_FIELDS.filter((field) => !['content', 'summary', 'editorial_summary'].includes(field)),
        'preview',
      ].sort(),
    );
    expect(String((found[0] as Record<string, unknown>).preview).length).toBeLessThanOrEqual(121);
    expect(await hits('q=ingetsådantordfinns')).toEqual([]);
  });

  it('filters by court, category and decision date, as the admin page does', async () => {
    const all = await hits('');
    expect(all).toHaveLength(Math.min(bundled, PUBLIC_LEGAL_PAGE_SIZE));
    // Every ruling has its date, so the date filter finds them all (issue 27).
    expect(all.every((hit) => /^\d{4}-\d{2}-\d{2}$/.test(hit.date ?? ''))).toBe(true);
    expect(await hits('fran=1900-01-01')).toHaveLength(all.length);
    const regeringsratten = await hits(`domstol=${encodeURIComponent('Regeringsrätten')}`);
    expect(regeringsratten.length).toBeGreaterThan(0);
    expect(regeringsratten.every((hit) => hit.court === 'Regeringsrätten')).toBe(true);
    expect(await hits('kategori=Bostadsanpassning')).toHaveLength(all.length);
    expect(await hits('kategori=Skatt')).toEqual([]);
    const dated = all.filter((hit) => hit.date !== null).map((hit) => hit.date as string);
    const newest = dated.sort().at(-1) as string;
    const onlyNewest = await hits(`fran=${newest}&till=${newest}`);
    expect(onlyNewest.length).toBeGreaterThan(0);
    expect(onlyNewest.every((hit) => hit.date === newest)).toBe(true);
    // 'all' and empty values are no filter, as the page's selects send them.
    expect(await hits('domstol=all&kategori=&fran=&till=')).toHaveLength(all.length);
  });

  it('pages through the hits without repeating one, and says when there are no more', async () => {
    await t.database.db.insert(legalCases).values(
      Array.from({ length: PUBLIC_LEGAL_PAGE_SIZE + 5 }, (_, i) => ({
        title: `Sidningsprov ${i}`,
        caseNumber: `PAGING ${i}`,
        date: '2021-01-01',
        court: 'Kammarrätten i Jönköping',
        content: 'Ett avgörande om ramp vid entré.',
      })),
    );
    const first = await get('/api/rattsfall?domstol=Kammarr%C3%A4tten%20i%20J%C3%B6nk%C3%B6ping');
    expect(first.body).toMatchObject({ page: 1, next_page: 2 });
    const second = await get('/api/rattsfall?domstol=Kammarr%C3%A4tten%20i%20J%C3%B6nk%C3%B6ping&sida=2');
    expect(second.body).toMatchObject({ page: 2, next_page: null });
    const ids = [...(first.body.cases as Hit[]), ...(second.body.cases as Hit[])].map((hit) => hit.id);
    expect(ids).toHaveLength(PUBLIC_LEGAL_PAGE_SIZE + 5);
    expect(new Set(ids).size).toBe(ids.length);
    await t.database.db.delete(legalCases).where(eq(legalCases.court, 'Kammarrätten i Jönköping'));
  });

  it.each([
    ['fran=2020-13-45', 'Ange datum som ÅÅÅÅ-MM-DD.'],
    ['till=igår', 'Ange datum som ÅÅÅÅ-MM-DD.'],
    ['fran=2021-01-01&till=2020-01-01', 'Från datum måste vara före eller samma som Till datum.'],
    [`q=${'a'.repeat(201)}`, 'Sökningen får vara max 200 tecken.'],
    ['sida=0', 'Ange sidan som ett heltal från 1 till 500.'],
    ['sida=tre', 'Ange sidan som ett heltal från 1 till 500.'],
  ])('answers %s with a clear Swedish 400', async (query, message) => {
    const res = await get(`/api/rattsfall?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', message });
  });

  it('leaves out the admin test rows, in the search, the filters and by id', async () => {
    await t.database.db.insert(legalCases).values({
      title: 'TESTFALL',
      caseNumber: 'TEST BAB 1',
      court: 'Testdomstol',
      content: 'Testfall.',
      origin: 'test',
    });
    const testId = await idOf('TEST BAB 1');
    expect((await hits('q=TESTFALL')).map((hit) => hit.case_number)).not.toContain('TEST BAB 1');
    const filters = await get('/api/rattsfall/filter');
    expect(filters.body).toEqual({
      available: bundled,
      courts: expect.arrayContaining(bundledCourts),
      categories: ['Bostadsanpassning'],
    });
    expect(filters.body.courts).toHaveLength(bundledCourts.length);
    expect((await get(`/api/rattsfall/${testId}`)).status).toBe(404);
    await t.database.db.delete(legalCases).where(eq(legalCases.origin, 'test'));
  });

  it(`answers search ${PUBLIC_LEGAL_RATE_LIMIT.perWindow} of a minute per client address, then 429 in Swedish`, async () => {
    const client = createAccountClient(t);
    // Each search counts once: the limit's middleware must not match /rattsfall twice.
    const answers = await Promise.all(
      Array.from({ length: PUBLIC_LEGAL_RATE_LIMIT.perWindow - 1 }, () => client.request('/api/rattsfall')),
    );
    expect(answers.map((res) => res.status).filter((status) => status !== 200)).toEqual([]);
    expect((await client.request('/api/rattsfall?q=ramp')).status).toBe(200);
    const refused = await client.request('/api/rattsfall?q=ramp');
    expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(String(refused.body.message)).toContain('Vänta en minut');
    expect(refused.headers.get('retry-after')).toBe('60');
    // The filters and the ruling pages share the address's count.
    expect((await client.request('/api/rattsfall/filter')).status).toBe(429);
    // Another address is not affected.
    expect((await get('/api/rattsfall?q=ramp')).status).toBe(200);
  });

  it('is listed in /api/docs with its Swedish parameters and descriptions', async () => {
    const docs = await get('/api/docs');
    const paths = docs.body.paths as Record<string, Record<string, { parameters?: { name: string }[] }>>;
    expect(paths['/api/rattsfall']?.get?.parameters?.map((p) => p.name)).toEqual([
      'q',
      'domstol',
      'kategori',
      'fran',
      'till',
      'sida',
    ]);
    expect(paths['/api/rattsfall/{id}']?.get).toBeDefined();
    expect(JSON.stringify(paths['/api/rattsfall'])).toContain('Fritext över målnummer');
  });
});

describe('GET /api/rattsfall/{id}', () => {
  it('answers one ruling with only its public fields, the summary labelled by how it was made', async () => {
    const id = await idOf('HFD 2014 ref. 42');
    const res = await get(`/api/rattsfall/${id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(PUBLIC_FIELDS);
    expect(res.body).toMatchObject({
      id,
      case_number: 'HFD 2014 ref. 42',
      summary: null,
      summary_method: null,
    });
    expect(res.body.editorial_summary).toBe(res.body.content);
    expect(res.body.editorial_summary).toMatch(/^Avgörande: Högsta förvaltningsdomstolen, 2014-06-18, /);
    expect(JSON.stringify(res.body)).not.toMatch(/origin|pdf_url|created_at|updated_at/);

    await t.database.db
      .update(legalCases)
      .set({ summary: 'Kort sammanfattning.', summaryMethod: 'extractive' })
      .where(eq(legalCases.id, id));
    const summarised = await get(`/api/rattsfall/${id}`);
    // A summary made on the admin page stands beside ours; it never replaces it (issue 27).
    expect(summarised.body).toMatchObject({ summary: 'Kort sammanfattning.', summary_method: 'extractive' });
    expect(summarised.body.editorial_summary).toBe(res.body.editorial_summary);
    await t.database.db
      .update(legalCases)
      .set({ summary: null, summaryMethod: null })
      .where(eq(legalCases.id, id));
  });

  it('answers an unknown or malformed id with 404 in Swedish', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'inte-ett-id']) {
      const res = await get(`/api/rattsfall/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', message: 'Rättsfallet finns inte.' });
    }
  });
});

describe('the ruling pages for crawlers', () => {
  const jsonLdOf = (html: string): Record<string, unknown>[] =>
    [...html.matchAll(/<script type="application\/ld\+json" data-server-seo>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? ''),
    );

  it('gives /rattsdatabas/praxis/{slug} its title, description, canonical link and the ruling as JSON-LD', async () => {
    const res = await t.app.request('/rattsdatabas/praxis/hfd-2014-ref-42');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(
      /<title data-server-seo>HFD 2014 ref\. 42: Ett system [^<]+ \| Handläggarstöd<\/title>/,
    );
    expect(html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/rattsdatabas/praxis/hfd-2014-ref-42" data-server-seo>`,
    );
    expect(html).toMatch(
      /<meta name="description" content="Högsta förvaltningsdomstolen, 18 juni 2014\. Fråga: [^"]+…" data-server-seo>/,
    );
    expect(html).not.toContain('name="robots"');
    const ruling = jsonLdOf(html).find((object) => object['@type'] === 'CreativeWork');
    expect(ruling).toMatchObject({
      identifier: 'HFD 2014 ref. 42',
      url: `${PUBLIC_URL}/rattsdatabas/praxis/hfd-2014-ref-42`,
      author: { '@type': 'GovernmentOrganization', name: 'Högsta förvaltningsdomstolen' },
      isAccessibleForFree: true,
    });
  });

  it('finds a ruling by the slug of a case number with Swedish letters, on the page and in the API', async () => {
    expect((await t.app.request('/rattsdatabas/praxis/ra-1994-not-235')).status).toBe(200);
    const res = await get('/api/rattsfall/kammarratten-i-goteborg-mal-nr-1432-16');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ case_number: 'Kammarrätten i Göteborg mål nr 1432-16' });
  });

  it('moves an old /rattsdatabas/{id} address permanently to the ruling’s page', async () => {
    const id = await idOf('HFD 2014 ref. 42');
    const res = await t.app.request(`/rattsdatabas/${id}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/rattsdatabas/praxis/hfd-2014-ref-42');
  });

  it('answers an unknown ruling page with HTTP 404, the not-found texts and noindex', async () => {
    for (const path of [
      '/rattsdatabas/praxis/hfd-1899-ref-1',
      '/rattsdatabas/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title data-server-seo>Sidan kunde inte hittas | Handläggarstöd</title>');
      expect(html).toContain('<meta name="robots" content="noindex" data-server-seo>');
      expect(html).toContain('<div id="root">');
    }
  });

  it('lists every public ruling page in /sitemap.xml, changed last on its decision date, and no test row', async () => {
    await t.database.db.insert(legalCases).values({
      title: 'TESTFALL',
      caseNumber: 'TEST BAB 2',
      court: 'Testdomstol',
      content: 'Testfall.',
      origin: 'test',
    });
    const testId = await idOf('TEST BAB 2');
    const xml = await (await t.app.request('/sitemap.xml')).text();
    const rows = await t.database.db
      .select({ caseNumber: legalCases.caseNumber, date: legalCases.date })
      .from(legalCases)
      .where(sql`${legalCases.origin} <> 'test'`);
    expect(rows).toHaveLength(bundled);
    for (const row of rows) {
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(xml).toContain(
        `<loc>${PUBLIC_URL}${legalCasePath(row.caseNumber)}</loc><lastmod>${row.date}</lastmod>`,
      );
    }
    expect(xml).toContain(
      `<loc>${PUBLIC_URL}/rattsdatabas/praxis/hfd-2020-ref-70</loc><lastmod>2020-12-23</lastmod>`,
    );
    expect(xml).not.toContain(testId);
    expect(xml).not.toContain('test-bab-2');
    expect(xml).toContain(`<loc>${PUBLIC_URL}/rattsdatabas</loc>`);
  });
});
