import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type LegalCaseSearch, type PublicLegalCaseSearch, PublicLegalCaseSearchSchema } from '@app/common';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, queryRows } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { legalCases } from '../src/db/schema';
import { fetchDomstolsverket } from '../src/features/knowledge/connectors/domstolsverket/domstolsverket-connector';
import type { Publication } from '../src/features/knowledge/connectors/domstolsverket/publication';
import { createSourceClient } from '../src/features/knowledge/connectors/http-client';
import { loadCorpus } from '../src/features/knowledge/corpus/load-corpus';
import { loadConnectorAreas } from '../src/features/knowledge/knowledge';
import { loadLawAreas } from '../src/features/law-areas';
import { bundledCaseRows } from '../src/features/legal-cases/bundled-legal-cases';
import { fetchPdfText, PdfRefusedError } from '../src/features/legal-cases/legal-case-pdf';
import { searchLegalCases } from '../src/features/legal-cases/legal-case-repository';
import { searchPublicLegalCases } from '../src/features/legal-cases/public-legal-cases';
import { startFakeSourceServer } from '../test/fixtures/connectors/fake-source-server';
import { buildPdf, compressionBombPdf, manyPagesPdf } from '../test/fixtures/pdf/pdf-builder';
import { option, percentile, report } from './bench-utils';

const corpusDir = fileURLToPath(new URL('../../data/corpus', import.meta.url));
const areasDir = fileURLToPath(new URL('../../data/areas', import.meta.url));
const lawAreas = loadLawAreas(areasDir).all;
const connectorAreas = loadConnectorAreas(lawAreas, areasDir);
/** The first law area's rulings: the law the synthetic rulings are on, and their case category. */
const [rulingScope] = connectorAreas.rulings;
if (!rulingScope) {
  throw new Error('the bundled law areas collect no rulings');
}
const rulingLaw = rulingScope.laws[0] ?? '';

/** Deterministic pseudo-random numbers (mulberry32), so every run builds the same rulings. */
const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const COURTS = [
  'Högsta förvaltningsdomstolen',
  'Kammarrätten i Stockholm',
  'Kammarrätten i Göteborg',
  'Kammarrätten i Jönköping',
  'Kammarrätten i Sundsvall',
  'Regeringsrätten',
];
const CATEGORIES = [rulingScope.caseCategory, 'Socialrätt', null];

const QUERIES: { label: string; search: Partial<LegalCaseSearch> }[] = [
  { label: 'newest, no query', search: {} },
  { label: '"trapphiss"', search: { q: 'trapphiss' } },
  { label: '"dusch badrum"', search: { q: 'dusch badrum' } },
  { label: '"ändamålsenlig bostad"', search: { q: 'ändamålsenlig bostad' } },
  { label: 'case number "SYN 4711"', search: { q: 'SYN 4711' } },
  {
    label: '"hiss" + court + dates',
    search: { q: 'hiss', court: COURTS[1], from: '2010-01-01', to: '2020-12-31' },
  },
  { label: 'category + from date', search: { category: rulingScope.caseCategory, from: '2018-07-01' } },
];

/** One warm-up, then 30 timed runs, sorted, in milliseconds. */
const timeRuns = async (run: () => Promise<unknown>): Promise<number[]> => {
  await run();
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
};

// Parsed as the route parses its query string.
const PUBLIC_QUERIES: { label: string; search: PublicLegalCaseSearch }[] = [
  { label: 'newest, page 1', search: PublicLegalCaseSearchSchema.parse({ sida: '1' }) },
  { label: 'newest, page 50', search: PublicLegalCaseSearchSchema.parse({ sida: '50' }) },
  { label: '"trapphiss", page 1', search: PublicLegalCaseSearchSchema.parse({ q: 'trapphiss' }) },
  {
    label: '"hiss" + court, page 5',
    search: PublicLegalCaseSearchSchema.parse({ q: 'hiss', domstol: COURTS[1], sida: '5' }),
  },
];

