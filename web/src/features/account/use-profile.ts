import { useQuery } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '@/features/account/query-keys';
import { useAuth } from '@/features/auth/use-auth';
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
