import { CHAT_TOOL_TEXTS, NO_RELEVANT_INFORMATION } from '@app/common';
import { ApiRequestError } from '@/lib/api';
import { ChatStreamError, isAbortError, ServerUnreachableError } from './chat-stream';

/** Spec 1 §8 'Chat'. */
export const CHAT_ERROR_TITLE = 'Fel uppstod';

export const CHAT_ERROR_TEXT = {
  timeout: 'Din fråga tog för lång tid att bearbeta. Försök med en kortare och mer specifik fråga.',
  unreachable: CHAT_TOOL_TEXTS.serverUnreachable,
  network: 'Nätverksfel vid kommunikation med servern. Kontrollera din internetanslutning och försök igen.',
  rateLimit: 'För många förfrågningar. Vänta en kort stund och försök igen.',
  empty: 'Tom respons från servern. Försök igen senare.',
  generic: 'Ett fel uppstod vid generering av svar. Försök igen senare.',
  detailedGeneric: 'Kunde inte generera detaljerat svar. Försök igen senare.',
  detailedTimeout: 'Förfrågan tog för lång tid. Försök igen.',
  detailedNetwork: 'Ingen internetanslutning. Kontrollera din anslutning och försök igen.',
  noRelevantInformation: NO_RELEVANT_INFORMATION,
} as const;

export const SIGN_IN_REQUIRED = {
  title: 'Inloggning krävs',
  description: 'Du måste logga in först för att använda chatten.',
} as const;

export const SUBSCRIPTION_REQUIRED = {
  title: 'Prenumeration krävs',
  description: 'Du behöver en aktiv prenumeration för att använda chatten.',
} as const;

export const TERMS_REQUIRED_TITLE = 'Godkänn användarvillkoren';

/** What to do about a failed request. */
export type ChatFailure =
  | { kind: 'silent' }
  /** Shown as an assistant message in the conversation. */
  | { kind: 'message'; title: string; text: string }
  /** Shown as a destructive toast; `refresh` names what the client should read again. */
  | { kind: 'toast'; title: string; description: string; refresh?: 'subscription' | 'profile' };

/** The name of the reason the client aborts with when a request takes too long. */
export const TIMEOUT_ERROR_NAME = 'TimeoutError';

const isTimeout = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === TIMEOUT_ERROR_NAME;

// Reading the stream rejects with a TypeError when the connection breaks mid-answer.
const isNetworkError = (error: unknown): boolean => error instanceof TypeError;

const NO_RELEVANT_INFORMATION_PATTERN = /ingen (?:specifik |relevant )information|no relevant information/i;

/** A server message, with the spec's text for 'nothing relevant found'. */
const asShown = (message: string): string =>
  NO_RELEVANT_INFORMATION_PATTERN.test(message) ? CHAT_ERROR_TEXT.noRelevantInformation : message;

type Kind = 'timeout' | 'unreachable' | 'network' | 'generic' | 'empty' | { text: string };

const classify = (error: unknown): Kind | ChatFailure => {
  if (isTimeout(error)) {
    return 'timeout';
  }
  if (isAbortError(error)) {
    return { kind: 'silent' };
  }
  if (error instanceof ServerUnreachableError) {
    return 'unreachable';
  }
  if (error instanceof ApiRequestError) {
    if (error.status === 401) {
      return { kind: 'toast', ...SIGN_IN_REQUIRED };
    }
    if (error.code === 'subscription_required') {
      return { kind: 'toast', ...SUBSCRIPTION_REQUIRED, refresh: 'subscription' };
    }
    if (error.status === 403) {
      return { kind: 'toast', title: TERMS_REQUIRED_TITLE, description: error.message, refresh: 'profile' };
    }
    if (error.status === 429) {
      return { text: error.message || CHAT_ERROR_TEXT.rateLimit };
    }
    if (error.status >= 500 && error.status !== 503) {
      return 'generic';
    }
    return { text: asShown(error.message) };
  }
  if (error instanceof ChatStreamError) {
    if (error.code === 'empty') {
      return 'empty';
    }
    return error.message ? { text: asShown(error.message) } : 'generic';
  }
  if (isNetworkError(error)) {
    return 'network';
  }
  return 'generic';
};

/**
 * Maps a failed chat request to what the user sees (spec 1 §8): aborts are silent; an answer's error
 * becomes an assistant message, a detailed answer's error a toast; missing sign-in, subscription or
 * terms acceptance a toast.
 */
export const describeChatError = (error: unknown, { detailed }: { detailed: boolean }): ChatFailure => {
  const kind = classify(error);
  if (typeof kind === 'object' && 'kind' in kind) {
    return kind;
  }
  if (detailed) {
    const description =
      kind === 'timeout'
        ? CHAT_ERROR_TEXT.detailedTimeout
        : kind === 'network' || kind === 'unreachable'
          ? CHAT_ERROR_TEXT.detailedNetwork
          : kind === 'empty' || kind === 'generic'
            ? CHAT_ERROR_TEXT.detailedGeneric
            : kind.text;
    return { kind: 'toast', title: CHAT_ERROR_TITLE, description };
  }
  const text =
    kind === 'timeout'
      ? CHAT_ERROR_TEXT.timeout
      : kind === 'unreachable'
        ? CHAT_ERROR_TEXT.unreachable
        : kind === 'network'
          ? CHAT_ERROR_TEXT.network
          : kind === 'empty'
            ? CHAT_ERROR_TEXT.empty
            : kind === 'generic'
              ? CHAT_ERROR_TEXT.generic
              : kind.text;
  return { kind: 'message', title: CHAT_ERROR_TITLE, text };
};
