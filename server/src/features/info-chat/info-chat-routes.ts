import { INFO_CHAT_RATE_LIMIT, InfoChatRequestSchema, InfoChatResponseSchema } from '@app/common';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '../../db/database';
import { addressRateLimit } from '../../http/address-rate-limit';
import type { AppEnv } from '../../http/app-env';
import { firstIssueValidation } from '../../http/validation-hook';
import type { RateLimiter } from '../../infra/rate-limit-repository';
import type { Auth } from '../auth';
import {
  answerInfoQuestion,
  type InfoChatDeps,
  infoChatVisitor,
  lazyInfoChatKnowledge,
} from './info-chat-service';

const PATH = '/info-chat';

const askRoute = createRoute({
  method: 'post',
  path: PATH,
  summary: "The info chatbot's answer to a question about the service, for everyone",
  request: {
    body: { required: true, content: { 'application/json': { schema: InfoChatRequestSchema } } },
  },
  responses: {
    200: {
      description: 'The answer, from the site texts (by the model when one is configured and allowed)',
      content: { 'application/json': { schema: InfoChatResponseSchema } },
    },
    400: { description: "Invalid question; the message is the question's own rule" },
    429: {
      description: `Over ${INFO_CHAT_RATE_LIMIT.perWindow} questions from one client address in the window`,
    },
  },
});

/** POST /info-chat: the info chatbot's answer about the service, for everyone. */
export const infoChatRoutes = (deps: InfoChatDeps & { limiter: RateLimiter; auth: Auth; db: Db }) => {
  const knowledge = lazyInfoChatKnowledge(deps);
  const routes = new OpenAPIHono<AppEnv>();
  // Public, so counted per client address.
  routes.use(PATH, addressRateLimit(deps.limiter, { name: 'info-chat', ...INFO_CHAT_RATE_LIMIT }));
  return routes.openapi(
    askRoute,
    async (c) => {
      const { message, detailed, history } = c.req.valid('json');
      const response = await answerInfoQuestion(deps, knowledge(), {
        question: message,
        detailed,
        earlierQuestions: history,
        visitor: () => infoChatVisitor(deps, c.req.raw.headers),
        signal: c.req.raw.signal,
      });
      return c.json(response, 200);
    },
    // The widget shows the question's own rule (personal data, length, code) as it comes.
    firstIssueValidation,
  );
};
