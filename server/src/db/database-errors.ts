import { sql } from 'drizzle-orm';
import type { Db } from './database';

// Errors that mean "the database is not there right now", as opposed to a bad query: connection
// exceptions (SQLSTATE class 08), shutdown and start-up (57P01–57P03), too many connections
// (53300), socket failures, and a pool or PGlite instance that has been closed.
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed/i;

const MAX_DEPTH = 8;

/** Whether an error, or any error it wraps (drizzle and better-auth wrap the driver's), is an outage. */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) {
    return false;
  }
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) {
    return true;
  }
  return (
    isDatabaseUnavailable(cause, depth + 1) ||
    (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
  );
};

/** A cheap probe, for failures whose cause a library hid (better-auth answers a bare 500). */
export const databaseAnswers = (db: Db): Promise<boolean> =>
  db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
