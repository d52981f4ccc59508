import type { SelectionMode } from '@triage/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeProtocol } from '../testing/factories.ts';
import { removeProtocol } from './remove.ts';
import { selectProtocol } from './select.ts';
import type { ProtocolSelectionState } from './types.ts';

const catalogue = [1, 2, 3, 4, 5].map((id) => makeProtocol({ id, sourceProtocolId: id, title: `Protocol ${id}` }));

type Step =
  | { kind: 'select'; index: number; mode: SelectionMode; confirmed: boolean }
  | { kind: 'remove'; index: number; confirmed: boolean };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('select' as const),
    index: fc.nat({ max: catalogue.length - 1 }),
    mode: fc.constantFrom('toggle' as const, 'explicit' as const),
    confirmed: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('remove' as const),
    index: fc.nat({ max: catalogue.length - 1 }),
    confirmed: fc.boolean(),
  }),
);

function apply(state: ProtocolSelectionState, step: Step): ProtocolSelectionState {
  const protocol = catalogue[step.index];
  if (!protocol) return state;
  return step.kind === 'select'
    ? selectProtocol(state, protocol, step.mode, { confirmed: step.confirmed }).state
    : removeProtocol(state, protocol.sourceProtocolId, { confirmed: step.confirmed }).state;
}

describe('protocol selection (properties)', () => {
  it('keeps at most one toggle-mode protocol, no duplicates, and an active protocol that is selected', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 25 }), (steps) => {
        let state: ProtocolSelectionState = { selectedProtocols: [], activeProtocol: null };
        for (const step of steps) {
          state = apply(state, step);
          const ids = state.selectedProtocols.map((p) => p.fullId);
          expect(state.selectedProtocols.filter((p) => p.selectionMode === 'toggle').length).toBeLessThanOrEqual(1);
          expect(new Set(ids).size).toBe(ids.length);
          if (ids.length === 0) expect(state.activeProtocol).toBeNull();
          else expect(ids).toContain(state.activeProtocol);
        }
      }),
    );
  });
});
