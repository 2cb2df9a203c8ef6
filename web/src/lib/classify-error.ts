import { type ErrorCode, readApiError } from '@app/common';
import { ApiRequestError } from './api';
import type { ErrorCategory } from './error-categories';

const API_CODE_CATEGORIES: Record<ErrorCode, ErrorCategory> = {
  validation: 'validation',
  payload_too_large: 'validation',
  unsupported_media_type: 'client_error',
  unauthorized: 'authentication',
  forbidden: 'permission',
  cross_site_request: 'permission',
  subscription_required: 'permission',
  not_found: 'client_error',
  rate_limited: 'rate_limit',
  internal: 'server_error',
  service_unavailable: 'server_error',
  court_unavailable: 'server_error',
};

const categoryForStatus = (status: number): ErrorCategory => {
  if (status === 401) {
    return 'authentication';
  }
  if (status === 403) {
    return 'permission';
  }
  if (status === 429) {
    return 'rate_limit';
  }
  if (status >= 500) {
    return 'server_error';
  }
  return status === 400 || status === 422 ? 'validation' : 'client_error';
};

// fetch rejects with a TypeError whose message differs per browser (Chrome, Firefox, Safari, React Native).
const NETWORK_ERROR_MESSAGE = /failed to fetch|networkerror|load failed|network request failed/i;

export const isNetworkError = (error: unknown): boolean =>
  error instanceof TypeError && NETWORK_ERROR_MESSAGE.test(error.message);

export const isAbortError = (error: unknown): boolean =>
  error instanceof Error && error.name === 'AbortError';

/** Maps any thrown value to one of the global handler's categories. */
export const classifyError = (error: unknown): ErrorCategory => {
  if (error instanceof ApiRequestError) {
    return error.code ? API_CODE_CATEGORIES[error.code] : categoryForStatus(error.status);
  }
  const apiError = readApiError(error);
  if (apiError) {
    return API_CODE_CATEGORIES[apiError.code];
  }
  if (isNetworkError(error)) {
    return 'network';
  }
  return error instanceof Error ? 'client_error' : 'unknown';
};
