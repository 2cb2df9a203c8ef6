import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { LEGAL_PDF_LIMITS, LEGAL_PDF_MESSAGES } from '@app/common';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, legalCases } from '../src/db/schema';
import { createSourceClient } from '../src/features/knowledge/connectors/http-client';
import { fetchPdfText, type PdfLimits, PdfRefusedError } from '../src/features/legal-cases/legal-case-pdf';
import { signedInMember } from './account-client';
import { startFakeDomstolsverket } from './fakes/fake-domstolsverket-server';
import type { FakeSourceServer } from './fixtures/connectors/fake-source-server';
import { compressionBombPdf, manyPagesPdf, pdfWithoutText, textPdf } from './fixtures/pdf/pdf-builder';
import { createTestApp, type TestApp } from './test-app';

const ADMIN = 'jurist@kommun.se';
const BASE = '/api/admin/legal-cases';
const ORIGINAL_CONTENT = 'Domstolens sammanfattning, innan PDF-filen hämtades.';
/** Issue 24: what a user may wait for /api/health while a hostile PDF is read. */
const HEALTH_LATENCY_LIMIT_MS = 100;
const HEALTH_CALLS = 10;

let court: FakeSourceServer;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  court = await startFakeDomstolsverket();
  t = await createTestApp({ ADMIN_EMAILS: ADMIN, DOMSTOLSVERKET_BASE_URL: court.baseUrl });
  admin = await signedInMember(t, ADMIN);
});
afterAll(async () => {
  await t.close();
  await court.close();
});

/** A ruling whose PDF the fake court serves at `bilagor/<name>` with these bytes. */
const rulingWithPdf = async (name: string, pdf: Buffer) => {
  court.override(`/api/v1/bilagor/${name}`, { body: pdf, contentType: 'application/pdf' });
  const [row] = await t.database.db
    .insert(legalCases)
    .values({
      title: `Avgörande med PDF-filen ${name}`,
      caseNumber: `PDF ${name}`,
      court: 'Kammarrätten i Stockholm',
      content: ORIGINAL_CONTENT,
      pdfUrl: `${court.baseUrl}/bilagor/${name}`,
    })
    .returning();
  if (!row) {
    throw new Error('the ruling was not written');
  }
  return row;
};

const fetchPdf = (id: string) => admin.request(`${BASE}/${id}/pdf`, { method: 'POST' });

const contentOf = async (id: string) =>
  (await t.database.db.select().from(legalCases).where(eq(legalCases.id, id)))[0]?.content;

/**
 * Calls GET /api/health in turn from a thread of its own, over HTTP, once told to start, and
 * answers each call's status and latency. Its own thread keeps the clock honest: a server thread
 * blocked by PDF.js holds the calls up whatever the test's thread is doing.
 */
