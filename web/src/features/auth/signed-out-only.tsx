import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useAuth } from './use-auth';
import { useReturnPath } from './use-return-path';

/** For /login and /signup: a signed-in user is sent to the start page (spec 1 §2), or to `?next=`. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const returnPath = useReturnPath();
  if (auth.status === 'unknown') {
    return <LoadingIndicator />;
  }
  if (auth.status === 'authenticated') {
    return <Navigate to={returnPath} replace />;
  }
  return children;
}
