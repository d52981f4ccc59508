import type { SelectedProtocol } from '@triage/contracts';
import { resetProtocolSelections } from '../answers/index.ts';
import type { ProtocolSelectionState, RemoveProtocolOptions, RemoveProtocolResult } from './types.ts';

/**
 * Removes the selected protocols matching `isTarget`. Removing an explicit protocol needs
 * confirmation; once removed, the first remaining protocol becomes active (or none).
 */
export function removeMatching<S extends ProtocolSelectionState>(
  state: S,
  isTarget: (protocol: SelectedProtocol) => boolean,
  options: RemoveProtocolOptions = {},
): RemoveProtocolResult<S> {
  const targets = state.selectedProtocols.filter(isTarget);
  if (targets.length === 0) return { status: 'not-found', state };
  if (!options.confirmed && targets.some((p) => p.selectionMode === 'explicit')) {
    return { status: 'needs-confirmation', state, protocols: targets };
  }
  const remaining = state.selectedProtocols.filter((p) => !isTarget(p));
  return {
    status: 'removed',
    state: { ...state, selectedProtocols: remaining, activeProtocol: remaining[0]?.fullId ?? null },
    removed: targets.map(resetProtocolSelections),
  };
}

/**
 * Removes a protocol from the call by its source protocol id. The first remaining protocol then
 * becomes active, or none. An explicit protocol is removed only with `confirmed: true` (otherwise
 * the result asks for confirmation and the state is unchanged); the removed protocols are returned
 * with all their selections cleared so stored copies can be overwritten.
 */
export function removeProtocol<S extends ProtocolSelectionState>(
  state: S,
  sourceProtocolId: number,
  options: RemoveProtocolOptions = {},
): RemoveProtocolResult<S> {
  return removeMatching(state, (p) => p.sourceProtocolId === sourceProtocolId, options);
}
