/**
 * The address sign-in limits count under: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber's network: an attacker holding a /64 has 2^64 addresses, not one), an IPv4-mapped IPv6
 * address as its IPv4. And the practices' known egress ranges (SIGN_IN_EGRESS_RANGES), which get
 * more room: a call centre behind one NAT is many nurses, not one attacker.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address to its 8 groups (no zero compression, no embedded IPv4). */
function ipv6Groups(address: string): string[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const bytes = v4[1].split('.').map(Number);
    text = `${text.slice(0, -v4[1].length)}${(((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0)).toString(16)}:${(((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) => group.padStart(4, '0'));
}

/** The key of an address for the sign-in limits: IPv4 as is, IPv6 by its /64 ("2001:0db8:0001:0002::/64"). */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === '0000') && groups[5] === 'ffff') {
    const [high = 0, low = 0] = [Number.parseInt(groups[6] ?? '0', 16), Number.parseInt(groups[7] ?? '0', 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The known egress ranges of the practices (CIDR list), for `isKnownEgress`. */
export function egressRanges(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

export function isKnownEgress(list: BlockList, ip: string): boolean {
  if (isIPv4(ip)) return list.check(ip, 'ipv4');
  return isIPv6(ip) && list.check(ip, 'ipv6');
}
