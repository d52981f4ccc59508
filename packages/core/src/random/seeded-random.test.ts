import { describe, expect, it } from 'vitest';
import { seededRandom } from './index.ts';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, another for another seed, all in [0, 1)', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 1000 }, () => random());
    };
    const first = draw(42);
    expect(draw(42)).toEqual(first);
    expect(draw(43)).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    const mean = first.reduce((sum, value) => sum + value, 0) / first.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});
