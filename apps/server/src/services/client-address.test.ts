import { describe, expect, it } from 'vitest';
import { addressKey, egressRanges, isKnownEgress } from './client-address.ts';

describe('address keys of the sign-in limits', () => {
  it('keeps an IPv4 address and folds an IPv6 address into its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('2001:db8:1:2:ffff:eeee:dddd:cccc')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('2001:DB8:1:2::abcd')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
  });

  it('knows the egress ranges, IPv4 and IPv6', () => {
    const list = egressRanges(['198.51.100.0/24', '2001:db8:9::/48', '203.0.113.9']);
    expect(isKnownEgress(list, '198.51.100.77')).toBe(true);
    expect(isKnownEgress(list, '198.51.101.1')).toBe(false);
    expect(isKnownEgress(list, '2001:db8:9:1::5')).toBe(true);
    expect(isKnownEgress(list, '203.0.113.9')).toBe(true);
    expect(isKnownEgress(list, 'not an address')).toBe(false);
  });
});
