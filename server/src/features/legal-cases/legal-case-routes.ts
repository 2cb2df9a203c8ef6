import {
  AdminMessageSchema,
  LatestScrapeJobSchema,
  type LawArea,
  LEGAL_PDF_MESSAGES,
  LegalCaseListSchema,
  LegalCaseOverviewSchema,
  LegalCasePdfSchema,
  LegalCaseSearchSchema,
  LegalCaseSummarySchema,
  ScrapeRequestSchema,
  ScrapeStartSchema,
} from '@app/common';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { adminRefused, json } from '../../http/openapi-responses';
import { recordAdminAction } from '../../infra/admin-audit-repository';
import type { LlmClient } from '../../infra/llm/llm-client';
import { createSourceClient, errorMessage, SourceHttpError, SsrfError } from '../knowledge';
import { fetchPdfText, PdfRefusedError } from './legal-case-pdf';
import {
  deleteTestCases,
  findLegalCase,
  legalCaseOverview,
  replaceContentFromPdf,
  saveSummary,
  searchLegalCases,
  testCaseNumber,
  upsertTestCase,
} from './legal-case-repository';
import { summariseCase } from './legal-case-summary';
import type { ScrapeJobs } from './scrape-jobs';

const BASE = '/admin/legal-cases';
const CASE_NOT_FOUND = 'Rättsfallet finns inte.';
const NO_PDF = 'Rättsfallet har ingen PDF hos domstolen.';
const idParams = z.object({ id: z.string().max(64) });

const searchRoute = createRoute({
  method: 'get',
  path: BASE,
  summary:
    'Admin: search the legal cases (Swedish full text over case number, title and content) with filters',
  request: { query: LegalCaseSearchSchema },
  responses: {
    200: json(LegalCaseListSchema, 'Up to 50 cases, best first'),
    400: { description: 'Bad filter' },
    ...adminRefused,
  },
});
const overviewRoute = createRoute({
  method: 'get',
  path: `${BASE}/overview`,
  summary: 'Admin: the number of cases and the court and category filter options',
  responses: { 200: json(LegalCaseOverviewSchema, 'Counts and options'), ...adminRefused },
});
const summaryRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/summary`,
  summary: 'Admin: make and store a summary (by the model when configured, else extractive)',
  request: { params: idParams },
  responses: {
    200: json(LegalCaseSummarySchema, 'The stored summary'),
    404: { description: 'No such case' },
    ...adminRefused,
  },
});
const pdfRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/pdf`,
  summary: "Admin: fetch the court's PDF and make its text the case's content (clears the summary)",
  request: { params: idParams },
  responses: {
    200: json(LegalCasePdfSchema, 'The content was replaced'),
    400: {
      description:
        'The case has no PDF on the court host, or the PDF was refused: too large, too many pages, too slow or too big to read, not a PDF, or no text',
    },
    404: { description: 'No such case' },
    503: { description: 'The court did not answer, or the PDF reader failed' },
    ...adminRefused,
  },
});
const scrapeRoute = createRoute({
  method: 'post',
  path: `${BASE}/scrape-jobs`,
  summary:
    "Admin: start an HFD or Stockholm scrape of the area's rulings in the background (one at a time, resumes)",
  request: { body: { required: true, content: { 'application/json': { schema: ScrapeRequestSchema } } } },
  responses: {
    202: json(ScrapeStartSchema, 'Started'),
    200: json(ScrapeStartSchema, 'A scrape was already running; that one is answered'),
    ...adminRefused,
  },
});
const latestJobRoute = createRoute({
  method: 'get',
  path: `${BASE}/scrape-jobs/latest`,
  summary: "Admin: the latest scrape job's progress and result",
  responses: { 200: json(LatestScrapeJobSchema, 'The job, or null'), ...adminRefused },
});
const deleteTestCasesRoute = createRoute({
  method: 'delete',
  path: `${BASE}/test-cases`,
  summary: "Admin: delete the test cases made by the button 'Testa enkel …'",
  responses: { 200: json(AdminMessageSchema, 'How many were deleted'), ...adminRefused },
});
const testFunctionRoute = createRoute({
  method: 'post',
  path: `${BASE}/test-function`,
  summary: 'Admin: check that the legal-case API and its database answer',
  responses: { 200: json(AdminMessageSchema, 'A report'), ...adminRefused },
});
const testSimpleBabRoute = createRoute({
  method: 'post',
  path: `${BASE}/test-simple-bab`,
  summary: 'Admin: write one marked test case of the law area and read it back',
  responses: { 200: json(AdminMessageSchema, 'A report'), ...adminRefused },
});

