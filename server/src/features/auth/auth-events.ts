import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { CLIENT_ADDRESS_HEADER, ipv6Prefix, parseAddress } from '../../http/client-address';
import { hashKey } from '../../infra/keyed-hash';
import { deleteAuthEventsOlderThan, insertAuthEvent } from './auth-repository';

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

/** Security log entries are kept this long (spec 2 privacy terms: logs at most 90 days). */
export const AUTH_EVENT_RETENTION_DAYS = 90;

type RequestFacts = { requestId: string; clientNetwork: string | null };
const currentRequest = new AsyncLocalStorage<RequestFacts>();

/**
 * The network of a client address: IPv4 cut to /24 ('192.0.2.0'), IPv6 to /48
 * ('2001:db8:1::'), enough to see an attack's origin and too little to name a person's device.
 */
export const clientNetwork = (address: string | null | undefined): string | null => {
  const parsed = parseAddress(address);
  if (!parsed) {
    return null;
  }
  return 'ipv4' in parsed ? `${parsed.ipv4.split('.').slice(0, 3).join('.')}.0` : ipv6Prefix(parsed.ipv6, 3);
};

/** Lets every auth event of a request carry its id and client network, wherever it is recorded. */
export const authEventContext = (): MiddlewareHandler<AppEnv> => (c, next) =>
  currentRequest.run(
    { requestId: c.get('requestId'), clientNetwork: clientNetwork(c.req.header(CLIENT_ADDRESS_HEADER)) },
    next,
  );

/**
 * Appends to the security log: who (user id or keyed e-mail hash), what, when, the request id and
 * the client network — never secrets.
 */
export const recordAuthEvent = async (
  db: Db,
  event: AuthEvent,
  who: { userId?: string | null; email?: string | null },
): Promise<void> => {
  const request = currentRequest.getStore();
  await insertAuthEvent(db, {
    event,
    userId: who.userId ?? null,
    emailHash: who.email ? hashKey(who.email) : null,
    requestId: request?.requestId ?? null,
    clientNetwork: request?.clientNetwork ?? null,
  });
};

/** Deletes security log entries older than the retention period; returns how many. */
export const pruneAuthEvents = (db: Db): Promise<number> =>
  deleteAuthEventsOlderThan(db, AUTH_EVENT_RETENTION_DAYS);
