import {
  LegalCaseOverviewSchema,
  PUBLIC_LEGAL_RATE_LIMIT,
  PublicLegalCaseListSchema,
  PublicLegalCaseSchema,
  PublicLegalCaseSearchSchema,
} from '@app/common';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Db } from '../../db/database';
import { addressRateLimit } from '../../http/address-rate-limit';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { json } from '../../http/openapi-responses';
import { firstIssueValidation } from '../../http/validation-hook';
import type { RateLimiter } from '../../infra/rate-limit-repository';
import { legalCaseOverview } from './legal-case-repository';
import { findPublicLegalCase, searchPublicLegalCases } from './public-legal-cases';

const THROTTLED =
  'Du har gjort många sökningar i rättsdatabasen på kort tid. Vänta en minut och försök igen.';
const CASE_NOT_FOUND = 'Rättsfallet finns inte.';

const BASE = '/rattsfall';
const TAGS = ['Öppen rättsdatabas / Open legal database'];
const limited = {
  429: {
    description: `Fler än ${PUBLIC_LEGAL_RATE_LIMIT.perWindow} anrop per minut från samma adress. / Over the per-address limit.`,
  },
};

const searchRoute = createRoute({
  method: 'get',
  path: BASE,
  tags: TAGS,
  summary: 'Sök rättsfall / Search the rulings',
  description:
    'Öppen och kostnadsfri, utan konto. Svensk fulltextsökning över målnummer, rubrik och text, med filter för domstol, kategori och datum; bäst träff först, utan sökord de senaste. / Free and open, no account: Swedish full-text search with filters, best first.',
  request: { query: PublicLegalCaseSearchSchema },
  responses: {
    200: json(PublicLegalCaseListSchema, 'En sida träffar. / One page of hits.'),
    400: { description: 'Felaktig parameter, med ett svenskt felmeddelande. / A bad parameter.' },
    ...limited,
  },
});
const filterRoute = createRoute({
  method: 'get',
  path: `${BASE}/filter`,
  tags: TAGS,
  summary: 'Antal rättsfall och filtrens värden / The number of rulings and the filter values',
  responses: {
    200: json(LegalCaseOverviewSchema, 'Antal, domstolar och kategorier. / Count, courts and categories.'),
    ...limited,
  },
});
const caseRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags: TAGS,
  summary: 'Ett rättsfall / One ruling',
  description:
    'Rubrik, domstol, datum, målnummer, sammanfattning med hur den gjordes, texten och länk till källan. / One ruling in full.',
  request: {
    params: z.object({
      id: z.string().max(64).meta({
        description:
          'Rättsfallets id, eller adressordet ur målnumret (t.ex. hfd-2020-ref-70). / The ruling id, or the slug of its case number.',
      }),
    }),
  },
  responses: {
    200: json(PublicLegalCaseSchema, 'Rättsfallet. / The ruling.'),
    404: { description: 'Inget rättsfall med det id:t. / No such ruling.' },
    ...limited,
  },
});

/** GET /api/rattsfall…: the open legal database, read-only, for everyone, limited per address. */
export const publicLegalCaseRoutes = (deps: { db: Db; limiter: RateLimiter }) => {
  const routes = new OpenAPIHono<AppEnv>();
  const limit = addressRateLimit(deps.limiter, {
    name: 'rattsfall',
    ...PUBLIC_LEGAL_RATE_LIMIT,
    message: THROTTLED,
  });
  // One registration: Hono's `/rattsfall/*` matches `/rattsfall` itself too, so a second one for
  // the bare path counted every search twice.
  routes.use(`${BASE}/*`, limit);
  return routes
    .openapi(
      searchRoute,
      async (c) => c.json(await searchPublicLegalCases(deps.db, c.req.valid('query')), 200),
      firstIssueValidation,
    )
    .openapi(filterRoute, async (c) =>
      c.json(await legalCaseOverview(deps.db, { withoutTestCases: true }), 200),
    )
    .openapi(caseRoute, async (c) => {
      const found = await findPublicLegalCase(deps.db, c.req.valid('param').id);
      if (!found) {
        throw new AppError('not_found', CASE_NOT_FOUND);
      }
      return c.json(found, 200);
    });
};
