import { act, renderHook } from '@testing-library/react';
import { columbiaOnCopy, pressColumbiaAnswer } from '@triage/core';
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
    expect(result.current).toEqual({
      isShown: true,
      showCheck: false,
      tooltip: 'C-SSRS required but not yet completed',
    });
    act(() =>
      useCallStore
        .getState()
        .setColumbiaScale((s) =>
          pressColumbiaAnswer(pressColumbiaAnswer(pressColumbiaAnswer(s, 1, 'N'), 2, 'N'), 7, 'N'),
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
    act(() => useCallStore.getState().setColumbiaScale((s) => columbiaOnCopy(s, true).scale));
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
