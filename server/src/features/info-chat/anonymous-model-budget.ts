import type { RateLimit, RateLimiter } from '../../infra/rate-limit-repository';

export type AnonymousModelLimits = { perHour: number; perDay: number; maxConcurrent: number };

/** A model slot for one anonymous answer (release it when the answer ends), or none. */
export type AnonymousModelBudget = { take: () => Promise<{ release: () => void } | undefined> };

// One key per window for everyone: addresses are free to change, so no per-address count bounds the cost.
const HOUR: RateLimit = { key: 'info-chat:model-answers:hour', windowSeconds: 60 * 60 };
const DAY: RateLimit = { key: 'info-chat:model-answers:day', windowSeconds: 24 * 60 * 60 };

/**
 * Guards the model as a cost on a public endpoint: at most `perHour` and `perDay` model answers
 * to anonymous visitors in all, counted atomically in the database so every instance shares the
 * count, and at most `maxConcurrent` model calls at once on this instance.
 */
export const createAnonymousModelBudget = (
  limiter: RateLimiter,
  limits: AnonymousModelLimits,
): AnonymousModelBudget => {
  let running = 0;
  return {
    take: async () => {
      if (running >= limits.maxConcurrent) {
        return undefined;
      }
      running += 1;
      let released = false;
      const release = () => {
        if (!released) {
          released = true;
          running -= 1;
        }
      };
      try {
        const [hour = 1, day = 1] = await limiter.hitEach([HOUR, DAY]);
        if (hour > limits.perHour || day > limits.perDay) {
          // A refused question is no answer: taken back from both windows, so an hour's refusals
          // do not spend the day. The answers let through never take theirs back, so the counts
          // stay at or above them and no later hit can slip under a cap.
          await limiter.release([HOUR.key, DAY.key]);
          release();
          return undefined;
        }
      } catch (error) {
        release();
        throw error;
      }
      return { release };
    },
  };
};
