import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/use-auth';
import { fetchMyOrganisations, ORGANISATION_QUERY_KEY } from './organisation-api';

/** The organisations the signed-in user administers (the server decides); idle while signed out. */
export const useMyOrganisations = () => {
  const auth = useAuth();
  return useQuery({
    queryKey: [...ORGANISATION_QUERY_KEY, 'mine'],
    queryFn: ({ signal }) => fetchMyOrganisations(signal),
    enabled: auth.status === 'authenticated',
  });
};
