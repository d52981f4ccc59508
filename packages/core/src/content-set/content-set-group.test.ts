import { describe, expect, it } from 'vitest';
import { contentSetHoursOf, isAfterHoursGroup, isOfficeHoursGroup, summaryContentSetOf } from './index.ts';

describe('content set groups', () => {
  it('reads ah as after hours and oh as office hours', () => {
    expect(contentSetHoursOf('ah')).toBe('after-hours');
    expect(contentSetHoursOf('oh')).toBe('office-hours');
    expect(contentSetHoursOf('xx')).toBeNull();
    expect(contentSetHoursOf(undefined)).toBeNull();
  });

  it('answers the after-hours and office-hours predicates', () => {
    expect(isAfterHoursGroup('ah')).toBe(true);
    expect(isAfterHoursGroup('oh')).toBe(false);
    expect(isOfficeHoursGroup('oh')).toBe(true);
    expect(isOfficeHoursGroup(null)).toBe(false);
  });

  it('maps group ah to ah_adult in summaries, passes others through and defaults to unknown', () => {
    expect(summaryContentSetOf('ah')).toBe('ah_adult');
    expect(summaryContentSetOf('oh')).toBe('oh');
    expect(summaryContentSetOf('')).toBe('unknown');
    expect(summaryContentSetOf(null)).toBe('unknown');
    expect(summaryContentSetOf(undefined)).toBe('unknown');
  });
});
