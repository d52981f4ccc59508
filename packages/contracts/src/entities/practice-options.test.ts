import { describe, expect, it } from 'vitest';
import { PracticeOptions, PracticeOptionsSet } from './practice-options.ts';

describe('the practice options', () => {
  it('in effect: the defaults fill what the practice did not set', () => {
    expect(PracticeOptions.parse({ persistCall: false, custom: 1 })).toEqual({
      careAdviceMode: 'simple',
      questionChoiceDisplay: 'onlyYes',
      persistCall: false,
      custom: 1,
    });
  });

  it('as set: what the practice set, checked, without a default', () => {
    expect(PracticeOptionsSet.parse({ custom: 1 })).toEqual({ custom: 1 });
    expect(PracticeOptionsSet.safeParse({ careAdviceMode: 'verbose' }).success).toBe(false);
  });

  it('name the same options', () => {
    expect(Object.keys(PracticeOptions.shape)).toEqual(Object.keys(PracticeOptionsSet.shape));
  });
});
