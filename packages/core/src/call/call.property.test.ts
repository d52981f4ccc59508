import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callStateArb } from '../testing/arbitraries.ts';
import { needsResetConfirmation, resetCall } from './reset.ts';
import { initialCallState } from './state.ts';

describe('reset (properties)', () => {
  it('returns the initial state on a forced reset, whatever the call', () => {
    fc.assert(
      fc.property(callStateArb(), (state) => {
        expect(resetCall(state, { force: true })).toEqual({ status: 'reset', state: initialCallState() });
      }),
    );
  });

  it('either resets to the initial state or keeps the call and asks, as needsResetConfirmation says', () => {
    fc.assert(
      fc.property(callStateArb(), (state) => {
        const result = resetCall(state);
        if (needsResetConfirmation(state)) {
          expect(result).toEqual({ status: 'needs-confirmation', state: { ...state, confirmBeforeReset: true } });
        } else {
          expect(result.state).toEqual(initialCallState());
        }
      }),
    );
  });
});
