export const ERROR_CATEGORIES = [
  'network',
  'authentication',
  'validation',
  'permission',
  'rate_limit',
  'server_error',
  'client_error',
  'unknown',
] as const;

export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];

export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

type CategoryDefaults = { severity: ErrorSeverity; userMessage: string };

/** User messages and default severities of the global error handler (spec 2 §4 and §8). */
export const CATEGORY_DEFAULTS: Record<ErrorCategory, CategoryDefaults> = {
  network: {
    severity: 'high',
    userMessage: 'Nätverksfel. Kontrollera din internetanslutning och försök igen.',
  },
  authentication: { severity: 'high', userMessage: 'Du behöver logga in igen för att fortsätta.' },
  validation: { severity: 'low', userMessage: 'Ogiltiga data. Kontrollera din inmatning och försök igen.' },
  permission: { severity: 'medium', userMessage: 'Du har inte behörighet för denna åtgärd.' },
  rate_limit: { severity: 'medium', userMessage: 'För många förfrågningar. Vänta en stund och försök igen.' },
  server_error: { severity: 'high', userMessage: 'Serverfel. Vi arbetar på att lösa problemet.' },
  client_error: { severity: 'medium', userMessage: 'Ett tekniskt fel uppstod. Försök ladda om sidan.' },
  unknown: { severity: 'medium', userMessage: 'Ett oväntat fel uppstod. Försök igen senare.' },
};
