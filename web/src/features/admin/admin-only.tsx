import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';
import { authClient } from '@/lib/auth-client';

/** Spec 2 §2: the text while authentication loads on an admin route. */
export const ADMIN_ROUTE_LOADING_TEXT = 'Loading...';

/**
 * The seven admin routes' guard (a layout route): signed-out visitors and non-admins go to the
 * start page, replacing the history entry. Only a convenience: the server refuses every admin
 * API call itself.
 */
export function AdminOnly() {
  const auth = useAuth();
  const role = (authClient.useSession().data?.user as { role?: string | null } | undefined)?.role;
  if (auth.status === 'unknown') {
    return (
      <p role="status" className="flex min-h-[40vh] items-center justify-center text-slate-700">
        {ADMIN_ROUTE_LOADING_TEXT}
      </p>
    );
  }
  if (auth.status === 'anonymous' || role !== 'admin') {
    return <Navigate to="/" replace />;
  }
  return <Outlet />;
}
