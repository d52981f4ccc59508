import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZY_OPTIONS, KEYWORD_THRESHOLD, TITLE_THRESHOLD } from './constants.ts';
import { createApproximateMatcher, maxEdits } from './edit-distance.ts';
import { fieldScore, fuseNormOfTokens } from './fuse-score.ts';
import { maxAcceptedEdits } from './term-match.ts';

describe('maxAcceptedEdits', () => {
  it('bounds the edits of every match a title or keyword can accept', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', 'c'), minLength: 1, maxLength: 32 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' '), maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (term, text, tokens) => {
          const edits = createApproximateMatcher(term).distanceIn(text);
          if (edits > maxEdits(term.length, FUZZY_OPTIONS.threshold)) return;
          const score = fieldScore(term, text, edits, fuseNormOfTokens(tokens));
          if (score <= Math.max(TITLE_THRESHOLD, KEYWORD_THRESHOLD))
            expect(edits).toBeLessThanOrEqual(maxAcceptedEdits(term));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('allows about a quarter of the term in edits', () => {
    expect(['ear', 'kill', 'fever', 'feaver', 'diarhea', 'urinaton'].map(maxAcceptedEdits)).toEqual([0, 1, 1, 1, 1, 2]);
  });
});
