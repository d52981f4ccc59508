import { describe, expect, it } from 'vitest';
import { makeSelectedProtocol } from '../testing/factories.ts';
import { setColumbiaBypassReason } from './bypass.ts';
import { initialColumbiaScale } from './questions.ts';
import {
  COLUMBIA_REQUIRED_TOOLTIP,
  columbiaSubTabStatus,
  isColumbiaScaleRequired,
  isColumbiaScaleRequiredInCall,
  isColumbiaSubTabShown,
} from './requirement.ts';
import { answered } from './testing/answered.ts';

const negative = answered([
  [1, false],
  [2, false],
  [7, false],
]);

describe('isColumbiaScaleRequired', () => {
  it('is required when a selected protocol is listed and there is neither score nor bypass', () => {
    expect(isColumbiaScaleRequired([240], [12, 240], initialColumbiaScale())).toBe(true);
    expect(isColumbiaScaleRequired([7, 240], [240], initialColumbiaScale())).toBe(true);
  });

  it('is not required when no selected protocol is listed, or without the option', () => {
    expect(isColumbiaScaleRequired([7], [12, 240], initialColumbiaScale())).toBe(false);
    expect(isColumbiaScaleRequired([], [12, 240], initialColumbiaScale())).toBe(false);
    expect(isColumbiaScaleRequired([240], undefined, initialColumbiaScale())).toBe(false);
  });

  it('is not required once a score exists', () => {
    expect(isColumbiaScaleRequired([240], [240], negative)).toBe(false);
  });

  it('is not required once a bypass reason exists', () => {
    const bypassed = setColumbiaBypassReason(initialColumbiaScale(), 'Hung up before completion');
    expect(isColumbiaScaleRequired([240], [240], bypassed)).toBe(false);
  });
});

describe('the C-SSRS sub-tab', () => {
  it('is shown only when the session options define columbiaScaleProtocols', () => {
    expect(isColumbiaSubTabShown([240])).toBe(true);
    expect(isColumbiaSubTabShown([])).toBe(true);
    expect(isColumbiaSubTabShown(undefined)).toBe(false);
    expect(isColumbiaSubTabShown(null)).toBe(false);
  });

  it('shows a check icon once a score exists', () => {
    expect(columbiaSubTabStatus([240], [240], negative)).toEqual({ showCheck: true, tooltip: null });
  });

  it('warns when any selected protocol is listed and there is no score', () => {
    expect(COLUMBIA_REQUIRED_TOOLTIP).toBe('C-SSRS required but not yet completed');
    expect(columbiaSubTabStatus([5, 240], [240], initialColumbiaScale())).toEqual({
      showCheck: false,
      tooltip: COLUMBIA_REQUIRED_TOOLTIP,
    });
  });

  it('shows neither when no selected protocol is listed', () => {
    expect(columbiaSubTabStatus([5], [240], initialColumbiaScale())).toEqual({ showCheck: false, tooltip: null });
    expect(columbiaSubTabStatus([5], undefined, initialColumbiaScale())).toEqual({ showCheck: false, tooltip: null });
  });
});

describe('isColumbiaScaleRequiredInCall', () => {
  const protocols = [makeSelectedProtocol({ sourceProtocolId: 240 }), makeSelectedProtocol({ sourceProtocolId: 12 })];
  const call = (active: number, columbiaScale = initialColumbiaScale()) => ({
    selectedProtocols: protocols,
    activeProtocol: protocols[active]?.fullId ?? null,
    columbiaScale,
  });

  it('reads every selected protocol of the call, whichever is active', () => {
    expect(isColumbiaScaleRequiredInCall(call(0), [240])).toBe(true);
    expect(isColumbiaScaleRequiredInCall(call(1), [240])).toBe(true);
    expect(isColumbiaScaleRequiredInCall(call(0), [99])).toBe(false);
  });

  it('is not required once bypassed', () => {
    const bypassed = setColumbiaBypassReason(initialColumbiaScale(), 'Refused to answer');
    expect(isColumbiaScaleRequiredInCall(call(0, bypassed), [240])).toBe(false);
  });
});
