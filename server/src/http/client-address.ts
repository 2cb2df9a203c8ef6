import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** The header `clientAddress` below fills with the client address; every per-address limit reads it. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** An address as IPv4 text or as the eight 16-bit groups of an IPv6 address; null when neither. */
export const parseAddress = (
  address: string | null | undefined,
): { ipv4: string } | { ipv6: number[] } | null => {
  // A zone ('fe80::1%eth0') names the local interface, not the client.
  const plain = (address ?? '').trim().replace(/%.*$/, '');
  const mapped = plain.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (isIPv4(mapped ?? plain)) {
    return { ipv4: mapped ?? plain };
  }
  if (!isIPv6(plain)) {
    return null;
  }
  const toGroups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) {
            return [Number.parseInt(group, 16)];
          }
          // An IPv4 tail ('64:ff9b::192.0.2.1') is the last two groups.
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const [head = '', tail] = plain.split('::');
  const headGroups = toGroups(head);
  const tailGroups = tail === undefined ? [] : toGroups(tail);
  return {
    ipv6: [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill(0), ...tailGroups],
  };
};

/** The first `count` groups of an IPv6 address as a network prefix, e.g. '2001:db8:1:2::'. */
export const ipv6Prefix = (groups: number[], count: number): string =>
  `${groups
    .slice(0, count)
    .map((group) => group.toString(16))
    .join(':')}::`;

/**
 * The client as every per-address limit counts it: an IPv4 address as it is, an IPv6 address cut
 * to its /64. A subscriber's line gets a whole /64 and picks the last 64 bits freely, so counting
 * full IPv6 addresses would give one client a fresh limit per request.
 */
export const limitAddress = (address: string | null | undefined): string => {
  const parsed = parseAddress(address);
  if (!parsed) {
    return 'unknown';
  }
  return 'ipv4' in parsed ? parsed.ipv4 : ipv6Prefix(parsed.ipv6, 4);
};

/**
 * Puts the client's address, as limits count it (`limitAddress`), in one header of our own: from
 * the socket, or the first X-Forwarded-For entry when we sit behind a proxy we trust. A client
 * cannot set the header itself (it is overwritten), so spoofing X-Forwarded-For gains nothing by
 * default. Every per-address limit reads this header, better-auth's included.
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
    headers.set(CLIENT_ADDRESS_HEADER, limitAddress(address));
    await next();
  };
