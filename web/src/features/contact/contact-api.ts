import { ContactDetailsSchema, type ContactRequest, ContactResponseSchema } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api';

export const CONTACT_PATH = '/api/contact';

export const postContactMessage = (input: ContactRequest) =>
  apiPost(CONTACT_PATH, input, ContactResponseSchema);

export const fetchContactDetails = (signal?: AbortSignal) =>
  apiGet(CONTACT_PATH, ContactDetailsSchema, signal);

/** The address to write to directly; it is configuration, so it is read once and kept. */
export const useContactDetails = () =>
  useQuery({
    queryKey: ['contact-details'],
    queryFn: ({ signal }) => fetchContactDetails(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