/** GET /api/rattsfall's query: a page of 20 public rulings with one more to see if another page exists. */
const publicSearchTimes = async (db: Db): Promise<void> => {
  const all: number[] = [];
  for (const { label, search } of PUBLIC_QUERIES) {
    const times = await timeRuns(() => searchPublicLegalCases(db, search));
    all.push(...times);
    report(
      `  public search ${label}`,
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  report(
    'Public search (GET /api/rattsfall, PGlite)',
    `p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`,
  );
};

/**
 * `npm run bench -- legal [--rulings N] [--publications N]`: search p95, the scrape rate, and how
 * long the server's own thread stalls while the court's PDF (ordinary or hostile) is read.
 */
export const legalBench = async (): Promise<void> => {
  const rulings = Number(option('--rulings') ?? 10_000);
  const publications = Number(option('--publications') ?? 2_000);
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await runMigrations(database);
    const db = database.db;
    const sentences = bundledCaseRows(loadCorpus(corpusDir), '')
      .flatMap((row) => row.content.split(/(?<=[.!?])\s+/))
      .filter((sentence) => sentence.length > 20);
    const random = seededRandom(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const loadStarted = performance.now();
    for (let start = 0; start < rulings; start += 500) {
      const batch = Array.from({ length: Math.min(500, rulings - start) }, (_, i) => {
        const n = start + i;
        const year = 2000 + Math.floor(random() * 26);
        return {
          title: `Syntetiskt avgörande ${n}: ${pick(sentences).slice(0, 80)}`,
          caseNumber: `SYN ${n}-${String(year).slice(2)}`,
          date: `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-15`,
          court: pick(COURTS),
          category: pick(CATEGORIES),
          content: Array.from({ length: 8 + Math.floor(random() * 30) }, () => pick(sentences)).join(' '),
          // Fetched-looking rows, so the public search (which leaves out test rows) sees them too.
          origin: 'domstolsverket' as const,
        };
      });
      await db.insert(legalCases).values(batch);
    }
    await db.execute(sql`vacuum (analyze) legal_cases`);
    report(
      `Loaded ${rulings} synthetic rulings`,
      `${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    );

    const all: number[] = [];
    for (const { label, search } of QUERIES) {
      const times = await timeRuns(() => searchLegalCases(db, search));
      all.push(...times);
      // Ranking cost grows with the matches: the synthetic rulings reuse few sentences, so common words match thousands.
      const [matched] = search.q
        ? await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from legal_cases where search_vector @@ websearch_to_tsquery('swedish', ${search.q})`,
          )
        : [];
      report(
        `  search ${label}`,
        `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms${matched ? ` (${matched.n} full-text matches)` : ''}`,
      );
    }
    all.sort((a, b) => a - b);
    report(
      `Legal search over ${rulings} rulings (PGlite)`,
      `p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`,
    );

    await publicSearchTimes(db);
    await scrapeRate(database.db, publications);
    await pdfReadingStalls();
  } finally {
    await database.close();
  }
};

/** Pages of 100 publications, every other one on a law area's law, served by a fake court on loopback. */
const scrapeRate = async (db: Parameters<typeof searchLegalCases>[0], count: number) => {
  const pageSize = 100;
  const publication = (n: number): Publication => ({
    id: randomUUID(),
    typ: 'DOM_ELLER_BESLUT',
    domstol: { domstolKod: 'KST', domstolNamn: 'Kammarrätten i Stockholm' },
    referatNummerLista: [],
    malNummerLista: [`${n}-99`],
    avgorandedatum: '2099-01-01',
    sammanfattning: `Syntetisk publicering ${n} för prestandamätning.`,
    innehall: `<h2>BAKGRUND</h2><p>Platshållare ${n}.</p><h2>SKÄLEN FÖR AVGÖRANDET</h2><p>Platshållare för skälen i mål ${n}.</p>`,
    lagrumLista: n % 2 === 0 ? [{ referens: `Lag (${rulingLaw}) 5 §`, sfsNummer: rulingLaw }] : [],
  });
  const pages = Array.from({ length: Math.ceil(count / pageSize) }, (_, page) =>
    JSON.stringify(
      Array.from({ length: Math.min(pageSize, count - page * pageSize) }, (_, i) =>
        publication(page * pageSize + i),
      ),
    ),
  );
  const court = await startFakeSourceServer({
    basePath: '/api/v1',
    route: (url) =>
      url.pathname === '/api/v1/publiceringar'
        ? { body: pages[Number(url.searchParams.get('page'))] ?? '[]', contentType: 'application/json' }
        : null,
  });
  try {
    const client = createSourceClient({ baseUrl: court.baseUrl, minIntervalMs: 0 });
    const t0 = performance.now();
    const summary = await fetchDomstolsverket({ db, client, areas: connectorAreas }, { pageSize });
    const seconds = (performance.now() - t0) / 1000;
    report(
      `Scrape of ${summary.seen} publications (${summary.added} collected and stored)`,
      `${seconds.toFixed(1)} s: ${(summary.seen / seconds).toFixed(0)} publications/s, ${(summary.added / seconds).toFixed(0)} rulings stored/s (fake court, no pacing)`,
    );
    report(
      '  with the default 500 ms between requests',
      `at most ${((pageSize * 1000) / 500).toFixed(0)} publications/s`,
    );
  } finally {
    await court.close();
  }
};

/** A 60-page ruling: each page a heading and 40 lines of text. */
const ordinaryRuling = () =>
  buildPdf({
    pages: 60,
    content: `BT /F1 11 Tf 72 770 Td 14 TL (KAMMARRÄTTENS DOM) Tj ${Array.from(
      { length: 40 },
      (_, i) => `(Rad ${i + 1}: skälen för avgörandet, med hänvisning till 5 § i lagen.) '`,
    ).join(' ')} ET`,
  });

/**
 * Reads each PDF through the real client and worker from a fake court, and measures the event
 * loop of this (the server's) thread meanwhile: its delay is what every other request waits.
 */
const pdfReadingStalls = async () => {
  const files = [
    { label: 'ordinary 60-page ruling', pdf: ordinaryRuling() },
    { label: '20,000 pages', pdf: manyPagesPdf(20_000) },
    { label: 'compression bomb', pdf: compressionBombPdf() },
  ];
  const court = await startFakeSourceServer({
    basePath: '/api/v1',
    route: (url) => {
      const file = files[Number(url.pathname.split('/').at(-1))];
      return file ? { body: file.pdf, contentType: 'application/pdf' } : null;
    },
  });
  try {
    const client = createSourceClient({ baseUrl: court.baseUrl, minIntervalMs: 0 });
    for (const [i, { label, pdf }] of files.entries()) {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const t0 = performance.now();
      const outcome = await fetchPdfText(client, `bilagor/${i}`).then(
        ({ pages, text }) => `${pages} pages, ${text.length} characters`,
        (error: unknown) => (error instanceof PdfRefusedError ? `refused: ${error.reason}` : String(error)),
      );
      const seconds = (performance.now() - t0) / 1000;
      delay.disable();
      const ms = (ns: number) => (ns / 1e6).toFixed(0);
      report(
        `PDF read: ${label} (${(pdf.length / 1024).toFixed(0)} KB)`,
        `${outcome} in ${seconds.toFixed(1)} s; event-loop delay p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`,
      );
    }
  } finally {
    await court.close();
  }
};
