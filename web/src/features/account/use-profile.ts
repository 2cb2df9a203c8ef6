import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/use-auth';
import { PROFILE_QUERY_KEY } from '@/lib/query-keys';
import { fetchProfile } from './account-api';

/** The signed-in user's profile (GET /api/account/profile); idle while signed out. */
export const useProfile = () => {
  const auth = useAuth();
  const userId = auth.status === 'authenticated' ? auth.user.id : null;
  return useQuery({
    queryKey: [...PROFILE_QUERY_KEY, userId],
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: userId !== null,
  });
};
