import type { MiddlewareHandler } from 'hono';
import { hashKey } from '../infra/keyed-hash';
import type { RateLimiter } from '../infra/rate-limit-repository';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { CLIENT_ADDRESS_HEADER } from './client-address';

/**
 * For public routes, which have no user to count: requests per client address in a fixed
 * window, the address hashed (it is personal data). Past the limit: 429 with Retry-After.
 */
export const addressRateLimit =
  (
    limiter: RateLimiter,
    limit: { name: string; perWindow: number; windowSeconds: number; message?: string },
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const address = hashKey(c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown');
    const count = await limiter.hit(`${limit.name}:${address}`, limit.windowSeconds);
    if (count > limit.perWindow) {
      c.header('Retry-After', String(limit.windowSeconds));
      throw new AppError('rate_limited', limit.message);
    }
    await next();
  };
