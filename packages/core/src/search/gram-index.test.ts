import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApproximateMatcher } from './edit-distance.ts';
import { buildGramIndex, shortlist } from './gram-index.ts';

const text = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', ' ', 'é', 'ß'), minLength: min, maxLength: max });

describe('shortlist', () => {
  it('holds every string the term matches within the edits allowed', () => {
    fc.assert(
      fc.property(fc.array(text(0, 14), { maxLength: 25 }), text(1, 12), fc.nat(4), (strings, term, edits) => {
        const index = buildGramIndex(strings);
        const candidates = shortlist(index, term, edits);
        const matcher = createApproximateMatcher(term);
        strings.forEach((value, id) => {
          if (matcher.distanceIn(value) <= edits && candidates !== null) expect(candidates).toContain(id);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('narrows the candidates with the rarest character pair', () => {
    const index = buildGramIndex(['fever', 'fever newborn', 'cough', 'croup', 'earache']);
    expect(Array.from(shortlist(index, 'fever', 0) ?? [])).toEqual([0, 1]);
    expect(Array.from(shortlist(index, 'cou', 0) ?? [])).toEqual([2]);
  });

  it('gives up on one-character terms and on more edits than the term can be cut for', () => {
    const index = buildGramIndex(['abc']);
    expect(shortlist(index, 'a', 0)).toBeNull();
    expect(shortlist(index, 'abc', 1)).toBeNull();
    expect(shortlist(index, 'abcd', 1)).not.toBeNull();
  });
});
