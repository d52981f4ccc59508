import { describe, expect, it } from 'vitest';
import { COLUMBIA_BYPASS_REASONS, ColumbiaBypassReason, OVERRIDE_REASONS, OverrideReason } from './call.ts';

describe('the override reasons', () => {
  it('lists the 17 reasons of the spec once, ending with Other', () => {
    expect(OVERRIDE_REASONS).toHaveLength(17);
    expect(OVERRIDE_REASONS[0]).toBe('Already seen and questions');
    expect(OVERRIDE_REASONS.at(-1)).toBe('Other');
    expect(new Set(OVERRIDE_REASONS).size).toBe(17);
  });

  it('are exactly what the contract accepts', () => {
    expect(OverrideReason.options).toEqual([...OVERRIDE_REASONS]);
    expect(OverrideReason.safeParse('Nurse judgment').success).toBe(true);
    expect(OverrideReason.safeParse('Because').success).toBe(false);
  });
});

describe('the C-SSRS bypass reasons', () => {
  it('offers the five reasons of the spec in order, exactly what the contract accepts', () => {
    expect(COLUMBIA_BYPASS_REASONS).toEqual([
      'Refused to answer',
      'Hung up before completion',
      'Call was from caregiver',
      'Symptoms required immediate response',
      'Other',
    ]);
    expect(ColumbiaBypassReason.options).toEqual([...COLUMBIA_BYPASS_REASONS]);
  });
});
