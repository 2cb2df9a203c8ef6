import type { Db } from '../../db/database';
import { hashKey } from '../../infra/keyed-hash';
import type { RateLimiter } from '../../infra/rate-limit-repository';
import { recordAuthEvent } from './auth-events';

/** Failed sign-ins before a 15-minute lock, per account and per client address. */
export const SIGN_IN_LOCK = { windowSeconds: 15 * 60, perAccount: 5, perAddress: 20 };

export const LOCKED_MESSAGE = 'För många misslyckade inloggningsförsök. Vänta 15 minuter och försök igen.';

const lockKeys = (email: string, address: string | null) => [
  `sign-in-failures:account:${hashKey(email)}`,
  ...(address ? [`sign-in-failures:address:${hashKey(address)}`] : []),
];

/**
 * The sign-in lock. Every attempt is counted before its password is checked, in one atomic
 * statement, so parallel attempts cannot all slip in under the limit; an attempt that turns out
 * not to be a failure is taken back afterwards.
 */
export const createSignInLockout = (db: Db, limiter: RateLimiter) => ({
  /** Counts the attempt; false when the account or the address has used up its attempts. */
  reserve: async (email: string, address: string | null): Promise<boolean> => {
    const keys = lockKeys(email, address);
    const [account = 0, fromAddress = 0] = await limiter.hitEach(
      keys.map((key) => ({ key, windowSeconds: SIGN_IN_LOCK.windowSeconds })),
    );
    if (account > SIGN_IN_LOCK.perAccount || fromAddress > SIGN_IN_LOCK.perAddress) {
      if (account === SIGN_IN_LOCK.perAccount + 1) {
        await recordAuthEvent(db, 'lockout', { email });
      }
      return false;
    }
    return true;
  },
  /** The attempt was evaluated: a wrong password stays counted, anything else is taken back. */
  settle: async (email: string, address: string | null, wrongPassword: boolean): Promise<void> => {
    if (wrongPassword) {
      await recordAuthEvent(db, 'sign_in_failure', { email });
    } else {
      await limiter.release(lockKeys(email, address));
    }
  },
});
