import { HealthSchema } from '@app/common';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { pingDatabase } from './health-repository';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness and database reachability',
  responses: {
    200: {
      description: 'The app and its database answer',
      content: { 'application/json': { schema: HealthSchema } },
    },
    503: { description: 'The database does not answer' },
  },
});

export const healthRoutes = (deps: { database: Database; version: string }) =>
  new OpenAPIHono<AppEnv>().openapi(healthRoute, async (c) => {
    try {
      await pingDatabase(deps.database.db);
    } catch (error) {
      c.get('log').error({ err: error }, 'database health check failed');
      throw new AppError('service_unavailable');
    }
    return c.json({ status: 'ok' as const, database: deps.database.kind, version: deps.version }, 200);
  });
