import { COURT_SOURCE_MESSAGES } from '@app/common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, legalCases, legalScrapeJobs } from '../src/db/schema';
import { loadCorpus } from '../src/features/knowledge';
import { signedInMember } from './account-client';
import { KAMMARRATT_PAGE, startFakeDomstolsverket } from './fakes/fake-domstolsverket-server';
import { type FakeOpenAi, startFakeOpenAi } from './fakes/fake-openai-server';
import type { FakeSourceServer } from './fixtures/connectors/fake-source-server';
import { createTestApp, type TestApp } from './test-app';

const ADMIN = 'jurist@kommun.se';
// The bundled ruling summaries (data/corpus/cases): how many, and from which courts.
const bundledCases = loadCorpus(new URL('../../data/corpus', import.meta.url).pathname).filter(
  (document) => document.kind === 'case_summary',
);
const bundledCourts = [...new Set(bundledCases.map((document) => document.court))].sort((a, b) =>
  (a ?? '').localeCompare(b ?? '', 'sv'),
);
const BASE = '/api/admin/legal-cases';

type Client = Awaited<ReturnType<typeof signedInMember>>;
type CaseBody = { id: string; case_number: string; title: string; court: string; date: string | null };
type JobBody = {
  id: string;
  status: string;
  start_page: number;
  pages_read: number;
  result: {
    success: boolean;
    error: string | null;
    results: {
      newCases: number;
      duplicates: number;
      cases: { case_number: string; title: string; chunks: number }[];
    };
  };
};

let court: FakeSourceServer;
let t: TestApp;
let admin: Client;

beforeAll(async () => {
  court = await startFakeDomstolsverket({ extraPages: [KAMMARRATT_PAGE] });
  t = await createTestApp(
    { ADMIN_EMAILS: ADMIN, DOMSTOLSVERKET_BASE_URL: court.baseUrl },
    { contents: 'corpus' },
  );
  await t.knowledge.syncCorpus();
  admin = await signedInMember(t, ADMIN);
});
afterAll(async () => {
  await t.close();
  await court.close();
});

const search = async (query: string) => {
  const res = await admin.request(`${BASE}?${query}`);
  expect(res.status).toBe(200);
  return res.body.cases as CaseBody[];
};

const auditActions = async () =>
  (await t.database.db.select().from(adminAuditLog)).map((row) => `${row.action}:${row.result}`);

const waitForJob = async (id: string): Promise<JobBody> => {
  await t.services.scrapeJobs.settled(id);
  const res = await admin.request(`${BASE}/scrape-jobs/latest`);
  const job = res.body.job as JobBody;
  expect(job.id).toBe(id);
  return job;
};

