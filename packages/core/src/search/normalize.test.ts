import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeText, normalizeWords, splitWords } from './normalize.ts';

describe('normalizeWords', () => {
  it('lowercases, drops apostrophes and breaks words at anything but letters and digits', () => {
    expect(normalizeWords("Can't breathe (Adult) - O'Neil's 3rd/4th")).toEqual([
      'cant',
      'breathe',
      'adult',
      'oneils',
      '3rd',
      '4th',
    ]);
  });

  it('keeps letters with accents and other scripts, and typographic apostrophes', () => {
    expect(normalizeWords('Café’s DOULEUR — Übelkeit')).toEqual(['cafés', 'douleur', 'übelkeit']);
  });

  it('drops runs made only of apostrophes', () => {
    expect(normalizeWords("a ' b ''")).toEqual(['a', 'b']);
  });

  it('joins words with single spaces', () => {
    expect(normalizeText('  Rash   (Widespread) ')).toBe('rash widespread');
  });

  it('agrees with splitWords on every text (the ASCII fast path and the general path)', () => {
    const text = fc.string({ unit: fc.constantFrom(..."aZ 9'`’-(é\t.".split('')), maxLength: 30 });
    fc.assert(
      fc.property(fc.oneof(text, fc.string()), (value) => {
        expect(normalizeWords(value)).toEqual(splitWords(value).map((word) => word.normalized));
      }),
    );
  });
});

describe('splitWords', () => {
  it('reports where each word sits in the original text', () => {
    expect(splitWords('Fever (Newborn)')).toEqual([
      { start: 0, end: 5, normalized: 'fever' },
      { start: 7, end: 14, normalized: 'newborn' },
    ]);
  });
});
