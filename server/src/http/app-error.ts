import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@app/common';

/** An error meant for the client: a stable code, its HTTP status and a Swedish message. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}
