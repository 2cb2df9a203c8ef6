import { z } from 'zod';

/**
 * Stable error codes of the JSON API. Every error response is `{ code, message }`;
 * the message is the Swedish text below unless a more specific one is given.
 */
export const ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'cross_site_request',
  'not_found',
  'subscription_required',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'service_unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  cross_site_request: 403,
  not_found: 404,
  subscription_required: 403,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
};

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  validation: 'Ogiltiga data. Kontrollera din inmatning och försök igen.',
  unauthorized: 'Du behöver logga in igen för att fortsätta.',
  forbidden: 'Du har inte behörighet för denna åtgärd.',
  cross_site_request:
    'Förfrågan kom inte från den här webbplatsen och stoppades. Ladda om sidan och försök igen.',
  not_found: 'Sidan eller resursen kunde inte hittas.',
  subscription_required: 'Du behöver en aktiv prenumeration för att använda denna funktion.',
  payload_too_large: 'Förfrågan är för stor.',
  unsupported_media_type: 'Förfrågan måste skickas som JSON.',
  rate_limited: 'För många förfrågningar. Vänta en stund och försök igen.',
  internal: 'Serverfel. Vi arbetar på att lösa problemet.',
  service_unavailable: 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.',
};

export const ApiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ApiError = z.infer<typeof ApiErrorSchema>;
