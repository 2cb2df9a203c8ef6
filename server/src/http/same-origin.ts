import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isStateChanging = (method: string): boolean => STATE_CHANGING.has(method);

/**
 * Refuses a state-changing request another site made the browser send (CSRF): its `Origin`
 * must be one of ours, or, where a browser leaves Origin out, `Sec-Fetch-Site` must say
 * same-origin. A request with neither comes from no browser page of ours and is refused too.
 * SameSite=Lax cookies alone leave same-site subdomains and top-level form posts open.
 */
export const sameOriginOnly = (options: {
  trustedOrigins: readonly string[];
  /** Paths that prove their sender otherwise (a signed webhook). */
  exempt: readonly string[];
}): MiddlewareHandler<AppEnv> => {
  const trusted = new Set(options.trustedOrigins);
  const exempt = new Set(options.exempt);
  return async (c, next) => {
    if (isStateChanging(c.req.method) && !exempt.has(c.req.path)) {
      const origin = c.req.header('origin');
      const allowed =
        origin !== undefined ? trusted.has(origin) : c.req.header('sec-fetch-site') === 'same-origin';
      if (!allowed) {
        c.get('log').warn({ origin: origin ?? null, path: c.req.path }, 'cross-site request refused');
        throw new AppError('cross_site_request');
      }
    }
    await next();
  };
};
