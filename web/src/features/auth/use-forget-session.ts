import { useRefreshSession } from './use-auth';

/**
 * For actions after which the server has already ended the session (logout-and-reset, deletion):
 * re-read the session, so the app sees the user as signed out before it navigates on.
 * The user's cached data is dropped by SignedInWatchers once the state turns anonymous.
 */
export const useForgetSession = (): (() => Promise<void>) => useRefreshSession();
