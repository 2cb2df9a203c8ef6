import { DebugTestRequestSchema } from '@app/common';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { answerStreamResponse, type ChatDeps } from '../chat';

const debugTestRoute = createRoute({
  method: 'post',
  path: '/admin/debug-test',
  summary:
    'Admin: ask the answer pipeline one question and get its raw server-sent events, as the chat gets them (medical-chat debug)',
  request: {
    body: { required: true, content: { 'application/json': { schema: DebugTestRequestSchema } } },
  },
  responses: {
    200: {
      description: 'The answer stream: status…, delta…, then done or error',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    400: { description: 'Invalid question (the chat rules and the personal-data gate)' },
    401: { description: 'Not signed in' },
    403: { description: 'Not an admin' },
    429: { description: 'Too many questions (the chat limits)' },
  },
});

/**
 * The /debug-test page's API: the chat's own pipeline behind the admin guard. Like the chat, it
 * keeps nothing of the question.
 */
export const debugTestRoutes = (deps: ChatDeps & { access: MiddlewareHandler<AppEnv>[] }) => {
  const routes = new OpenAPIHono<AppEnv>();
  routes.use('/admin/debug-test', ...deps.access);
  return routes.openapi(debugTestRoute, (c) =>
    answerStreamResponse(deps, c, { ...c.req.valid('json'), conversationHistory: [] }),
  );
};
