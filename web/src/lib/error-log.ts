import { classifyError, isAbortError } from './classify-error';
import { CATEGORY_DEFAULTS, type ErrorCategory, type ErrorSeverity } from './error-categories';
import { randomId } from './random-id';
import { toast } from './toast';
import { TOAST_DURATIONS } from './toast-durations';

/** Values only; never put personal data (names, e-mail, free text from users) in the context. */
export type ErrorContext = Record<string, string | number | boolean | null>;

export type ErrorLogEntry = {
  message: string;
  category: ErrorCategory;
  severity: ErrorSeverity;
  userMessage: string;
  context: ErrorContext;
  timestamp: string;
  userId: string | null;
  sessionId: string;
  userAgent: string;
  url: string;
};

export type LogErrorOptions = {
  category?: ErrorCategory;
  severity?: ErrorSeverity;
  context?: ErrorContext;
  /** False when the caller shows the error itself (e.g. an error screen), so no toast is added. */
  notify?: boolean;
};

export const ERROR_LOG_STORAGE_KEY = 'app.error-log';
const MEMORY_LIMIT = 100;
const STORAGE_LIMIT = 10;

// Identifies one page load, so entries from the same visit can be grouped without identifying the user.
const sessionId = `S-${randomId(12)}`;
let userId: string | null = null;
let entries: ErrorLogEntry[] = [];

/** Called by the auth layer when the user signs in or out; the id is the only user data logged. */
export const setErrorLogUserId = (id: string | null): void => {
  userId = id;
};

// Error messages can echo user input; strip e-mail addresses and personal identity numbers.
const redactPersonalData = (text: string): string =>
  text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[e-post]')
    .replace(/\b(\d{2})?\d{6}[-+]?\d{4}\b/g, '[personnummer]');

const messageOf = (error: unknown): string => {
  if (error instanceof Error) {
    return error.message || error.name;
  }
  if (typeof error === 'string') {
    return error;
  }
  return 'Unknown error';
};

// Query strings and fragments can hold tokens (e.g. password reset links), so only the path is kept.
const currentUrl = (): string => `${window.location.origin}${window.location.pathname}`;

const persist = (): void => {
  try {
    window.localStorage.setItem(ERROR_LOG_STORAGE_KEY, JSON.stringify(entries.slice(-STORAGE_LIMIT)));
  } catch {
    // Storage may be full, disabled or blocked; the in-memory log still has the entry.
  }
};

const notifyUser = (entry: ErrorLogEntry): void => {
  if (entry.severity === 'low') {
    return;
  }
  const isCritical = entry.severity === 'critical';
  toast({
    title: 'Fel',
    description: entry.userMessage,
    variant: entry.severity === 'medium' ? 'default' : 'destructive',
    duration: isCritical ? TOAST_DURATIONS.criticalError : TOAST_DURATIONS.globalError,
  });
};

/** Records an error (100 in memory, the last 10 in localStorage) and tells the user unless told not to. */
export const logError = (error: unknown, options: LogErrorOptions = {}): ErrorLogEntry => {
  const category = options.category ?? classifyError(error);
  const defaults = CATEGORY_DEFAULTS[category];
  const entry: ErrorLogEntry = {
    message: redactPersonalData(messageOf(error)),
    category,
    severity: options.severity ?? defaults.severity,
    userMessage: defaults.userMessage,
    context: options.context ?? {},
    timestamp: new Date().toISOString(),
    userId,
    sessionId,
    userAgent: navigator.userAgent,
    url: currentUrl(),
  };
  entries = [...entries, entry].slice(-MEMORY_LIMIT);
  persist();
  if (options.notify !== false) {
    notifyUser(entry);
  }
  return entry;
};

export const getErrorLog = (): readonly ErrorLogEntry[] => entries;

export const readStoredErrorLog = (): ErrorLogEntry[] => {
  try {
    const stored = window.localStorage.getItem(ERROR_LOG_STORAGE_KEY);
    return stored ? (JSON.parse(stored) as ErrorLogEntry[]) : [];
  } catch {
    return [];
  }
};

export const clearErrorLog = (): void => {
  entries = [];
  try {
    window.localStorage.removeItem(ERROR_LOG_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
};

// Browser noise with no actionable cause: layout observer loops and opaque errors from foreign scripts.
const BENIGN_WINDOW_ERROR = /ResizeObserver loop|^Script error\.?$/;

let globalHandlersRegistered = false;

/** Catches errors nothing else handled. Safe to call more than once; registers the listeners only once. */
export const registerGlobalErrorHandlers = (): void => {
  if (globalHandlersRegistered) {
    return;
  }
  globalHandlersRegistered = true;
  window.addEventListener('error', (event) => {
    if (!event.error && BENIGN_WINDOW_ERROR.test(event.message)) {
      return;
    }
    logError(event.error ?? event.message, { context: { source: 'window.error' } });
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isAbortError(event.reason)) {
      return;
    }
    logError(event.reason, { context: { source: 'unhandledrejection' } });
  });
};
