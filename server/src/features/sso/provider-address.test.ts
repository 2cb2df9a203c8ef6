import { describe, expect, it } from 'vitest';
import { addressKind, isAllowedProviderAddress } from './provider-address';

describe('where an identity provider may be', () => {
  it.each([
    ['20.190.151.68', 'public'],
    ['2603:1026:3000::1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.3.4.5', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
    ['10.1.2.3', 'internal'],
    ['172.16.0.1', 'internal'],
    ['172.31.255.255', 'internal'],
    ['192.168.1.1', 'internal'],
    ['169.254.169.254', 'internal'],
    ['100.64.0.1', 'internal'],
    ['0.0.0.0', 'internal'],
    ['::', 'internal'],
    ['fc00::1', 'internal'],
    ['fd12:3456::1', 'internal'],
    ['fe80::1%eth0', 'internal'],
    ['::ffff:10.0.0.1', 'internal'],
    ['::ffff:a9fe:a9fe', 'internal'],
    ['64:ff9b::a00:1', 'internal'],
    ['64:ff9b::1.2.3.4', 'public'],
    ['2002:c0a8:0101::1', 'internal'],
    ['224.0.0.1', 'internal'],
    ['not an address', 'internal'],
  ] as const)('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it('allows this machine only when loopback is switched on, and an internal network never', () => {
    expect(isAllowedProviderAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedProviderAddress('127.0.0.1', false)).toBe(false);
    expect(isAllowedProviderAddress('::ffff:127.0.0.1', false)).toBe(false);
    expect(isAllowedProviderAddress('10.0.0.1', true)).toBe(false);
    expect(isAllowedProviderAddress('20.190.151.68', false)).toBe(true);
  });
});
