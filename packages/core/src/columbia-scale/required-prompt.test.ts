import { describe, expect, it } from 'vitest';
import {
  closeColumbiaPrompt,
  columbiaPromptOnCallId,
  columbiaPromptOnTabEnter,
  initialColumbiaPromptState,
  isColumbiaPromptDue,
} from './required-prompt.ts';

describe('the C-SSRS required prompt', () => {
  it('appears on entering a non-protocols tab while the screening is required', () => {
    const state = columbiaPromptOnTabEnter(initialColumbiaPromptState('call-1'), 'triage', true);
    expect(state).toEqual({ callId: 'call-1', isOpen: true, hasPrompted: true });
  });

  it('does not appear on the protocols tab or when not required', () => {
    const initial = initialColumbiaPromptState('call-1');
    expect(columbiaPromptOnTabEnter(initial, 'protocols', true)).toBe(initial);
    expect(columbiaPromptOnTabEnter(initial, 'plan', false)).toBe(initial);
  });

  it('appears once per call: after Later it stays closed on later tab changes', () => {
    const shown = columbiaPromptOnTabEnter(initialColumbiaPromptState('call-1'), 'triage', true);
    const later = closeColumbiaPrompt(shown);
    expect(later.isOpen).toBe(false);
    expect(columbiaPromptOnTabEnter(later, 'plan', true).isOpen).toBe(false);
  });

  it('resets when the call id changes so the next call is prompted again', () => {
    const later = closeColumbiaPrompt(columbiaPromptOnTabEnter(initialColumbiaPromptState('call-1'), 'triage', true));
    const sameCall = columbiaPromptOnCallId(later, 'call-1');
    expect(sameCall).toBe(later);
    const next = columbiaPromptOnCallId(later, 'call-2');
    expect(next).toEqual({ callId: 'call-2', isOpen: false, hasPrompted: false });
    expect(columbiaPromptOnTabEnter(next, 'triage', true).isOpen).toBe(true);
  });

  it('leaves a closed prompt unchanged when closed again', () => {
    const initial = initialColumbiaPromptState(null);
    expect(closeColumbiaPrompt(initial)).toBe(initial);
  });

  it('is due only while required with neither the resume offer nor the screening open', () => {
    const due = { isRequired: true, isResumeOffered: false, isScreeningOpen: false };
    expect(isColumbiaPromptDue(due)).toBe(true);
    expect(isColumbiaPromptDue({ ...due, isRequired: false })).toBe(false);
    expect(isColumbiaPromptDue({ ...due, isResumeOffered: true })).toBe(false);
    expect(isColumbiaPromptDue({ ...due, isScreeningOpen: true })).toBe(false);
  });
});
