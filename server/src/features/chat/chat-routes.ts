import { ChatRequestSchema, validateChatMessage } from '@app/common';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { eventStreamResponse } from '../../http/event-stream';
import { answerQuestion, type ChatDeps } from './chat-service';

/** POST /chat/answer: the answer as server-sent events (status, delta…, done | error). */
export const chatRoutes = (deps: ChatDeps & { access: MiddlewareHandler<AppEnv>[] }) => {
  const routes = new Hono<AppEnv>();
  routes.use('/chat/answer', ...deps.access);
  return routes.post('/chat/answer', async (c) => {
    const parsed = ChatRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      throw parsed.error;
    }
    const request = parsed.data;
    // The same rules as the input field, and the personal-data gate: the server never trusts the client.
    const checked = validateChatMessage(request.userQuestion);
    if (!checked.ok) {
      throw new AppError('validation', checked.message);
    }
    const question = checked.value;
    const user = c.get('user');
    const requestId = c.get('requestId');
    // A stopped request stops the model too: nobody pays for an answer no one reads.
    const stopped = new AbortController();
    const events = answerQuestion(deps, {
      request: { ...request, userQuestion: question },
      userId: user.id,
      requestId,
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
  });
};
