import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, readApiError } from '@app/common';
import { recordRejectedResponse } from './security-monitor';

/** Any schema with a zod-style `parse` (all zod schemas from @app/common fit). */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

type ApiRequestErrorInit = {
  status: number;
  code?: ErrorCode;
  message: string;
  requestId?: string;
};

/** A non-2xx response from our API, carrying the server's `{ code, message }` when it sent one. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly requestId: string | undefined;

  constructor({ status, code, message, requestId }: ApiRequestErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.requestId = requestId;
  }
}

const FALLBACK_ERROR_MESSAGE = 'Ett oväntat fel uppstod. Försök igen senare.';

const codeForStatus = (status: number): ErrorCode | undefined =>
  (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const toApiRequestError = (status: number, body: unknown): ApiRequestError => {
  const parsed = readApiError(body);
  if (parsed) {
    const { code, message, requestId } = parsed;
    return new ApiRequestError({ status, code, message, ...(requestId ? { requestId } : {}) });
  }
  // Proxies and crashed servers answer without our JSON shape; fall back to the status code.
  const code = codeForStatus(status);
  return new ApiRequestError({ status, code, message: code ? ERROR_MESSAGES[code] : FALLBACK_ERROR_MESSAGE });
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const request = async <T>(
  method: Method,
  path: string,
  schema: ResponseSchema<T>,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
  const data = await readJson(response);
  if (!response.ok) {
    recordRejectedResponse(response.status);
    throw toApiRequestError(response.status, data);
  }
  return schema.parse(data);
};

export const apiGet = <T>(path: string, schema: ResponseSchema<T>, signal?: AbortSignal): Promise<T> =>
  request('GET', path, schema, undefined, signal);

export const apiPost = <T>(path: string, body: unknown, schema: ResponseSchema<T>): Promise<T> =>
  request('POST', path, schema, body);

export const apiPut = <T>(path: string, body: unknown, schema: ResponseSchema<T>): Promise<T> =>
  request('PUT', path, schema, body);

export const apiPatch = <T>(path: string, body: unknown, schema: ResponseSchema<T>): Promise<T> =>
  request('PATCH', path, schema, body);

export const apiDelete = <T>(path: string, schema: ResponseSchema<T>): Promise<T> =>
  request('DELETE', path, schema);
