import type { Db } from '../../db/database';
import { authEvents } from '../../db/schema';
import { hashKey } from './db-rate-limiter';

export type AuthEvent =
  | 'sign_in_success'
  | 'sign_in_failure'
  | 'lockout'
  | 'password_changed'
  | 'password_reset'
  | 'sessions_revoked'
  | 'deletion_requested'
  | 'deletion_cancelled'
  | 'account_erased';

/** Appends to the security log: who (user id or e-mail hash), what and when — never secrets. */
export const recordAuthEvent = async (
  db: Db,
  event: AuthEvent,
  who: { userId?: string | null; email?: string | null },
): Promise<void> => {
  await db.insert(authEvents).values({
    event,
    userId: who.userId ?? null,
    emailHash: who.email ? hashKey(who.email) : null,
  });
};
