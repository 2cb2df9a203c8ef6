import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/use-auth';
import { ORGANISATION_QUERY_KEY } from '@/lib/query-keys';

/**
 * The organisations the signed-in user administers (the server decides); idle while signed out.
 * The API module (and its schemas) loads on demand: the menu that asks is on every page, the
 * signed-out landing page too, which keeps to its JavaScript budget.
 */
export const useMyOrganisations = () => {
  const auth = useAuth();
  return useQuery({
    queryKey: [...ORGANISATION_QUERY_KEY, 'mine'],
    queryFn: async ({ signal }) => (await import('./organisation-api')).fetchMyOrganisations(signal),
    enabled: auth.status === 'authenticated',
  });
};
