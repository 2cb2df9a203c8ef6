import { ContactDetailsSchema, type ContactRequest, ContactResponseSchema } from '@app/common';
import { apiGet, apiPost } from '@/lib/api';

const CONTACT_PATH = '/api/contact';

export const postContactMessage = (input: ContactRequest) =>
  apiPost(CONTACT_PATH, input, ContactResponseSchema);

export const fetchContactDetails = (signal?: AbortSignal) =>
  apiGet(CONTACT_PATH, ContactDetailsSchema, signal);
