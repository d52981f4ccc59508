import { describe, expect, it } from 'vitest';
import { levelColour } from './colour.ts';

describe('levelColour', () => {
  it('maps levels 1, 2 and 3 to red, yellow and green', () => {
    expect([1, 2, 3].map(levelColour)).toEqual(['red', 'yellow', 'green']);
  });

  it('maps any other level, or none, to neutral', () => {
    expect([0, 4, -1, 2.5, null, undefined].map(levelColour)).toEqual([
      'neutral',
      'neutral',
      'neutral',
      'neutral',
      'neutral',
      'neutral',
    ]);
  });
});
