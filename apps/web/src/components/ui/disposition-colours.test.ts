import { describe, expect, it } from 'vitest';
import { dispositionLevelClasses } from './disposition-colours.ts';

describe('dispositionLevelClasses', () => {
  it('colours level 1 red, 2 yellow with dark text, 3 green', () => {
    expect(dispositionLevelClasses(1).titleBar).toBe('bg-red-700 text-white');
    expect(dispositionLevelClasses(2).titleBar).toBe('bg-yellow-300 text-slate-900');
    expect(dispositionLevelClasses(3).titleBar).toBe('bg-green-700 text-white');
  });

  it('colours any other level, or none, neutral', () => {
    for (const level of [0, 4, 7, null, undefined]) {
      expect(dispositionLevelClasses(level).titleBar).toBe('bg-slate-200 text-slate-900');
    }
  });
});
