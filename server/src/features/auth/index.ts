export type { Auth } from './auth';
export { createAuth, SESSION_ABSOLUTE_SECONDS } from './auth';
export { authEventContext, pruneAuthEvents, recordAuthEvent } from './auth-events';
export { deleteSessionsOlderThan } from './auth-repository';
export { requireUser } from './require-user';
export { createSignInLockout, LOCKED_MESSAGE } from './sign-in-lockout';
