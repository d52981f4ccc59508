import fc from 'fast-check';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { FUZZY_OPTIONS } from './constants.ts';
import { createApproximateMatcher, maxEdits } from './edit-distance.ts';
import { fuseValueScore } from './fuse-score.ts';

/** Fewest edits from pattern to any substring of text, by dynamic programming (Sellers). */
function naiveDistance(pattern: string, text: string): number {
  let previous = Array.from({ length: pattern.length + 1 }, (_, i) => i);
  let best = pattern.length;
  for (const char of text) {
    const current = [0];
    for (let i = 1; i <= pattern.length; i += 1) {
      const substitution = (previous[i - 1] ?? 0) + (pattern[i - 1] === char ? 0 : 1);
      current.push(Math.min(substitution, (previous[i] ?? 0) + 1, (current[i - 1] ?? 0) + 1));
    }
    best = Math.min(best, current[pattern.length] ?? best);
    previous = current;
  }
  return best;
}

const small = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', ' ', 'é'), minLength: min, maxLength: max });

describe('createApproximateMatcher', () => {
  it('finds the fewest edits to any substring', () => {
    expect(createApproximateMatcher('fever').distanceIn('fever newborn')).toBe(0);
    expect(createApproximateMatcher('feaver').distanceIn('fever')).toBe(1);
    expect(createApproximateMatcher('diarhea').distanceIn('diarrhea')).toBe(1);
    expect(createApproximateMatcher('ear').distanceIn('head')).toBe(1);
    expect(createApproximateMatcher('abc').distanceIn('')).toBe(3);
  });

  it('agrees with dynamic programming for patterns of 1 to 32 characters', () => {
    fc.assert(
      fc.property(small(1, 32), small(0, 40), (pattern, text) => {
        expect(createApproximateMatcher(pattern).distanceIn(text)).toBe(naiveDistance(pattern, text));
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects empty patterns and patterns over 32 characters', () => {
    expect(() => createApproximateMatcher('')).toThrow(RangeError);
    expect(() => createApproximateMatcher('x'.repeat(33))).toThrow(RangeError);
  });
});

describe('maxEdits', () => {
  it('is the most errors whose ratio stays within the threshold', () => {
    expect([1, 2, 3, 4, 5, 6, 8, 13].map((length) => maxEdits(length, 0.38))).toEqual([0, 0, 1, 1, 1, 2, 3, 4]);
    expect(maxEdits(4, 0.5)).toBe(2);
  });
});

describe('the fuzzy match agrees with Fuse.js', () => {
  it('matches exactly when Fuse.match does, with the same score, at every threshold the spec uses', () => {
    fc.assert(
      fc.property(small(1, 32), small(0, 40), fc.constantFrom(0.38, 0.4, 0.5), (pattern, text, threshold) => {
        const fuse = Fuse.match(pattern, text, { ...FUZZY_OPTIONS, threshold });
        const edits = createApproximateMatcher(pattern).distanceIn(text);
        const isMatch = edits <= maxEdits(pattern.length, threshold);
        expect(isMatch).toBe(fuse.isMatch);
        if (isMatch) expect(fuseValueScore(pattern, text, edits)).toBe(fuse.score);
      }),
      { numRuns: 3000 },
    );
  });
});
