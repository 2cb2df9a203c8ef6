import { RetrieveRequestSchema, RetrieveResponseSchema } from '@app/common';
import type { Engine } from '@app/engine';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { toRetrieveResponse } from './retrieve-response';

const retrieveRoute = createRoute({
  method: 'post',
  path: '/retrieve',
  summary: 'Hybrid retrieval over the knowledge base (enhanced-retrieve)',
  request: { body: { required: true, content: { 'application/json': { schema: RetrieveRequestSchema } } } },
  responses: {
    200: {
      description: 'Ranked sources',
      content: { 'application/json': { schema: RetrieveResponseSchema } },
    },
    400: { description: 'Invalid request' },
    403: { description: 'Not allowed' },
  },
});

export const retrieveRoutes = (deps: {
  engine: Pick<Engine, 'retrieve'>;
  access: MiddlewareHandler<AppEnv>[];
}) => {
  const routes = new OpenAPIHono<AppEnv>();
  routes.use('/retrieve', ...deps.access);
  return routes.openapi(retrieveRoute, async (c) => {
    const { query, subtopic, limit } = c.req.valid('json');
    return c.json(toRetrieveResponse(await deps.engine.retrieve({ query, subtopic, limit })), 200);
  });
};
