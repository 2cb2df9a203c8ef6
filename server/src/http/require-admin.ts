import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

/** After requireUser: refuses everyone but an admin (403), whatever the client shows. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('user')?.role !== 'admin') {
    throw new AppError('forbidden', 'Du har inte behörighet att visa denna sida.');
  }
  await next();
};
