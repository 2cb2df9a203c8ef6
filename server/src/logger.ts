import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * JSON logs. Personal data stays out: request logs carry method, route path, status and request id,
 * never query strings, bodies, e-mail addresses or IP addresses; secrets are redacted defensively.
 */
export const createLogger = (level: string): Logger =>
  pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['*.password', '*.token', '*.authorization', '*.cookie', '*.email', '*.secret'],
      censor: '[redacted]',
    },
  });