describe('the legal-case database', () => {
  it('holds the bundled ruling summaries from the first start, and a second sync changes nothing', async () => {
    const overview = await admin.request(`${BASE}/overview`);
    expect(overview.status).toBe(200);
    expect(overview.body.available).toBe(bundledCases.length);
    expect([...(overview.body.courts as string[])].sort((a, b) => a.localeCompare(b, 'sv'))).toEqual(
      bundledCourts,
    );
    expect(overview.body.categories).toEqual(['Bostadsanpassning']);
    const again = await t.knowledge.syncCorpus();
    expect(again.legalCases).toEqual({ added: 0, changed: 0, removed: 0 });
    expect(await t.database.db.select().from(legalCases)).toHaveLength(bundledCases.length);
  });

  it('ranks by Swedish full text over case number, title and content, and filters', async () => {
    const climate = await search('q=luftfuktighet');
    expect(climate[0]?.case_number).toBe('HFD 2014 ref. 42');
    // Inflected forms meet through the Swedish stemmer ('luftfuktigheten' typed, 'luftfuktighet' in a text).
    expect((await search('q=luftfuktigheten')).map((c) => c.case_number)).toContain('HFD 2014 ref. 42');
    expect((await search('q=2014%20ref.%2042')).map((c) => c.case_number)[0]).toBe('HFD 2014 ref. 42');
    expect(await search('q=zzqxy')).toEqual([]);

    const regr = await search(`court=${encodeURIComponent('Regeringsrätten')}`);
    expect(regr.length).toBeGreaterThan(0);
    expect(regr.every((c) => c.court === 'Regeringsrätten')).toBe(true);
    const all = await search('court=all&category=all');
    expect(all).toHaveLength(bundledCases.length);
    const dated = all.filter((c) => c.date !== null).map((c) => c.date as string);
    expect(dated).toEqual([...dated].sort().reverse());
    const from = dated.at(-1) as string;
    const to = dated[0] as string;
    expect((await search(`from=${to}`)).every((c) => (c.date ?? '') >= to)).toBe(true);
    expect((await search(`to=${from}`)).every((c) => c.date !== null && c.date <= from)).toBe(true);

    const backwards = await admin.request(`${BASE}?from=2020-01-01&to=2019-01-01`);
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain(
      'Från datum måste vara före eller samma som Till datum.',
    );
    const badDate = await admin.request(`${BASE}?from=igår`);
    expect(badDate.status).toBe(400);
    expect(JSON.stringify(badDate.body)).toContain('Ange datum som ÅÅÅÅ-MM-DD.');
  });

  it('makes an extractive summary without a model, of the ruling’s own sentences, and stores it', async () => {
    const [target] = await search('q=luftfuktighet');
    const res = await admin.request(`${BASE}/${target?.id}/summary`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.summary_method).toBe('extractive');
    const [row] = await t.database.db
      .select()
      .from(legalCases)
      .where(eq(legalCases.id, target?.id ?? ''));
    expect(row?.summary).toBe(res.body.summary);
    expect(row?.summaryMethod).toBe('extractive');
    for (const sentence of String(res.body.summary).split(/(?<=[.?!]) (?=[A-ZÅÄÖ])/)) {
      expect(row?.content.replace(/\s+/g, ' ')).toContain(sentence);
    }
    expect(await auditActions()).toContain('summarise_legal_case:ok');
    const missing = await admin.request(`${BASE}/00000000-0000-4000-8000-000000000000/summary`, {
      method: 'POST',
    });
    expect(missing.status).toBe(404);
  });

  it('scrapes HFD rulings in the background, one job at a time, with progress and the spec’s result', async () => {
    court.delayNext(1, 600, 'page=1');
    const first = await admin.request(`${BASE}/scrape-jobs`, { body: { kind: 'hfd' } });
    expect(first.status).toBe(202);
    const job = first.body.job as JobBody;
    expect(job.status).toBe('running');
    const second = await admin.request(`${BASE}/scrape-jobs`, { body: { kind: 'stockholm_bab' } });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ started: false, job: { id: job.id, status: 'running' } });

    const done = await waitForJob(job.id);
    expect(done.status).toBe('completed');
    expect(done.result).toEqual({
      success: true,
      error: null,
      results: {
        newCases: 2,
        duplicates: 0,
        cases: [
          { case_number: 'HFD 1234-99', title: 'HFD 2099 ref. 1', chunks: 5 },
          { case_number: 'REGR 5678-97', title: 'RÅ 2098 not. 1', chunks: expect.any(Number) },
        ],
      },
    });
    expect(done.pages_read).toBe(3);

    const again = await admin.request(`${BASE}/scrape-jobs`, { body: { kind: 'hfd' } });
    const rerun = await waitForJob((again.body.job as JobBody).id);
    expect(rerun.result.results).toEqual({ newCases: 0, duplicates: 2, cases: [] });
    expect(await auditActions()).toEqual(expect.arrayContaining(['scrape_hfd:ok']));
  });

  it('resumes an interrupted scrape from the page it stopped at', async () => {
    court.failNext(10, 503, { match: 'page=1' });
    const failing = await admin.request(`${BASE}/scrape-jobs`, { body: { kind: 'stockholm_bab' } });
    const failed = await waitForJob((failing.body.job as JobBody).id);
    court.reset();
    expect(failed.status).toBe('failed');
    expect(failed.result.success).toBe(false);
    // The page says in Swedish that the court cannot be reached; the HTTP detail is for the log.
    expect(failed.result.error).toBe(COURT_SOURCE_MESSAGES.unreachable);

    const resumed = await admin.request(`${BASE}/scrape-jobs`, { body: { kind: 'stockholm_bab' } });
    expect((resumed.body.job as JobBody).start_page).toBe(1);
    const done = await waitForJob((resumed.body.job as JobBody).id);
    expect(done.status).toBe('completed');
    expect(done.result.results.newCases).toBe(1);
    expect(done.result.results.cases.map((c) => c.case_number)).toEqual(['KST 9999-99']);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['scrape_stockholm_bab:failed', 'scrape_stockholm_bab:ok']),
    );
  });

  it('fetches the court’s PDF through the connector’s client and makes its text the content', async () => {
    const [ruling] = await search('q=KST%209999-99');
    expect(ruling?.case_number).toBe('KST 9999-99');
    await admin.request(`${BASE}/${ruling?.id}/summary`, { method: 'POST' });
    const res = await admin.request(`${BASE}/${ruling?.id}/pdf`, { method: 'POST' });
    expect(res.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(legalCases)
      .where(eq(legalCases.id, ruling?.id ?? ''));
    expect(row?.content).toContain('KAMMARRÄTTENS AVGÖRANDE');
    expect(row?.content).toContain('Kammarrätten avslår överklagandet.');
    expect(row?.summary).toBeNull();
    expect(row?.summaryMethod).toBeNull();
    expect(court.requests.some((request) => request.path.startsWith('/api/v1/bilagor/'))).toBe(true);
    // The PDF's words are searchable at once.
    expect((await search('q=överklagandet')).map((c) => c.case_number)).toContain('KST 9999-99');
    expect(await auditActions()).toContain('fetch_legal_case_pdf:ok');

    const [bundled] = await search('q=luftfuktighet');
    const noPdf = await admin.request(`${BASE}/${bundled?.id}/pdf`, { method: 'POST' });
    expect(noPdf.status).toBe(400);
    expect(noPdf.body.message).toBe('Rättsfallet har ingen PDF hos domstolen.');
  });

  it('says in Swedish that the court cannot be reached when its PDF does not come', async () => {
    const [ruling] = await search('q=KST%209999-99');
    court.failNext(10, 503, { match: 'bilagor' });
    const res = await admin.request(`${BASE}/${ruling?.id}/pdf`, { method: 'POST' });
    court.reset();
    expect(res).toMatchObject({
      status: 502,
      body: { code: 'court_unavailable', message: COURT_SOURCE_MESSAGES.unreachable },
    });
  });

  it('refuses a PDF on another host: the client keeps its same-host guard', async () => {
    const [ruling] = await search('q=KST%209999-99');
    await t.database.db
      .update(legalCases)
      .set({ pdfUrl: 'http://127.0.0.2:1/bilagor/x' })
      .where(eq(legalCases.id, ruling?.id ?? ''));
    const res = await admin.request(`${BASE}/${ruling?.id}/pdf`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(await auditActions()).toContain('fetch_legal_case_pdf:failed');
  });

  it('writes and deletes test cases, and the test buttons report', async () => {
    const write = await admin.request(`${BASE}/test-simple-bab`, { method: 'POST' });
    expect(write.status).toBe(200);
    expect(write.body.message).toContain('TEST BAB 1');
    const report = await admin.request(`${BASE}/test-function`, { method: 'POST' });
    expect(report.body.message).toMatch(/Rättsdatabasens API svarar: \d+ rättsfall/);
    const deleted = await admin.request(`${BASE}/test-cases`, { method: 'DELETE' });
    expect(deleted.body.message).toBe('Testfall borttagna: 1');
    expect((await search('q=TEST%20BAB%201')).map((c) => c.case_number)).not.toContain('TEST BAB 1');
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['test_simple_bab:ok', 'delete_test_cases:ok']),
    );
  });
});

