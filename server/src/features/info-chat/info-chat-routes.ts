import { INFO_CHAT_RATE_LIMIT, InfoChatRequestSchema } from '@app/common';
import { Hono } from 'hono';
import { addressRateLimit } from '../../http/address-rate-limit';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { CLIENT_ADDRESS_HEADER } from '../auth/auth';
import { hashKey, type RateLimiter } from '../auth/db-rate-limiter';
import { answerInfoQuestion, type InfoChatDeps, lazySiteAnswerer } from './info-chat-service';

/** POST /info-chat: the info chatbot's answer about the service, for everyone. */
export const infoChatRoutes = (deps: InfoChatDeps & { limiter: RateLimiter }) => {
  const answerer = lazySiteAnswerer(deps);
  const routes = new Hono<AppEnv>();
  // Public, so counted per client address.
  routes.use('/info-chat', addressRateLimit(deps.limiter, { name: 'info-chat', ...INFO_CHAT_RATE_LIMIT }));
  return routes.post('/info-chat', async (c) => {
    const parsed = InfoChatRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      // The question's own rule (personal data, length, code) is the message the widget shows.
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      throw new AppError('validation', issues[0]?.message, issues);
    }
    const { message, detailed, history } = parsed.data;
    const response = await answerInfoQuestion(deps, answerer(), {
      question: message,
      detailed,
      history,
      clientKey: hashKey(`info-chat:${c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown'}`),
      signal: c.req.raw.signal,
    });
    return c.json(response);
  });
};
