import { StatementEmbeddingRequestSchema, StatementEmbeddingResponseSchema } from '@app/common';
import type { Embedder } from '@app/engine';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';

const statementRoute = createRoute({
  method: 'post',
  path: '/embeddings/statement',
  summary: 'The embedding of a statement (generate-statement-embedding), from its first 8000 characters',
  request: {
    body: { required: true, content: { 'application/json': { schema: StatementEmbeddingRequestSchema } } },
  },
  responses: {
    200: {
      description: 'The vector, with the model that made it',
      content: { 'application/json': { schema: StatementEmbeddingResponseSchema } },
    },
    400: { description: 'Empty text' },
    503: { description: 'The embedding service failed' },
  },
});

export const embeddingRoutes = (deps: { embedder: Embedder; access: MiddlewareHandler<AppEnv>[] }) => {
  const routes = new OpenAPIHono<AppEnv>();
  routes.use('/embeddings/statement', ...deps.access);
  return routes.openapi(statementRoute, async (c) => {
    const { text } = c.req.valid('json');
    const [embedding] = await deps.embedder.embed([text]).catch((error: unknown) => {
      c.get('log').warn({ err: error }, 'statement embedding failed');
      throw new AppError('service_unavailable');
    });
    if (!embedding) {
      throw new AppError('service_unavailable');
    }
    return c.json({ embedding, model: deps.embedder.model, dimension: embedding.length }, 200);
  });
};
