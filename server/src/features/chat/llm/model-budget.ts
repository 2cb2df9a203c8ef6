import { hashKey } from '../../../infra/keyed-hash';
import type { RateLimiter } from '../../../infra/rate-limit-repository';

export type ModelLimits = { dailyQuestionsPerUser: number; maxConcurrent: number };

/** Why a question goes without the model: the user's daily budget, or every model slot in use. */
export type ModelRefusal = 'daily_budget' | 'busy';

export type ModelBudget = {
  /** A model slot for one answer (release it when the answer ends), or why there is none. */
  take: (userId: string) => Promise<{ release: () => void } | { refused: ModelRefusal }>;
};

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Guards the model as a cost: at most `dailyQuestionsPerUser` model answers per user per day,
 * counted atomically in the database so every instance shares the count, and at most
 * `maxConcurrent` model calls at once on this instance.
 */
export const createModelBudget = (limiter: RateLimiter, limits: ModelLimits): ModelBudget => {
  let running = 0;
  return {
    take: async (userId) => {
      if (running >= limits.maxConcurrent) {
        return { refused: 'busy' };
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
        const used = await limiter.hit(`llm:day:${hashKey(userId)}`, DAY_SECONDS);
        if (used > limits.dailyQuestionsPerUser) {
          release();
          return { refused: 'daily_budget' };
        }
      } catch (error) {
        release();
        throw error;
      }
      return { release };
    },
  };
};
