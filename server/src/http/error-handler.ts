import { type ApiError, ERROR_MESSAGES, type ErrorCode } from '@app/common';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/database-errors';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) {
    return 'unauthorized';
  }
  if (status === 403) {
    return 'forbidden';
  }
  if (status === 404) {
    return 'not_found';
  }
  if (status === 413) {
    return 'payload_too_large';
  }
  if (status === 429) {
    return 'rate_limited';
  }
  if (status === 503) {
    return 'service_unavailable';
  }
  return status < 500 ? 'validation' : 'internal';
};

const toAppError = (error: unknown): AppError => {
  if (error instanceof AppError) {
    return error;
  }
  if (error instanceof ZodError) {
    return new AppError(
      'validation',
      undefined,
      error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  if (error instanceof HTTPException) {
    return new AppError(codeForStatus(error.status));
  }
  return new AppError(isDatabaseUnavailable(error) ? 'service_unavailable' : 'internal');
};

// An outage is short (the pool reconnects on its own); clients and proxies may retry after this.
const RETRY_AFTER_SECONDS = 5;

const respond = (c: Context<AppEnv>, error: AppError) => {
  if (error.status === 503) {
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  const body: ApiError = {
    code: error.code,
    message: error.message,
    requestId: c.get('requestId'),
    ...(error.issues ? { issues: error.issues } : {}),
  };
  return c.json(body, error.status as ContentfulStatusCode);
};

/** The one place where errors become `{ code, message }`; 5xx details are logged, never sent. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  const appError = toAppError(error);
  const log = c.get('log');
  if (appError.status >= 500) {
    log.error({ err: error }, 'request failed');
    return respond(c, new AppError(appError.code, ERROR_MESSAGES[appError.code]));
  }
  log.info({ code: appError.code }, 'request rejected');
  return respond(c, appError);
};

export const handleApiNotFound: NotFoundHandler<AppEnv> = (c) => respond(c, new AppError('not_found'));
