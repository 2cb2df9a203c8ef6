import { EnhancedSearchRequestSchema, EnhancedSearchResponseSchema } from '@app/common';
import type { Engine } from '@app/engine';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { enhancedSearch } from './enhanced-search-service';

const enhancedSearchRoute = createRoute({
  method: 'post',
  path: '/admin/enhanced-search',
  summary:
    'Admin: run retrieval for a query and show the expanded query it really searched with, the sources and their scores (enhanced-retrieve)',
  request: {
    body: { required: true, content: { 'application/json': { schema: EnhancedSearchRequestSchema } } },
  },
  responses: {
    200: {
      description: 'The query, its expansion, and the ranked results',
      content: { 'application/json': { schema: EnhancedSearchResponseSchema } },
    },
    400: { description: 'Empty query, too long, or personal data' },
    401: { description: 'Not signed in' },
    403: { description: 'Not an admin' },
  },
});

/** The /enhanced-search page's API. */
export const enhancedSearchRoutes = (deps: {
  retriever: Pick<Engine, 'retrieve'>;
  access: MiddlewareHandler<AppEnv>[];
}) => {
  const routes = new OpenAPIHono<AppEnv>();
  routes.use('/admin/enhanced-search', ...deps.access);
  return routes.openapi(enhancedSearchRoute, async (c) =>
    c.json(await enhancedSearch(deps.retriever, c.req.valid('json').query), 200),
  );
};
