import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { isStateChanging } from './same-origin';

const hasBody = (headers: Headers): boolean =>
  headers.has('transfer-encoding') || Number(headers.get('content-length') ?? 0) > 0;

/**
 * The JSON API takes JSON only (415 otherwise): a body sent as text/plain or a form must not be
 * parsed as JSON, since those are the types another site can post without a CORS preflight.
 * A request without a body (a bare POST such as accepting the terms) passes.
 */
export const jsonBodiesOnly = (options: {
  /** Path prefixes that take other bodies on purpose (the demo provider's HTML forms). */
  exemptPrefixes: readonly string[];
}): MiddlewareHandler<AppEnv> => {
  return async (c, next) => {
    if (isStateChanging(c.req.method) && !options.exemptPrefixes.some((p) => c.req.path.startsWith(p))) {
      const type = c.req.header('content-type');
      const mediaType = type?.split(';')[0]?.trim().toLowerCase();
      const carriesBody =
        type !== undefined ? c.req.header('content-length') !== '0' : hasBody(c.req.raw.headers);
      if (carriesBody && mediaType !== 'application/json') {
        throw new AppError('unsupported_media_type');
      }
    }
    await next();
  };
};
