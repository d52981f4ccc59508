import type { ProtocolListItem, SelectedProtocol } from '@triage/contracts';
import type { ProtocolSelectionState } from './types.ts';

/** The active protocol's entry in the selection, or null. */
export function activeSelectedProtocol(state: ProtocolSelectionState): SelectedProtocol | null {
  return state.selectedProtocols.find((p) => p.fullId === state.activeProtocol) ?? null;
}

/** The explicitly selected protocols, in selection order ('Protocols Used In This Call'). */
export function explicitProtocols(protocols: readonly SelectedProtocol[]): SelectedProtocol[] {
  return protocols.filter((p) => p.selectionMode === 'explicit');
}

/**
 * The selected protocols that are persisted: protocols that are not explicit are dropped (a lone
 * toggle-mode protocol as much as any other), so only explicit ones remain.
 */
export function protocolsToPersist(protocols: readonly SelectedProtocol[]): SelectedProtocol[] {
  return explicitProtocols(protocols);
}

/** The heading of the explicit list: singular for one protocol, plural otherwise. */
export function protocolsUsedInCallLabel(count: number): string {
  return count === 1 ? 'Protocol Used In This Call' : 'Protocols Used In This Call';
}

/** The protocol list without the protocols explicitly selected in the call. */
export function listWithoutExplicitProtocols<P extends Pick<ProtocolListItem, 'fullId'>>(
  list: readonly P[],
  selected: readonly SelectedProtocol[],
): P[] {
  const explicit = new Set(explicitProtocols(selected).map((p) => p.fullId));
  return list.filter((item) => !explicit.has(item.fullId));
}

/**
 * The selection for a call id: unchanged while the call id stays the same, emptied (no protocol,
 * none active) when it changes.
 */
export function selectionForCallId<S extends ProtocolSelectionState>(
  state: S,
  previousCallId: string | null,
  callId: string | null,
): S {
  if (previousCallId === callId) return state;
  return { ...state, selectedProtocols: [], activeProtocol: null };
}
