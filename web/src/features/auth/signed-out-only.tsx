import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useAuth } from './use-auth';

/** For /login and /signup: a signed-in user is sent to the start page (spec 1 §2). */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'unknown') {
    return <LoadingIndicator />;
  }
  if (auth.status === 'authenticated') {
    return <Navigate to="/" replace />;
  }
  return children;
}
