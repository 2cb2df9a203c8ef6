import {
  EmbeddingCategoryCheckSchema,
  EmbeddingCategoryQuerySchema,
  EmbeddingMigrationResultSchema,
  EmbeddingMigrationStatusSchema,
  EmbeddingStatsSchema,
  ProcessEmbeddingsResponseSchema,
} from '@app/common';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../../db/database';
import type { AppEnv } from '../../../http/app-env';
import { adminRefused, json } from '../../../http/openapi-responses';
import { readCategoryCheck, readEmbeddingStats } from './embedding-admin-repository';
import type { EmbeddingAdmin } from './embedding-admin-service';

const BASE = '/admin/embeddings';

const statsRoute = createRoute({
  method: 'get',
  path: `${BASE}/stats`,
  summary: 'Admin: chunks with and without vectors of the model in use, its jobs by status, per category',
  responses: { 200: json(EmbeddingStatsSchema, 'The counts'), ...adminRefused },
});

const categoryRoute = createRoute({
  method: 'get',
  path: `${BASE}/category`,
  summary: "Admin: one category's chunks and how many lack a vector of the model in use",
  request: { query: EmbeddingCategoryQuerySchema },
  responses: {
    200: json(EmbeddingCategoryCheckSchema, 'The counts'),
    400: { description: 'No category' },
    ...adminRefused,
  },
});

const processRoute = createRoute({
  method: 'post',
  path: `${BASE}/process`,
  summary:
    'Admin: run the embedding worker over the pending jobs until none is left (written to the audit log)',
  responses: {
    200: json(ProcessEmbeddingsResponseSchema, 'Jobs processed, and the counts after'),
    ...adminRefused,
  },
});

const migrationStatusRoute = createRoute({
  method: 'get',
  path: `${BASE}/migration`,
  summary:
    'Admin: vectors of the migration target, completed jobs and chunks with vectors of the model in use',
  responses: { 200: json(EmbeddingMigrationStatusSchema, 'The counts'), ...adminRefused },
});

const migrateRoute = createRoute({
  method: 'post',
  path: `${BASE}/migration`,
  summary:
    'Admin: re-embed the chunks of completed jobs into the target model, resuming where a run stopped (written to the audit log)',
  responses: { 200: json(EmbeddingMigrationResultSchema, 'The result card'), ...adminRefused },
});

/** The embedding test and migration pages' API; every route needs the admin role. */
export const embeddingAdminRoutes = (deps: {
  db: Db;
  model: string;
  admin: EmbeddingAdmin;
  access: MiddlewareHandler<AppEnv>[];
}) => {
  const routes = new OpenAPIHono<AppEnv>();
  routes.use(`${BASE}/*`, ...deps.access);
  return routes
    .openapi(statsRoute, async (c) => c.json(await readEmbeddingStats(deps.db, deps.model), 200))
    .openapi(categoryRoute, async (c) =>
      c.json(await readCategoryCheck(deps.db, deps.model, c.req.valid('query').category), 200),
    )
    .openapi(processRoute, async (c) => c.json(await deps.admin.processJobs(c.get('user').id), 200))
    .openapi(migrationStatusRoute, async (c) => c.json(await deps.admin.migrationStatus(), 200))
    .openapi(migrateRoute, async (c) => c.json(await deps.admin.migrate(c.get('user').id), 200));
};
