import { describe, expect, it } from 'vitest';
import { isVideoVisitEligible } from './video-visit-eligibility.ts';

describe('isVideoVisitEligible', () => {
  it('is never eligible when the practice has no video visit strategy', () => {
    const question = { isVideoVisitEligible: true, ctVideoVisitEligible: true, videoVisitEligible: true };
    expect(isVideoVisitEligible(question, undefined)).toBe(false);
    expect(isVideoVisitEligible(question, null)).toBe(false);
  });

  it('lets an explicit ineligible flag win under every strategy', () => {
    const question = { videoVisitIneligible: true, isVideoVisitEligible: true, ctVideoVisitEligible: true };
    for (const strategy of ['user', 'protocol', 'disposition'] as const) {
      expect(isVideoVisitEligible(question, strategy)).toBe(false);
    }
  });

  it('uses the derived isVideoVisitEligible flag when present', () => {
    expect(isVideoVisitEligible({ isVideoVisitEligible: true }, 'disposition')).toBe(true);
    expect(isVideoVisitEligible({ isVideoVisitEligible: false, ctVideoVisitEligible: true }, 'protocol')).toBe(false);
  });

  it('follows the content flag under the protocol strategy and ignores the practice marking', () => {
    expect(isVideoVisitEligible({ ctVideoVisitEligible: true }, 'protocol')).toBe(true);
    expect(isVideoVisitEligible({ videoVisitEligible: true }, 'protocol')).toBe(false);
    expect(isVideoVisitEligible({}, 'protocol')).toBe(false);
  });

  it('follows the practice marking under the user strategy, falling back to the content flag', () => {
    expect(isVideoVisitEligible({ videoVisitEligible: true }, 'user')).toBe(true);
    expect(isVideoVisitEligible({ videoVisitEligible: false, ctVideoVisitEligible: true }, 'user')).toBe(false);
    expect(isVideoVisitEligible({ ctVideoVisitEligible: true }, 'user')).toBe(true);
    expect(isVideoVisitEligible({}, 'user')).toBe(false);
  });

  it('is not eligible under the disposition strategy without a derived flag', () => {
    expect(isVideoVisitEligible({ ctVideoVisitEligible: true, videoVisitEligible: true }, 'disposition')).toBe(false);
  });
});
