import { describe, expect, it } from 'vitest';
import { limitAddress } from './client-address';

describe('limitAddress', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:24:1::1', '2001:db8:24:1::'],
    ['2001:0DB8:0024:0001:aaaa:bbbb:cccc:dddd', '2001:db8:24:1::'],
    ['2001:db8::1', '2001:db8:0:0::'],
    ['fe80::1%eth0', 'fe80:0:0:0::'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::'],
    ['::1', '0:0:0:0::'],
    ['not an address', 'unknown'],
    [undefined, 'unknown'],
  ])('counts %s as %s', (address, counted) => {
    expect(limitAddress(address)).toBe(counted);
  });

  it('counts every address of one /64 as one client, and the next /64 as another', () => {
    const one = ['2001:db8:24:1::1', '2001:db8:24:1:ffff:ffff:ffff:ffff', '2001:db8:24:1:1234::9'];
    expect(new Set(one.map(limitAddress)).size).toBe(1);
    expect(limitAddress('2001:db8:24:2::1')).not.toBe(limitAddress(one[0]));
  });
});
