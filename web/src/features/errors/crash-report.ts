import type { ErrorSeverity } from '@/lib/error-categories';
import { logError } from '@/lib/error-log';
import { createErrorId } from '@/lib/random-id';

// Keyed by the thrown object so re-renders (and StrictMode's double calls) show one id and log once.
const errorIds = new WeakMap<object, string>();
const reportedErrors = new WeakSet<object>();

const isObject = (value: unknown): value is object =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

/** The id shown on the error screen; stable for the same error object. */
export const errorIdFor = (error: unknown): string => {
  if (!isObject(error)) {
    return createErrorId();
  }
  const known = errorIds.get(error);
  if (known) {
    return known;
  }
  const errorId = createErrorId();
  errorIds.set(error, errorId);
  return errorId;
};

/** Logs an error that a fallback screen is showing; no toast, the screen already tells the user. */
export const reportCrash = (
  error: unknown,
  errorId: string,
  severity: ErrorSeverity,
  source: string,
): void => {
  if (isObject(error)) {
    if (reportedErrors.has(error)) {
      return;
    }
    reportedErrors.add(error);
  }
  logError(error, { severity, notify: false, context: { errorId, source } });
};
