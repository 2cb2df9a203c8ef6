import { ChatAreasResponseSchema } from '@app/common';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { chatAreas } from './law-area-service';
import type { LawAreas } from './load-law-areas';

const chatAreasRoute = createRoute({
  method: 'get',
  path: '/chat/areas',
  summary: 'The chat roles on offer, each with its topics (emoji, icon name, suggested questions) and Övrigt',
  responses: {
    200: {
      description: 'One entry per loaded law area, in the order the server loaded them',
      content: { 'application/json': { schema: ChatAreasResponseSchema } },
    },
    401: { description: 'Not signed in' },
    403: { description: 'No accepted terms or no active subscription' },
  },
});

/** GET /chat/areas: what the chat's role and topic selectors and suggested questions show. */
export const lawAreaRoutes = (deps: { db: Db; lawAreas: LawAreas; access: MiddlewareHandler<AppEnv>[] }) => {
  const routes = new OpenAPIHono<AppEnv>();
  routes.use('/chat/areas', ...deps.access);
  return routes.openapi(chatAreasRoute, async (c) => c.json(await chatAreas(deps.db, deps.lawAreas), 200));
};
