import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { hashKey } from '../../infra/keyed-hash';
import type { RateLimiter } from '../../infra/rate-limit-repository';

/** Spec 1 §5: at least 3 s between messages and at most 10 a minute, per user, on the server too. */
export const CHAT_LIMITS = { minIntervalSeconds: 3, perMinute: 10 } as const;

export const chatRateLimit =
  (limiter: RateLimiter): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // Hashed, so no counter row names the user after the account is erased.
    const userId = hashKey(c.get('user').id);
    // Counting is atomic: of two simultaneous requests only one can be the first in its window.
    const [recent = 1, minute = 1] = await limiter.hitEach([
      { key: `chat:interval:${userId}`, windowSeconds: CHAT_LIMITS.minIntervalSeconds },
      { key: `chat:minute:${userId}`, windowSeconds: 60 },
    ]);
    if (recent > 1) {
      c.header('Retry-After', String(CHAT_LIMITS.minIntervalSeconds));
      throw new AppError('rate_limited', 'Vänta några sekunder mellan meddelanden.');
    }
    if (minute > CHAT_LIMITS.perMinute) {
      c.header('Retry-After', '60');
      throw new AppError('rate_limited', 'För många meddelanden denna minut. Vänta en stund.');
    }
    await next();
  };
