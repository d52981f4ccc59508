import { act, renderHook } from '@testing-library/react';
import { answerColumbiaQuestion, COLUMBIA_REQUIRED_TOOLTIP, openColumbiaBypassMode } from '@triage/core';
import { afterEach, describe, expect, it } from 'vitest';
import { useCallStore } from '../../call/index.ts';
import { depression, endCall, startCall } from '../testing/fixtures.ts';
import { useColumbiaSubTab, useIsColumbiaScaleRequired, useIsCopyBlockedByColumbia } from './use-columbia-status.ts';

afterEach(endCall);

describe('the C-SSRS sub-tab status', () => {
  it('is hidden unless the session defines columbiaScaleProtocols', () => {
    startCall([depression()], {});
    expect(renderHook(() => useColumbiaSubTab()).result.current.isShown).toBe(false);
  });

  it("carries the 'required' tooltip for a listed protocol, then a check once scored", () => {
    startCall([depression()]);
    const { result } = renderHook(() => useColumbiaSubTab());
    expect(result.current).toEqual({ isShown: true, showCheck: false, tooltip: COLUMBIA_REQUIRED_TOOLTIP });
    expect(COLUMBIA_REQUIRED_TOOLTIP).toBe('C-SSRS required but not yet completed');
    act(() =>
      useCallStore
        .getState()
        .setColumbiaScale((s) =>
          answerColumbiaQuestion(answerColumbiaQuestion(answerColumbiaQuestion(s, 1, false), 2, false), 7, false),
        ),
    );
    expect(result.current).toEqual({ isShown: true, showCheck: true, tooltip: null });
  });

  it('has neither for a protocol that is not listed', () => {
    startCall([depression(240)]);
    expect(renderHook(() => useColumbiaSubTab()).result.current).toEqual({
      isShown: true,
      showCheck: false,
      tooltip: null,
    });
  });
});

describe('required and copy-blocked', () => {
  it('blocks COPY only while bypass mode is open and the screening is required', () => {
    startCall([depression()]);
    const required = renderHook(() => useIsColumbiaScaleRequired());
    const blocked = renderHook(() => useIsCopyBlockedByColumbia());
    expect(required.result.current).toBe(true);
    expect(blocked.result.current).toBe(false);
    act(() => useCallStore.getState().setColumbiaScale(openColumbiaBypassMode));
    expect(blocked.result.current).toBe(true);
    act(() =>
      useCallStore
        .getState()
        .setColumbiaScale((s) => ({ ...s, bypass: { reason: 'Refused to answer', otherReason: null } })),
    );
    expect(required.result.current).toBe(false);
    expect(blocked.result.current).toBe(false);
  });
});
