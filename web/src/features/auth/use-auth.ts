import { useEffect } from 'react';
import { authClient } from '@/lib/auth-client';
import { setErrorLogUserId } from '@/lib/error-log';

export type AuthUser = { id: string; email: string; name: string };

export type AuthState =
  | { status: 'unknown' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: AuthUser };

// better-auth marks a signed-out session as pending again on every re-read (e.g. right after a
// password sign-in that still needs the TOTP step). Only the first lookup may report 'unknown';
// otherwise pages that wait for the auth state would unmount and lose their own state.
let firstLookupSettled = false;

/**
 * The visitor's sign-in state from the better-auth session (a cookie the server reads).
 * Unknown until the first session lookup settles; a failed lookup counts as anonymous.
 */
export const useAuth = (): AuthState => {
  const session = authClient.useSession();
  if (!session.isPending) {
    firstLookupSettled = true;
  }
  const user = session.data?.user;
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!session.isPending) {
      setErrorLogUserId(userId);
    }
  }, [session.isPending, userId]);

  if (user) {
    return { status: 'authenticated', user: { id: user.id, email: user.email, name: user.name } };
  }
  return session.isPending && !firstLookupSettled ? { status: 'unknown' } : { status: 'anonymous' };
};

/** Re-reads the session, e.g. after the server ended it on its own (logout-and-reset, deletion). */
export const useRefreshSession = (): (() => Promise<void>) => authClient.useSession().refetch;