export const legalCaseRoutes = (deps: {
  db: Db;
  llm: LlmClient | undefined;
  scrapeJobs: ScrapeJobs;
  domstolsverketBaseUrl: string;
  /** The law area whose rulings the database holds: its subject, short name and case category. */
  area: Pick<LawArea, 'subject' | 'abbreviation' | 'caseCategory'>;
  access: MiddlewareHandler<AppEnv>[];
}) => {
  const { db } = deps;
  const routes = new OpenAPIHono<AppEnv>();
  routes.use(BASE, ...deps.access);
  routes.use(`${BASE}/*`, ...deps.access);
  const caseOr404 = async (id: string) => {
    const found = await findLegalCase(db, id);
    if (!found) {
      throw new AppError('not_found', CASE_NOT_FOUND);
    }
    return found;
  };

  return routes
    .openapi(searchRoute, async (c) =>
      c.json({ cases: await searchLegalCases(db, c.req.valid('query')) }, 200),
    )
    .openapi(overviewRoute, async (c) => c.json(await legalCaseOverview(db), 200))
    .openapi(summaryRoute, async (c) => {
      const actorId = c.get('user').id;
      const found = await caseOr404(c.req.valid('param').id);
      const made = await summariseCase(deps.llm, found, deps.area.subject);
      await saveSummary(db, found.id, made.summary, made.method);
      await recordAdminAction(db, {
        actorId,
        action: 'summarise_legal_case',
        result: 'ok',
        details: {
          caseId: found.id,
          caseNumber: found.caseNumber,
          method: made.method,
          ...(made.modelError ? { modelError: made.modelError } : {}),
        },
      });
      return c.json({ summary: made.summary, summary_method: made.method }, 200);
    })
    .openapi(pdfRoute, async (c) => {
      const actorId = c.get('user').id;
      const found = await caseOr404(c.req.valid('param').id);
      const audit = (result: 'ok' | 'failed', details: Record<string, unknown>) =>
        recordAdminAction(db, {
          actorId,
          action: 'fetch_legal_case_pdf',
          result,
          details: { caseId: found.id, caseNumber: found.caseNumber, ...details },
        });
      if (!found.pdfUrl) {
        throw new AppError('validation', NO_PDF);
      }
      const client = createSourceClient({ baseUrl: deps.domstolsverketBaseUrl });
      let text: string;
      try {
        ({ text } = await fetchPdfText(client, found.pdfUrl));
      } catch (error) {
        const refusal = error instanceof PdfRefusedError ? { refusal: error.reason } : {};
        await audit('failed', { error: errorMessage(error), ...refusal });
        if (error instanceof SsrfError) {
          throw new AppError('validation', NO_PDF);
        }
        if (error instanceof PdfRefusedError) {
          throw new AppError('validation', LEGAL_PDF_MESSAGES[error.reason]);
        }
        c.get('log').warn({ err: error, caseId: found.id }, 'court PDF fetch failed');
        throw error instanceof SourceHttpError
          ? new AppError('court_unavailable')
          : new AppError('service_unavailable', 'Kunde inte skrapa PDF-innehåll');
      }
      await replaceContentFromPdf(db, found.id, text);
      await audit('ok', { characters: text.length });
      return c.json({ success: true as const, characters: text.length }, 200);
    })
    .openapi(scrapeRoute, async (c) => {
      const outcome = await deps.scrapeJobs.start(c.req.valid('json').kind, c.get('user').id);
      return c.json(outcome, outcome.started ? 202 : 200);
    })
    .openapi(latestJobRoute, async (c) => c.json({ job: await deps.scrapeJobs.latest() }, 200))
    .openapi(deleteTestCasesRoute, async (c) => {
      const deleted = await deleteTestCases(db);
      await recordAdminAction(db, {
        actorId: c.get('user').id,
        action: 'delete_test_cases',
        result: 'ok',
        details: { deleted },
      });
      return c.json({ message: `Testfall borttagna: ${deleted}` }, 200);
    })
    .openapi(testFunctionRoute, async (c) => {
      const overview = await legalCaseOverview(db);
      return c.json(
        {
          message: `Rättsdatabasens API svarar: ${overview.available} rättsfall, ${overview.courts.length} domstolar, ${overview.categories.length} kategorier.`,
        },
        200,
      );
    })
    .openapi(testSimpleBabRoute, async (c) => {
      const row = await upsertTestCase(db, deps.area);
      await recordAdminAction(db, {
        actorId: c.get('user').id,
        action: 'test_simple_bab',
        result: 'ok',
        details: { caseNumber: testCaseNumber(deps.area.abbreviation) },
      });
      return c.json({ message: `Testfallet ${row.caseNumber} skrevs och lästes tillbaka.` }, 200);
    });
};
