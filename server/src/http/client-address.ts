import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { CLIENT_ADDRESS_HEADER } from '../features/auth/auth';
import type { AppEnv } from './app-env';

/**
 * Puts the client's address in one header of our own for rate limiting: the socket's address,
 * or the first X-Forwarded-For entry when we sit behind a proxy we trust. A client cannot set
 * the header itself (it is overwritten), so spoofing X-Forwarded-For gains nothing by default.
 */
export const clientAddress =
  (options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const headers = c.req.raw.headers;
    headers.delete(CLIENT_ADDRESS_HEADER);
    let address: string | undefined;
    if (options.trustProxy) {
      address = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    } else {
      try {
        address = getConnInfo(c).remote.address;
      } catch {
        // In-process requests (tests) have no socket.
      }
    }
    headers.set(CLIENT_ADDRESS_HEADER, address || 'unknown');
    await next();
  };
