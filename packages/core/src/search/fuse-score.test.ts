import fc from 'fast-check';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { FUZZY_OPTIONS } from './constants.ts';
import { createApproximateMatcher, maxEdits } from './edit-distance.ts';
import { fieldScore, fuseFieldNorm, fuseScoreFactor, fuseValueScore } from './fuse-score.ts';

const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'e'), minLength: 1, maxLength: 6 });
const field = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));

describe('fuseValueScore', () => {
  it('is 0 for an identical string, 0.001 for a verbatim substring, else edits / length', () => {
    expect(fuseValueScore('fever', 'fever', 0)).toBe(0);
    expect(fuseValueScore('fever', 'fever newborn', 0)).toBe(0.001);
    expect(fuseValueScore('feaver', 'fever', 1)).toBe(1 / 6);
  });
});

describe('fuseFieldNorm', () => {
  it('is 1 / sqrt(tokens) to three decimals', () => {
    expect(fuseFieldNorm('fever')).toBe(1);
    expect(fuseFieldNorm('fever newborn')).toBe(Math.round(1000 / Math.sqrt(2)) / 1000);
    expect(fuseFieldNorm(' ')).toBe(1);
  });

  it('equals the norm Fuse.js stores in its index', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\t', '\u00a0', '-'), maxLength: 20 }), (value) => {
        const index = Fuse.createIndex<{ v: string }>(['v'], [{ v: value }]);
        const record = index.toJSON().records[0];
        const stored = record && '$' in record ? record.$?.[0] : undefined;
        if (stored !== undefined && !Array.isArray(stored) && 'n' in stored) {
          expect(fuseFieldNorm(value)).toBe(stored.n);
          checked += 1;
        }
      }),
    );
    expect(checked).toBeGreaterThan(10);
  });
});

describe('Fuse.js record scores', () => {
  it('are the product of the field scores of every matched title and keyword, title first', () => {
    fc.assert(
      fc.property(word, field, fc.array(field, { maxLength: 4 }), (term, title, keywords) => {
        const fuse = new Fuse([{ title, keywords }], {
          keys: ['title', 'keywords'],
          ...FUZZY_OPTIONS,
          includeScore: true,
        });
        const [result] = fuse.search(term);
        const matcher = createApproximateMatcher(term);
        const gate = maxEdits(term.length, FUZZY_OPTIONS.threshold);
        let expected = 1;
        let isMatched = false;
        for (const value of [title, ...keywords]) {
          const edits = matcher.distanceIn(value);
          if (edits > gate) continue;
          expected *= fieldScore(term, value, edits, fuseFieldNorm(value));
          isMatched = true;
        }
        expect(result !== undefined).toBe(isMatched);
        if (result !== undefined) expect(result.score).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('weigh an identical value as Number.EPSILON', () => {
    expect(fuseScoreFactor(0, 1)).toBe(Number.EPSILON ** 0.5);
  });
});
