import type { DispositionOverride } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { makeContent, makeDisposition, makeProtocol, makeQuestion } from '../testing/factories.ts';
import {
  clearOverride,
  hasOverrideConflict,
  isOverrideAvailable,
  overrideApplies,
  overrideOptions,
  saveOverride,
  validateOverride,
} from './override.ts';

const emergency = makeDisposition({ title: 'Emergency', dispositionLevelId: 1, rank: 1 });
const urgent = makeDisposition({ title: 'Urgent', dispositionLevelId: 2, rank: 8 });
const soon = makeDisposition({ title: 'Soon', dispositionLevelId: 2, rank: 3 });
const homeCare = makeDisposition({ title: 'Home care', dispositionLevelId: 3, rank: 1 });

describe('isOverrideAvailable', () => {
  const withAnswer = (selected: boolean | null) =>
    makeProtocol({
      content: makeContent({ dispositions: [makeDisposition({ questions: [makeQuestion({ selected })] })] }),
    });

  it('is unavailable until a positive question is selected', () => {
    expect(isOverrideAvailable([])).toBe(false);
    expect(isOverrideAvailable([withAnswer(null), withAnswer(false)])).toBe(false);
    expect(isOverrideAvailable([withAnswer(false), withAnswer(true)])).toBe(true);
  });

  it('is unavailable for protocols whose content is absent', () => {
    expect(isOverrideAvailable([makeProtocol({ content: makeContent({ dispositions: null }) })])).toBe(false);
  });
});

describe('overrideOptions', () => {
  it('lists override dispositions plus selected ones not already listed, most acute first', () => {
    const all = [{ ...homeCare, useAsOverride: true }, { ...urgent, useAsOverride: true }, emergency];
    const protocols = [
      makeProtocol({
        content: makeContent({
          dispositions: [
            { ...soon, selected: true },
            { ...urgent, selected: true },
            { ...emergency, selected: false },
          ],
        }),
      }),
      makeProtocol({ content: makeContent({ dispositions: [{ ...soon, selected: true }] }) }),
    ];
    expect(overrideOptions(all, protocols).map((d) => d.title)).toEqual(['Urgent', 'Soon', 'Home care']);
  });
});

describe('validateOverride and saveOverride', () => {
  it('marks the missing disposition and reason as required and refuses the save', () => {
    expect(validateOverride({ disposition: null, reason: null })).toEqual({
      disposition: '*Required',
      reason: '*Required',
    });
    expect(saveOverride({ disposition: soon, reason: '  ' })).toEqual({ ok: false, errors: { reason: '*Required' } });
    expect(saveOverride({ disposition: null, reason: 'Other' })).toEqual({
      ok: false,
      errors: { disposition: '*Required' },
    });
  });

  it('saves a complete draft, notes being optional', () => {
    expect(validateOverride({ disposition: soon, reason: 'Nurse judgment' })).toEqual({});
    expect(saveOverride({ disposition: soon, reason: 'Nurse judgment' })).toEqual({
      ok: true,
      override: { disposition: soon, reason: 'Nurse judgment', notes: null },
    });
    expect(saveOverride({ disposition: soon, reason: 'Other', notes: 'Caller prefers' })).toEqual({
      ok: true,
      override: { disposition: soon, reason: 'Other', notes: 'Caller prefers' },
    });
  });
});

describe('override application', () => {
  const override: DispositionOverride = { disposition: soon, reason: 'Nurse judgment', notes: null };

  it('applies only when the override carries a disposition', () => {
    expect(overrideApplies(override)).toBe(true);
    expect(overrideApplies({ ...override, disposition: null })).toBe(false);
    expect(overrideApplies(null)).toBe(false);
  });

  it('clears the override without touching the rest of the state', () => {
    const state = { dispositionOverride: override, freeNote: 'note' };
    expect(clearOverride(state)).toEqual({ dispositionOverride: null, freeNote: 'note' });
    expect(state.dispositionOverride).toBe(override);
  });
});

describe('hasOverrideConflict', () => {
  const override: DispositionOverride = { disposition: soon, reason: 'Nurse judgment', notes: null };

  it('opens the Caution dialog when the call becomes more acute than the override', () => {
    expect(hasOverrideConflict(emergency, homeCare, override)).toBe(true);
    expect(hasOverrideConflict(urgent, null, override)).toBe(true);
  });

  it('stays closed when the new disposition is not more acute than the override', () => {
    expect(hasOverrideConflict(soon, homeCare, override)).toBe(false);
    expect(hasOverrideConflict(homeCare, null, override)).toBe(false);
  });

  it('stays closed when the highest acuity did not rise', () => {
    expect(hasOverrideConflict(urgent, emergency, override)).toBe(false);
  });

  it('stays closed without an applying override', () => {
    expect(hasOverrideConflict(emergency, homeCare, null)).toBe(false);
    expect(hasOverrideConflict(emergency, homeCare, { ...override, disposition: null })).toBe(false);
  });
});
