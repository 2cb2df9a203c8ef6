import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Where an address leads: the internet, this machine, or a network no provider may be on. */
export type AddressKind = 'public' | 'loopback' | 'internal';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Private, link-local, shared, multicast, documentation and reserved ranges. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::', 96], // IPv4-compatible (deprecated)
  ['100::', 64],
  ['2001::', 32], // Teredo
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 address carries: IPv4-mapped, NAT64 (64:ff9b::/96) or 6to4 (2002::/16). */
const embeddedIPv4 = (address: string): string | undefined => {
  const words = expandIPv6(address);
  if (!words) {
    return undefined;
  }
  const ipv4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeros = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  if (zeros(0, 5) && words[5] === 0xffff) {
    return ipv4(words[6] ?? 0, words[7] ?? 0);
  }
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) {
    return ipv4(words[6] ?? 0, words[7] ?? 0);
  }
  if (words[0] === 0x2002) {
    return ipv4(words[1] ?? 0, words[2] ?? 0);
  }
  return undefined;
};

/** Eight 16-bit words of an IPv6 address (a dotted IPv4 tail included), or undefined. */
const expandIPv6 = (address: string): number[] | undefined => {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (value: string) => (value ? value.split(':').map((word) => Number.parseInt(word, 16)) : []);
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  const missing = 8 - start.length - end.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) {
    return undefined;
  }
  return [...start, ...Array<number>(missing).fill(0), ...end];
};

/** Classifies an IP address (v4 or v6, any spelling of an embedded IPv4 included). */
export const addressKind = (address: string): AddressKind => {
  if (isIPv4(address)) {
    if (LOOPBACK.check(address, 'ipv4')) {
      return 'loopback';
    }
    return INTERNAL.check(address, 'ipv4') ? 'internal' : 'public';
  }
  if (!isIPv6(address)) {
    return 'internal';
  }
  const carried = embeddedIPv4(address);
  if (carried) {
    return addressKind(carried);
  }
  if (LOOPBACK.check(address, 'ipv6')) {
    return 'loopback';
  }
  return INTERNAL.check(address, 'ipv6') ? 'internal' : 'public';
};

/** Whether a provider may be reached at this address. */
export const isAllowedProviderAddress = (address: string, allowLoopback: boolean): boolean => {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'loopback' && allowLoopback);
};
