import { QueryClientContext } from '@tanstack/react-query';
import { Suspense, useContext, useEffect } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { lazyComponent } from '@/lazy-page';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

// Signed-in users only, so visitors do not load the terms modal and the account API.
const SignedInDuties = lazyComponent(
  () => import('./signed-in-duties'),
  (m) => m.SignedInDuties,
);

/**
 * App-wide duties around the session: the terms gate and the inactivity sign-out while signed in,
 * and dropping the user's cached account data once signed out (however that happened).
 */
export function SignedInWatchers() {
  const auth = useAuth();
  // Optional: the layout also renders in tests without a QueryClientProvider.
  const queryClient = useContext(QueryClientContext);

  // Runs after the signed-in parts have unmounted, so nothing refetches the removed queries.
  useEffect(() => {
    if (auth.status === 'anonymous') {
      queryClient?.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
    }
  }, [auth.status, queryClient]);

  if (auth.status !== 'authenticated') {
    return null;
  }
  // Keyed by user, so a different user starts with fresh timers and terms state.
  return (
    <Suspense fallback={null}>
      <SignedInDuties key={auth.user.id} userId={auth.user.id} />
    </Suspense>
  );
}
