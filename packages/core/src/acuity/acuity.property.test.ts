import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { protocolsArb } from '../testing/arbitraries.ts';
import { compareAcuity } from './compare.ts';
import { highestAcuityDisposition, orderProtocolsByAcuity, selectedDisposition } from './highest.ts';

const permutedArb = protocolsArb(4).chain((protocols) =>
  fc.record({
    protocols: fc.constant(protocols),
    permuted: fc.shuffledSubarray(protocols, { minLength: protocols.length, maxLength: protocols.length }),
  }),
);

describe('acuity (properties)', () => {
  it('gives the same level and rank of highest acuity whatever the order of the selected protocols', () => {
    fc.assert(
      fc.property(permutedArb, ({ protocols, permuted }) => {
        const a = highestAcuityDisposition(protocols, null);
        const b = highestAcuityDisposition(permuted, null);
        expect(b === null ? null : [b.dispositionLevelId, b.rank]).toEqual(
          a === null ? null : [a.dispositionLevelId, a.rank],
        );
      }),
    );
  });

  it('orders protocols so that no protocol is more acute than the one before it', () => {
    fc.assert(
      fc.property(protocolsArb(4), (protocols) => {
        const ordered = orderProtocolsByAcuity(protocols).map(selectedDisposition);
        expect(ordered).toHaveLength(protocols.length);
        ordered.forEach((current, i) => {
          const previous = ordered[i - 1];
          if (previous === undefined) return;
          if (previous === null) expect(current).toBeNull();
          else if (current !== null) expect(compareAcuity(previous, current)).toBeLessThanOrEqual(0);
        });
      }),
    );
  });
});
