import { type ChatRequest, ChatRequestSchema, inactiveRoleMessage, validateChatMessage } from '@app/common';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { eventStreamResponse } from '../../http/event-stream';
import { answerQuestion, type ChatDeps } from './chat-service';

/**
 * The answer to a request as server-sent events (status, delta…, done | error). Shared by the chat
 * and the admin debug page, so both run the same checks and the same pipeline.
 */
export const answerStreamResponse = (deps: ChatDeps, c: Context<AppEnv>, request: ChatRequest): Response => {
  // A role is on offer when a loaded law area offers it (spec 1 §1).
  if (!deps.engines.forRole(request.category)) {
    const message = inactiveRoleMessage(deps.engines.roles);
    throw new AppError('validation', message, [{ path: 'category', message }]);
  }
  // The same rules as the input field, and the personal-data gate: the server never trusts the client.
  const checked = validateChatMessage(request.userQuestion);
  if (!checked.ok) {
    throw new AppError('validation', checked.message);
  }
  // A stopped request stops the model too: nobody pays for an answer no one reads.
  const stopped = new AbortController();
  const events = answerQuestion(deps, {
    request: { ...request, userQuestion: checked.value },
    userId: c.get('user').id,
    requestId: c.get('requestId'),
    signal: stopped.signal,
  });
  return eventStreamResponse(events, {
    onCancel: () => stopped.abort(),
    failure: (error) => {
      c.get('log').error({ err: error }, 'answer failed');
      return {
        event: 'error',
        data: { code: 'internal', message: 'Ett fel uppstod vid generering av svar. Försök igen senare.' },
      };
    },
  });
};

const chatAnswerRoute = createRoute({
  method: 'post',
  path: '/chat/answer',
  summary: "Answer a case officer's question from the sources, as server-sent events",
  request: {
    body: { required: true, content: { 'application/json': { schema: ChatRequestSchema } } },
  },
  responses: {
    200: {
      description: 'The answer stream: status…, delta…, then done or error',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    400: {
      description:
        'Invalid question (the chat rules and the personal-data gate), or a role no law area offers',
    },
    401: { description: 'Not signed in' },
    403: { description: 'No accepted terms or no active subscription' },
    429: { description: 'Too many questions (3 s between them, 10 a minute)' },
  },
});

/** POST /chat/answer: the answer as server-sent events. */
export const chatRoutes = (deps: ChatDeps & { access: MiddlewareHandler<AppEnv>[] }) => {
  const routes = new OpenAPIHono<AppEnv>();
  routes.use('/chat/answer', ...deps.access);
  return routes.openapi(chatAnswerRoute, (c) => answerStreamResponse(deps, c, c.req.valid('json')));
};
