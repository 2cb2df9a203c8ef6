import type { z } from '@hono/zod-openapi';

/** An OpenAPI JSON response, for every feature's route definitions. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** What an admin-only route answers to a visitor and to a user who is no admin. */
export const adminRefused = {
  401: { description: 'Not signed in' },
  403: { description: 'Not an admin' },
};
