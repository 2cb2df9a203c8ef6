import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

const LOOPBACK_ADDRESS = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

export const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && LOOPBACK_ADDRESS.test(address);

/** The address of the connection itself; undefined for in-process requests without a socket. */
export const socketAddress = (c: Context): string | undefined => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

/**
 * Answers only requests whose socket comes from this machine (never a header a client can
 * write). A forwarded request is not local either: a proxy on this host would otherwise make
 * every visitor look like loopback. Others get the same 404 as a path that does not exist.
 */
export const loopbackOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const forwarded = c.req.header('x-forwarded-for') ?? c.req.header('forwarded');
  if (forwarded !== undefined || !isLoopbackAddress(socketAddress(c))) {
    throw new AppError('not_found');
  }
  await next();
};

/** A warning for the start log when the development conveniences are reachable from the network. */
export const exposureWarning = (config: Pick<Config, 'env' | 'host'>): string | undefined => {
  if (config.env === 'production' || config.host === 'localhost' || isLoopbackAddress(config.host)) {
    return undefined;
  }
  return (
    `${config.env} mode is listening on ${config.host}, which other machines can reach: ` +
    'set NODE_ENV=production (with AUTH_SECRET and SMTP_URL) before exposing it, or HOST=127.0.0.1'
  );
};
