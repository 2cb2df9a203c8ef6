import { FeedbackRequestSchema } from '@app/common';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { hashKey } from '../../infra/keyed-hash';
import type { RateLimiter } from '../../infra/rate-limit-repository';
import { recordFeedback } from './feedback-service';

// Generous for a person, a stop for a script filling the table.
const FEEDBACK_PER_MINUTE = 20;

const feedbackRoute = createRoute({
  method: 'post',
  path: '/feedback',
  summary: 'Feedback on an answer: helpful, not_helpful, or incorrect with a description',
  request: {
    body: { required: true, content: { 'application/json': { schema: FeedbackRequestSchema } } },
  },
  responses: {
    201: {
      description: 'Stored',
      content: { 'application/json': { schema: z.object({ id: z.string() }) } },
    },
    400: { description: 'Invalid feedback' },
    401: { description: 'Not signed in' },
    429: { description: 'Too many in a minute' },
  },
});

export const feedbackRoutes = (deps: {
  db: Db;
  limiter: RateLimiter;
  access: MiddlewareHandler<AppEnv>[];
}) => {
  const routes = new OpenAPIHono<AppEnv>();
  routes.use('/feedback', ...deps.access);
  return routes.openapi(feedbackRoute, async (c) => {
    const userId = c.get('user').id;
    if ((await deps.limiter.hit(`feedback:minute:${hashKey(userId)}`, 60)) > FEEDBACK_PER_MINUTE) {
      c.header('Retry-After', '60');
      throw new AppError('rate_limited');
    }
    const stored = await recordFeedback(deps.db, userId, c.req.valid('json'));
    return c.json(stored, 201);
  });
};
