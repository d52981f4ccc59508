import type { CareAdviceMode } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { isNuggetSelectable, topicCheckboxTooltip, unhandledMode } from './mode.ts';

describe('isNuggetSelectable', () => {
  it('never in simple mode, under reasons to call back in headings mode, always in detailed mode', () => {
    const cases: Array<[CareAdviceMode, boolean, boolean]> = [
      ['simple', false, false],
      ['simple', true, false],
      ['headings', false, false],
      ['headings', true, true],
      ['detailed', false, true],
      ['detailed', true, true],
    ];
    for (const [mode, isReasonsToCallBack, expected] of cases) {
      expect(isNuggetSelectable(mode, { isReasonsToCallBack })).toBe(expected);
    }
  });
});

describe('topicCheckboxTooltip', () => {
  it("reads 'Double-click to select all' only on an expanded topic in detailed mode", () => {
    expect(topicCheckboxTooltip('detailed', true)).toBe('Double-click to select all');
    expect(topicCheckboxTooltip('detailed', false)).toBeNull();
    expect(topicCheckboxTooltip('headings', true)).toBeNull();
    expect(topicCheckboxTooltip('simple', true)).toBeNull();
  });
});

describe('unhandledMode', () => {
  it('throws for a mode that is not one of the three', () => {
    expect(() => unhandledMode('compact' as never)).toThrow('Unhandled care advice mode: compact');
    expect(() => isNuggetSelectable('compact' as never, { isReasonsToCallBack: true })).toThrow();
    expect(() => topicCheckboxTooltip('compact' as never, true)).toThrow();
  });
});
