import { describe, expect, it } from 'vitest';
import { setColumbiaBypassReason, setColumbiaOtherReason } from './bypass.ts';
import {
  bypassColumbiaScreening,
  cancelColumbiaScreening,
  columbiaOnCopy,
  continueColumbiaScreening,
  isBypassScreeningOffered,
  isCopyBlockedByColumbia,
  openColumbiaBypassMode,
  openColumbiaScreening,
  saveColumbiaScreening,
} from './modal.ts';
import { initialColumbiaScale } from './questions.ts';
import { answered } from './testing/answered.ts';

describe('the screening dialog', () => {
  it('opens for screening with true and in bypass mode with bypass', () => {
    expect(openColumbiaScreening(initialColumbiaScale()).modalOpen).toBe(true);
    expect(openColumbiaBypassMode(initialColumbiaScale()).modalOpen).toBe('bypass');
  });

  it('clears the result and closes on Cancel', () => {
    const scale = openColumbiaScreening(
      answered([
        [1, false],
        [2, false],
        [7, false],
      ]),
    );
    const cancelled = cancelColumbiaScreening(scale);
    expect(cancelled.modalOpen).toBe(false);
    expect(cancelled.result).toEqual({ score: null, reasons: [] });
    expect(cancelled.questions.every((question) => question.selection === null)).toBe(true);
  });

  it('closes and keeps the answers on Save', () => {
    const scale = openColumbiaScreening(answered([[1, true]]));
    const saved = saveColumbiaScreening(scale);
    expect(saved.modalOpen).toBe(false);
    expect(saved.questions[0]?.selection).toBe(true);
  });

  it('leaves bypass mode on Continue C-SSRS and stays open', () => {
    expect(continueColumbiaScreening(openColumbiaBypassMode(initialColumbiaScale())).modalOpen).toBe(true);
    const closed = initialColumbiaScale();
    expect(continueColumbiaScreening(closed)).toBe(closed);
  });

  it('offers Bypass Screening only in bypass mode', () => {
    expect(isBypassScreeningOffered(openColumbiaBypassMode(initialColumbiaScale()))).toBe(true);
    expect(isBypassScreeningOffered(openColumbiaScreening(initialColumbiaScale()))).toBe(false);
  });

  it('closes on Bypass Screening only with a valid bypass', () => {
    const open = openColumbiaBypassMode(initialColumbiaScale());
    expect(bypassColumbiaScreening(open)).toBe(open);
    const other = setColumbiaBypassReason(open, 'Other');
    expect(bypassColumbiaScreening(other)).toBe(other);
    const done = bypassColumbiaScreening(setColumbiaOtherReason(other, 'Interpreter needed'));
    expect(done.modalOpen).toBe(false);
    expect(done.bypass).toEqual({ reason: 'Other', otherReason: 'Interpreter needed' });
  });

  it('ignores Bypass Screening outside bypass mode', () => {
    const scale = setColumbiaBypassReason(openColumbiaScreening(initialColumbiaScale()), 'Refused to answer');
    expect(bypassColumbiaScreening(scale)).toBe(scale);
  });
});

describe('copy and the scale', () => {
  it('opens bypass mode instead of copying while the screening is required', () => {
    const decision = columbiaOnCopy(initialColumbiaScale(), true);
    expect(decision.shouldCopy).toBe(false);
    expect(decision.scale.modalOpen).toBe('bypass');
  });

  it('copies unchanged when the screening is not required', () => {
    const scale = initialColumbiaScale();
    expect(columbiaOnCopy(scale, false)).toEqual({ scale, shouldCopy: true });
  });

  it('blocks copy while bypass mode is open and the screening is required', () => {
    const bypass = openColumbiaBypassMode(initialColumbiaScale());
    expect(isCopyBlockedByColumbia(bypass, true)).toBe(true);
    expect(isCopyBlockedByColumbia(bypass, false)).toBe(false);
    expect(isCopyBlockedByColumbia(openColumbiaScreening(initialColumbiaScale()), true)).toBe(false);
  });
});
