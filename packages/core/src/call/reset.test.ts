import type { CallState } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { toSelectedProtocol } from '../protocol-selection/select.ts';
import { makeProtocol } from '../testing/factories.ts';
import { markCopied } from './copy.ts';
import { cancelReset, needsResetConfirmation, resetCall } from './reset.ts';
import { initialCallState } from './state.ts';

const toggle = toSelectedProtocol(makeProtocol(), 'toggle');
const explicit = toSelectedProtocol(makeProtocol(), 'explicit');
const base = { ...initialCallState(), callId: 'call-1' };
const withScale = (patch: Partial<CallState['columbiaScale']>): CallState => ({
  ...base,
  columbiaScale: { ...base.columbiaScale, ...patch },
});

describe('needsResetConfirmation', () => {
  it('asks when anything is explicit, the note is non-empty, or the scale has a result or bypass', () => {
    expect(needsResetConfirmation({ ...base, selectedProtocols: [explicit] })).toBe(true);
    expect(needsResetConfirmation({ ...base, freeNote: 'note' })).toBe(true);
    expect(needsResetConfirmation(withScale({ result: { score: 'negative', reasons: [] } }))).toBe(true);
    expect(needsResetConfirmation(withScale({ bypass: { reason: 'Refused to answer', otherReason: null } }))).toBe(
      true,
    );
    expect(needsResetConfirmation(withScale({ bypass: { reason: null, otherReason: 'left over' } }))).toBe(true);
  });

  it('does not ask for a call with only toggle-mode protocols', () => {
    expect(needsResetConfirmation({ ...base, selectedProtocols: [toggle] })).toBe(false);
    expect(needsResetConfirmation(base)).toBe(false);
  });

  it('does not ask for a free note of only whitespace', () => {
    expect(needsResetConfirmation({ ...base, freeNote: ' \n\t ' })).toBe(false);
  });

  it('does not ask when the call was copied since the last change', () => {
    expect(needsResetConfirmation(markCopied({ ...base, selectedProtocols: [explicit], freeNote: 'note' }))).toBe(
      false,
    );
  });
});

describe('resetCall', () => {
  it('refuses and raises the confirmation when confirmation is needed', () => {
    const state = { ...base, freeNote: 'note' };
    expect(resetCall(state)).toEqual({ status: 'needs-confirmation', state: { ...state, confirmBeforeReset: true } });
  });

  it('returns the initial state when nothing needs confirmation', () => {
    expect(resetCall({ ...base, selectedProtocols: [toggle] })).toEqual({ status: 'reset', state: initialCallState() });
  });

  it('returns the initial state when forced', () => {
    const state = { ...base, freeNote: 'note', selectedProtocols: [explicit], confirmBeforeReset: true };
    expect(resetCall(state, { force: true })).toEqual({ status: 'reset', state: initialCallState() });
  });
});

describe('cancelReset', () => {
  it('closes the confirmation and keeps the call (Return to Call)', () => {
    const state = { ...base, freeNote: 'note', confirmBeforeReset: true };
    expect(cancelReset(state)).toEqual({ ...state, confirmBeforeReset: false });
    expect(cancelReset(base)).toBe(base);
  });
});
