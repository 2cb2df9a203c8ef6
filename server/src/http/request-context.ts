import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './app-env';

/** Gives each request a child logger carrying its id, and logs one line when it finishes. */
export const requestContext =
  (logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.get('requestId') });
    c.set('log', log);
    await next();
    log.info(
      {
        method: c.req.method,
        // No query string, and long segments (tokens, ids) masked: URLs may carry secrets.
        path: c.req.path.replace(/[^/]{24,}/g, ':token'),
        status: c.res.status,
        durationMs: Math.round(performance.now() - started),
      },
      'request',
    );
  };
