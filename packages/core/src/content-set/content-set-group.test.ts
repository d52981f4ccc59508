import { describe, expect, it } from 'vitest';
import { isAfterHoursGroup, isOfficeHoursGroup, summaryContentSetOf } from './content-set-group.ts';

describe('content set groups', () => {
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
