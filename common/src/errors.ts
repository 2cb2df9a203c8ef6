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
  /** Domstolsverket's API, fetched on an admin's request, did not answer (or failed). */
  'court_unavailable',
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
  court_unavailable: 502,
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
  court_unavailable: 'Domstolsverkets tjänst går inte att nå just nu. Försök igen om en stund.',
};

export type ApiIssue = { path: string; message: string };
export type ApiError = { code: ErrorCode; message: string; requestId?: string; issues?: ApiIssue[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isIssue = (value: unknown): value is ApiIssue =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/**
 * Reads the API's error body `{ code, message, requestId?, issues? }`, or undefined when the body
 * has another shape (a proxy's page, a crash). Written without zod on purpose: every page parses
 * errors, and zod is 22 KB of compressed JavaScript the signed-out landing page would load for it.
 */
export const readApiError = (body: unknown): ApiError | undefined => {
  if (!isRecord(body)) {
    return undefined;
  }
  const { code, message, requestId, issues } = body;
  if (
    !ERROR_CODES.includes(code as ErrorCode) ||
    typeof message !== 'string' ||
    (requestId !== undefined && typeof requestId !== 'string') ||
    (issues !== undefined && !(Array.isArray(issues) && issues.every(isIssue)))
  ) {
    return undefined;
  }
  return {
    code: code as ErrorCode,
    message,
    ...(requestId === undefined ? {} : { requestId }),
    ...(issues === undefined
      ? {}
      : { issues: issues.map((issue) => ({ path: issue.path, message: issue.message })) }),
  };
};
