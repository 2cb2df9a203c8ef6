import { useQuery } from '@tanstack/react-query';
import { fetchContactDetails } from './contact-api';

/** The address to write to directly; it is configuration, so it is read once and kept. */
export const useContactDetails = () =>
  useQuery({
    queryKey: ['contact-details'],
    queryFn: ({ signal }) => fetchContactDetails(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
