import { describe, expect, it } from 'vitest';
import {
  clearColumbiaBypass,
  columbiaBypassNoteText,
  isColumbiaBypassValid,
  isOtherReasonShown,
  OTHER_REASON_LABEL,
  OTHER_REASON_PLACEHOLDER,
  setColumbiaBypassReason,
  setColumbiaOtherReason,
  validateColumbiaBypass,
} from './bypass.ts';
import { initialColumbiaScale } from './questions.ts';

describe('bypass reasons', () => {
  it('shows the Other Reason field only when Other is chosen', () => {
    const other = setColumbiaBypassReason(initialColumbiaScale(), 'Other');
    expect(isOtherReasonShown(other.bypass)).toBe(true);
    expect(isOtherReasonShown(setColumbiaBypassReason(other, 'Refused to answer').bypass)).toBe(false);
    expect(OTHER_REASON_LABEL).toBe('Other Reason');
    expect(OTHER_REASON_PLACEHOLDER).toBe('Please specify the other reason');
  });

  it('clears the other text when the reason changes', () => {
    const other = setColumbiaOtherReason(setColumbiaBypassReason(initialColumbiaScale(), 'Other'), 'Interpreter');
    expect(other.bypass).toEqual({ reason: 'Other', otherReason: 'Interpreter' });
    expect(setColumbiaBypassReason(other, 'Hung up before completion').bypass).toEqual({
      reason: 'Hung up before completion',
      otherReason: null,
    });
  });

  it('keeps the other text when the same reason is chosen again', () => {
    const other = setColumbiaOtherReason(setColumbiaBypassReason(initialColumbiaScale(), 'Other'), 'Interpreter');
    expect(setColumbiaBypassReason(other, 'Other')).toBe(other);
  });

  it('ignores other text while the reason is not Other', () => {
    const scale = setColumbiaBypassReason(initialColumbiaScale(), 'Refused to answer');
    expect(setColumbiaOtherReason(scale, 'ignored')).toBe(scale);
  });

  it('clears the bypass', () => {
    const scale = setColumbiaBypassReason(initialColumbiaScale(), 'Refused to answer');
    expect(clearColumbiaBypass(scale).bypass).toEqual({ reason: null, otherReason: null });
  });
});

describe('validateColumbiaBypass', () => {
  it('requires a reason', () => {
    expect(validateColumbiaBypass({ reason: null, otherReason: null })).toEqual(['reason-required']);
  });

  it('requires non-blank other text with Other', () => {
    expect(validateColumbiaBypass({ reason: 'Other', otherReason: '  ' })).toEqual(['other-reason-required']);
    expect(validateColumbiaBypass({ reason: 'Other', otherReason: null })).toEqual(['other-reason-required']);
    expect(isColumbiaBypassValid({ reason: 'Other', otherReason: 'Language barrier' })).toBe(true);
  });

  it('accepts any listed reason other than Other without text', () => {
    expect(isColumbiaBypassValid({ reason: 'Call was from caregiver', otherReason: null })).toBe(true);
  });
});

describe('columbiaBypassNoteText', () => {
  it('writes Other with its text as Other - {reason}', () => {
    expect(columbiaBypassNoteText({ reason: 'Other', otherReason: ' Language barrier ' })).toBe(
      'Other - Language barrier',
    );
  });

  it('writes a listed reason as is, plain Other without text, and nothing without a bypass', () => {
    expect(columbiaBypassNoteText({ reason: 'Refused to answer', otherReason: null })).toBe('Refused to answer');
    expect(columbiaBypassNoteText({ reason: 'Other', otherReason: null })).toBe('Other');
    expect(columbiaBypassNoteText({ reason: null, otherReason: null })).toBeNull();
  });
});
