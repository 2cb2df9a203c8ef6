import { ContactRequestSchema, ContactResponseSchema } from '@app/common';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { CLIENT_ADDRESS_HEADER } from '../../http/client-address';
import { hashKey } from '../../infra/keyed-hash';
import { type ContactDeps, receiveContactMessage } from './contact-service';

/**
 * Messages per client address and hour: a person rarely writes twice, and a municipality's
 * officers behind one NAT address still get room; a script filling the table is stopped. The
 * cost of mail to us is bounded by the global ceiling (OPERATOR_MAIL_CEILING), not here.
 */
export const CONTACT_LIMIT = { perAddress: 30, windowSeconds: 60 * 60 };
const CONTACT_THROTTLED =
  'Du har skickat många meddelanden på kort tid. Vänta en stund och försök igen, eller mejla oss direkt.';

const sendRoute = createRoute({
  method: 'post',
  path: '/contact',
  summary: 'A message from the contact form: saved, then mailed to the operator',
  request: {
    body: { required: true, content: { 'application/json': { schema: ContactRequestSchema } } },
  },
  responses: {
    201: {
      description: 'Saved; emailNotification says whether the mail to the operator went out',
      content: { 'application/json': { schema: ContactResponseSchema } },
    },
    400: { description: 'Invalid message' },
    429: { description: 'Too many messages from this address in an hour' },
  },
});

export const contactRoutes = (deps: ContactDeps) =>
  new OpenAPIHono<AppEnv>().openapi(sendRoute, async (c) => {
    const key = `contact:address:${hashKey(c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown')}`;
    if ((await deps.limiter.hit(key, CONTACT_LIMIT.windowSeconds)) > CONTACT_LIMIT.perAddress) {
      c.header('Retry-After', String(CONTACT_LIMIT.windowSeconds));
      throw new AppError('rate_limited', CONTACT_THROTTLED);
    }
    const { replayed, ...answer } = await receiveContactMessage(deps, c.req.valid('json'));
    if (replayed) {
      // A retry of a message already counted is not a message of its own.
      await deps.limiter.release([key]);
    }
    return c.json(answer, 201);
  });