describe('at shutdown', () => {
  it('a running scrape stops after its current page, marked interrupted, to be resumed', async () => {
    court.delayNext(1, 800, 'page=1');
    const started = await admin.request(`${BASE}/scrape-jobs`, { body: { kind: 'hfd' } });
    const id = (started.body.job as JobBody).id;
    await t.services.scrapeJobs.stop();
    const [row] = await t.database.db.select().from(legalScrapeJobs).where(eq(legalScrapeJobs.id, id));
    expect(row?.status).toBe('interrupted');
    expect(row?.finishedAt).not.toBeNull();
    expect(row?.nextPage).toBeLessThan(3);
  });
});

describe('a summary written by the model', () => {
  let model: FakeOpenAi;
  let withModel: TestApp;

  beforeAll(async () => {
    model = await startFakeOpenAi({ dimension: 8 });
    withModel = await createTestApp({
      ADMIN_EMAILS: ADMIN,
      LLM_BASE_URL: model.baseUrl,
      LLM_API_KEY: 'sk-legal',
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: '2000',
    });
    await withModel.knowledge.syncCorpus();
  });
  afterAll(async () => {
    await withModel.close();
    await model.close();
  });

  it('is stored as the model’s, and the model got the ruling as data', async () => {
    const client = await signedInMember(withModel, ADMIN);
    model.setChat({
      kind: 'text',
      text: 'Högsta förvaltningsdomstolen fann att systemet var nödvändigt.',
    });
    const [target] = (await client.request(`${BASE}?q=luftfuktighet`)).body.cases as CaseBody[];
    const res = await client.request(`${BASE}/${target?.id}/summary`, { method: 'POST' });
    expect(res.body).toEqual({
      summary: 'Högsta förvaltningsdomstolen fann att systemet var nödvändigt.',
      summary_method: 'model',
    });
    const call = model.requests.find((request) => request.path.includes('chat/completions'));
    expect(JSON.stringify(call?.body)).toContain('HFD 2014 ref. 42');

    model.setChat({ kind: 'error', status: 500 });
    const fallback = await client.request(`${BASE}/${target?.id}/summary`, { method: 'POST' });
    expect(fallback.body.summary_method).toBe('extractive');
  });
});
