import type { CallState } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { selectQuestion } from '../answers/answer.ts';
import { makeDisposition } from '../testing/factories.ts';
import { chestPainProtocol } from '../testing/fixtures.ts';
import { hasCopyRelevantChange, markCopied, updateCall, withCopyTracking } from './copy.ts';
import { initialCallState } from './state.ts';

const protocol = chestPainProtocol();
const copied: CallState = markCopied({
  ...initialCallState(),
  selectedProtocols: [protocol],
  activeProtocol: protocol.fullId,
  freeNote: 'note',
  dispositionOverride: { disposition: makeDisposition({ id: 5 }), reason: 'Nurse judgment', notes: null },
});

describe('markCopied', () => {
  it('sets copyHasOccurred after a copy', () => {
    expect(copied.copyHasOccurred).toBe(true);
    expect(markCopied(copied)).toBe(copied);
  });
});

describe('copyHasOccurred', () => {
  it('clears when the protocols change', () => {
    const answered = updateCall(copied, (s) => ({ ...s, selectedProtocols: [selectQuestion(protocol, 11)] }));
    expect(answered.copyHasOccurred).toBe(false);
    expect(updateCall(copied, (s) => ({ ...s, selectedProtocols: [] })).copyHasOccurred).toBe(false);
  });

  it('clears when the free note changes', () => {
    expect(updateCall(copied, (s) => ({ ...s, freeNote: 'note 2' })).copyHasOccurred).toBe(false);
  });

  it('clears when the override changes or is cleared', () => {
    const override = copied.dispositionOverride;
    expect(override).not.toBeNull();
    if (!override) return;
    expect(updateCall(copied, (s) => ({ ...s, dispositionOverride: null })).copyHasOccurred).toBe(false);
    expect(
      updateCall(copied, (s) => ({ ...s, dispositionOverride: { ...override, reason: 'Other' } })).copyHasOccurred,
    ).toBe(false);
    expect(
      updateCall(copied, (s) => ({ ...s, dispositionOverride: { ...override, disposition: null } })).copyHasOccurred,
    ).toBe(false);
    const noOverride = markCopied({ ...copied, dispositionOverride: null });
    expect(updateCall(noOverride, (s) => ({ ...s, dispositionOverride: override })).copyHasOccurred).toBe(false);
  });

  it('clears when the scale result or bypass changes', () => {
    const scale = copied.columbiaScale;
    const withResult = updateCall(copied, (s) => ({
      ...s,
      columbiaScale: { ...scale, result: { score: 'negative', reasons: [] } },
    }));
    expect(withResult.copyHasOccurred).toBe(false);
    const withReason = updateCall(copied, (s) => ({
      ...s,
      columbiaScale: { ...scale, result: { score: null, reasons: ['Specific method of suicide recently considered'] } },
    }));
    expect(withReason.copyHasOccurred).toBe(false);
    const reasoned = markCopied(withReason);
    const otherReason = updateCall(reasoned, (s) => ({
      ...s,
      columbiaScale: {
        ...s.columbiaScale,
        result: { score: null, reasons: ['Recent suicidal thoughts and intent to act noted'] },
      },
    }));
    expect(otherReason.copyHasOccurred).toBe(false);
    const bypassed = updateCall(copied, (s) => ({
      ...s,
      columbiaScale: { ...scale, bypass: { reason: 'Refused to answer', otherReason: null } },
    }));
    expect(bypassed.copyHasOccurred).toBe(false);
  });

  it('stays set for changes that do not touch the copied content', () => {
    const sameOverride = {
      ...copied,
      dispositionOverride: copied.dispositionOverride && { ...copied.dispositionOverride },
    };
    expect(hasCopyRelevantChange(copied, sameOverride)).toBe(false);
    const modal = updateCall(copied, (s) => ({ ...s, columbiaScale: { ...s.columbiaScale, modalOpen: true } }));
    expect(modal.copyHasOccurred).toBe(true);
    expect(updateCall(copied, (s) => ({ ...s, confirmBeforeReset: true })).copyHasOccurred).toBe(true);
  });

  it('leaves a state that was not copied alone', () => {
    const fresh = initialCallState();
    const changed = { ...fresh, freeNote: 'x' };
    expect(withCopyTracking(fresh, changed)).toBe(changed);
  });
});
