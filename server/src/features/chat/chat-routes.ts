import { type ChatRequest, ChatRequestSchema, validateChatMessage } from '@app/common';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { eventStreamResponse } from '../../http/event-stream';
import { answerQuestion, type ChatDeps } from './chat-service';

/**
 * The answer to a request as server-sent events (status, delta…, done | error). Shared by the chat
 * and the admin debug page, so both run the same checks and the same pipeline.
 */
export const answerStreamResponse = (deps: ChatDeps, c: Context<AppEnv>, request: ChatRequest): Response => {
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

/** POST /chat/answer: the answer as server-sent events. */
export const chatRoutes = (deps: ChatDeps & { access: MiddlewareHandler<AppEnv>[] }) => {
  const routes = new Hono<AppEnv>();
  routes.use('/chat/answer', ...deps.access);
  return routes.post('/chat/answer', async (c) => {
    const parsed = ChatRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      throw parsed.error;
    }
    return answerStreamResponse(deps, c, parsed.data);
  });
};
