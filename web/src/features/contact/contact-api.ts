import { type ContactRequest, ContactResponseSchema } from '@app/common';
import { apiPost } from '@/lib/api';

const CONTACT_PATH = '/api/contact';

export const postContactMessage = (input: ContactRequest) =>
  apiPost(CONTACT_PATH, input, ContactResponseSchema);