const HEALTH_PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const call = async () => {
  const started = performance.now();
  const res = await fetch(workerData.url);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
};
call().then(() => parentPort.postMessage('ready'));
parentPort.once('message', async () => {
  const calls = [];
  for (let i = 0; i < workerData.count; i++) {
    calls.push(await call());
  }
  parentPort.postMessage(calls);
});
`;

const startHealthProbe = async (url: string) => {
  const probe = new Worker(HEALTH_PROBE, { eval: true, workerData: { url, count: HEALTH_CALLS } });
  await once(probe, 'message');
  return {
    run: async (): Promise<{ status: number; ms: number }[]> => {
      probe.postMessage('go');
      const [calls] = await once(probe, 'message');
      await probe.terminate();
      return calls;
    },
  };
};

describe('reading a hostile court PDF', () => {
  it(`keeps /api/health under ${HEALTH_LATENCY_LIMIT_MS} ms while a compression bomb is read, then refuses the bomb at its memory or time limit`, async () => {
    const ruling = await rulingWithPdf('komprimeringsbomb', compressionBombPdf());
    const server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const probe = await startHealthProbe(`http://127.0.0.1:${port}/api/health`);

      const bombServed = court.served('/bilagor/komprimeringsbomb');
      let reading = true;
      const pdfAnswer = fetchPdf(ruling.id).finally(() => {
        reading = false;
      });
      await bombServed;
      const calls = await probe.run();
      // Every call was made while the bomb was being read.
      expect(reading).toBe(true);
      expect(calls.map((call) => call.status)).toEqual(Array(HEALTH_CALLS).fill(200));
      const latencies = calls.map((call) => Math.round(call.ms));
      // The median, so one scheduling hiccup of a loaded CI machine is not read as a block: reading
      // on the server thread held every call for 0.7 s or more.
      const median = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length / 2)] ?? 0;
      expect(median, `health latencies (ms): ${latencies.join(', ')}`).toBeLessThan(HEALTH_LATENCY_LIMIT_MS);

      const refused = await pdfAnswer;
      expect(refused.status).toBe(400);
      expect([LEGAL_PDF_MESSAGES.memoryLimit, LEGAL_PDF_MESSAGES.timeLimit]).toContain(refused.body.message);
      expect(await contentOf(ruling.id)).toBe(ORIGINAL_CONTENT);
    } finally {
      server.close();
    }

    // The server still works: it answers, and reads the next, ordinary ruling.
    expect((await t.app.request('/api/health')).status).toBe(200);
    const ordinary = await rulingWithPdf(
      'vanlig',
      textPdf(['KAMMARRÄTTENS DOM', 'Kammarrätten avslår överklagandet.']),
    );
    const read = await fetchPdf(ordinary.id);
    expect(read.status).toBe(200);
    expect(await contentOf(ordinary.id)).toBe('KAMMARRÄTTENS DOM\nKammarrätten avslår överklagandet.');
  }, 90_000);

  it(`refuses a PDF of more than ${LEGAL_PDF_LIMITS.maxPages} pages unread: 20,000 pages`, async () => {
    const ruling = await rulingWithPdf('tjugotusen-sidor', manyPagesPdf(20_000));
    const res = await fetchPdf(ruling.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LEGAL_PDF_MESSAGES.tooManyPages);
    expect(await contentOf(ruling.id)).toBe(ORIGINAL_CONTENT);
    const audits = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'fetch_legal_case_pdf'));
    expect(audits.at(-1)).toMatchObject({ result: 'failed', details: { refusal: 'tooManyPages' } });
  });

  it(`refuses a PDF over ${LEGAL_PDF_LIMITS.maxBytes / 1024 / 1024} MB without reading it`, async () => {
    const ruling = await rulingWithPdf('for-stor', Buffer.alloc(LEGAL_PDF_LIMITS.maxBytes + 1, 0x20));
    const res = await fetchPdf(ruling.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LEGAL_PDF_MESSAGES.tooLarge);
    expect(await contentOf(ruling.id)).toBe(ORIGINAL_CONTENT);
  });

  it('refuses a file that is not a PDF, and a scan without a text layer, leaving the content as it was', async () => {
    const html = await rulingWithPdf('inte-pdf', Buffer.from('<!doctype html><title>Underhåll</title>'));
    const notPdf = await fetchPdf(html.id);
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.message).toBe(LEGAL_PDF_MESSAGES.unreadable);
    expect(await contentOf(html.id)).toBe(ORIGINAL_CONTENT);

    const scan = await rulingWithPdf('inskannad', pdfWithoutText());
    const noText = await fetchPdf(scan.id);
    expect(noText.status).toBe(400);
    expect(noText.body.message).toBe(LEGAL_PDF_MESSAGES.noText);
    expect(await contentOf(scan.id)).toBe(ORIGINAL_CONTENT);
  });
});

describe('the reader’s own limits', () => {
  const readBomb = (limits: Partial<PdfLimits>) => {
    court.override('/api/v1/bilagor/bomb', { body: compressionBombPdf(), contentType: 'application/pdf' });
    const client = createSourceClient({ baseUrl: court.baseUrl });
    return fetchPdfText(client, 'bilagor/bomb', { ...LEGAL_PDF_LIMITS, ...limits }).catch(
      (error: unknown) => error,
    );
  };

  it('stops the worker at the time limit', async () => {
    // Memory the 1 GB bomb cannot reach, so only the time stops it: with the 512 MB default, a
    // quick machine inflated past that within the 2 s, and the memory limit answered first.
    const error = await readBomb({ timeLimitMs: 2_000, memoryMb: 2048 });
    expect(error).toBeInstanceOf(PdfRefusedError);
    expect(error).toMatchObject({ reason: 'timeLimit' });
  });

  it('stops the worker at the memory limit, counting the buffers PDF.js inflates', async () => {
    const error = await readBomb({ memoryMb: 64 });
    expect(error).toBeInstanceOf(PdfRefusedError);
    expect(error).toMatchObject({ reason: 'memoryLimit' });
  });
});
