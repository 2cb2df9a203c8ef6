import { ERROR_MESSAGES, PASSWORD_RULES } from '@app/common';
import type { AuthClientError } from '@/lib/auth-client';

/** better-auth answers with English messages; these are the codes a user can run into. */
const AUTH_ERROR_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Felaktig e-post eller lösenord',
  EMAIL_NOT_VERIFIED:
    'Du behöver bekräfta din e-postadress innan du kan logga in. Klicka på länken i mejlet vi skickade till dig.',
  INVALID_PASSWORD: 'Lösenordet är felaktigt.',
  INVALID_EMAIL: 'Ange en giltig e-postadress',
  INVALID_TOKEN: 'Länken är ogiltig eller har gått ut. Begär en ny länk.',
  TOKEN_EXPIRED: 'Länken är ogiltig eller har gått ut. Begär en ny länk.',
  PASSWORD_TOO_SHORT: PASSWORD_RULES[0].message,
  PASSWORD_TOO_LONG: 'Lösenordet får vara max 128 tecken',
  SESSION_EXPIRED: 'Din session har gått ut. Logga in igen och försök på nytt.',
  INVALID_CODE: 'Koden är felaktig eller har gått ut. Försök igen.',
  INVALID_BACKUP_CODE: 'Återställningskoden är felaktig eller redan använd.',
  INVALID_TWO_FACTOR_COOKIE: 'Verifieringen tog för lång tid. Logga in igen.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'För många försök. Logga in igen för att få försöka på nytt.',
  ACCOUNT_TEMPORARILY_LOCKED: 'För många misslyckade försök. Vänta en stund och försök igen.',
  TOTP_NOT_ENABLED: 'Tvåstegsverifiering är inte aktiverad för kontot.',
};

/**
 * The Swedish text for a failed better-auth call: a known code, rate limiting, or else the server's
 * own message as is (spec 1 §8), with `fallback` when there is none.
 */
export const authErrorMessage = (error: AuthClientError, fallback: string): string => {
  const known = error.code ? AUTH_ERROR_MESSAGES[error.code] : undefined;
  if (known) {
    return known;
  }
  // better-auth's own rate limiter answers 429 with an English text and no code.
  if (error.status === 429 && !error.code) {
    return ERROR_MESSAGES.rate_limited;
  }
  return error.message?.trim() ? error.message : fallback;
};
