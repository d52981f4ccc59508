/** The soak's nurses (apps/server/resilience/soak/nurse.ts): each calls from an address of her own that a socket can bind. */
import { isIPv4 } from 'node:net';
import { describe, expect, it } from 'vitest';
import { nurseAddress } from '../apps/server/resilience/soak/nurse.ts';

describe('nurseAddress', () => {
  it('gives 2,000 nurses 2,000 distinct loopback IPv4 addresses, none ending in .0 or .255', () => {
    const addresses = Array.from({ length: 2_000 }, (_, i) => nurseAddress(i));
    expect(new Set(addresses).size).toBe(2_000);
    for (const address of addresses) {
      expect(isIPv4(address), address).toBe(true);
      expect(address.startsWith('127.')).toBe(true);
      expect(address).not.toMatch(/\.(0|255)$/);
    }
  });
});
