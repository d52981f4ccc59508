import { describe, expect, it } from 'vitest';
import { toSelectedProtocol } from '../protocol-selection/select.ts';
import { makeProtocol } from '../testing/factories.ts';
import { callPersistencePlan, shouldOfferResume } from './persistence.ts';
import { initialCallState } from './state.ts';

const toggle = toSelectedProtocol(makeProtocol({ title: 'Cough' }), 'toggle');
const explicit = toSelectedProtocol(makeProtocol({ title: 'Fever' }), 'explicit');
const base = { ...initialCallState(), callId: 'call-1' };

describe('shouldOfferResume', () => {
  it('offers to resume a call with an explicit protocol or a free note', () => {
    expect(shouldOfferResume({ ...base, selectedProtocols: [explicit] }, {})).toBe(true);
    expect(shouldOfferResume({ ...base, freeNote: 'note' }, { persistCall: true })).toBe(true);
    expect(shouldOfferResume({ ...base, freeNote: '   ' }, { persistCall: true })).toBe(false);
  });

  it('does not offer it for toggle-only or empty calls', () => {
    expect(shouldOfferResume({ ...base, selectedProtocols: [toggle] }, {})).toBe(false);
    expect(shouldOfferResume(base, {})).toBe(false);
  });

  it('never offers it when persistCall is false', () => {
    expect(
      shouldOfferResume({ ...base, freeNote: 'note', selectedProtocols: [explicit] }, { persistCall: false }),
    ).toBe(false);
  });
});

describe('callPersistencePlan', () => {
  it('persists nothing and removes stored protocols when persistCall is false', () => {
    expect(callPersistencePlan({ ...base, selectedProtocols: [explicit] }, { persistCall: false })).toEqual({
      persist: false,
      removeStoredProtocols: true,
    });
  });

  it('persists only the explicit protocols, with the active marker when its protocol is kept', () => {
    const state = { ...base, selectedProtocols: [toggle, explicit], activeProtocol: explicit.fullId, freeNote: 'n' };
    expect(callPersistencePlan(state, {})).toEqual({
      persist: true,
      callState: { ...state, selectedProtocols: [explicit] },
      columbiaScale: state.columbiaScale,
      protocols: [explicit],
      activeProtocol: explicit.fullId,
    });
  });

  it('drops a lone toggle protocol and the active marker pointing to it', () => {
    const state = { ...base, selectedProtocols: [toggle], activeProtocol: toggle.fullId };
    const plan = callPersistencePlan(state, { persistCall: true });
    expect(plan).toMatchObject({ persist: true, protocols: [], activeProtocol: null });
  });
});
