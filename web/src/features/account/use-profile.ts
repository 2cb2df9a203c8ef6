import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/use-auth';
import { PROFILE_QUERY_KEY } from '@/lib/query-keys';

/**
 * The signed-in user's profile (GET /api/account/profile); idle while signed out. The API module
 * loads on demand: the account menu on every page asks, the signed-out landing page too.
 */
export const useProfile = () => {
  const auth = useAuth();
  const userId = auth.status === 'authenticated' ? auth.user.id : null;
  return useQuery({
    queryKey: [...PROFILE_QUERY_KEY, userId],
    queryFn: async ({ signal }) => (await import('./account-api')).fetchProfile(signal),
    enabled: userId !== null,
  });
};
