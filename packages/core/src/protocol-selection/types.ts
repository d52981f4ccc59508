import type { CallState, SelectedProtocol } from '@triage/contracts';

/** The part of the call state that protocol selection changes (a whole CallState fits too). */
export type ProtocolSelectionState = Pick<CallState, 'selectedProtocols' | 'activeProtocol'>;

/**
 * Outcome of removing a protocol: removed (with the protocol as it was, its selections cleared),
 * refused until the user confirms ('Are You Sure?' dialog), or nothing to remove.
 */
export type RemoveProtocolResult<S> =
  | { status: 'removed'; state: S; removed: SelectedProtocol[] }
  | { status: 'needs-confirmation'; state: S; protocols: SelectedProtocol[] }
  | { status: 'not-found'; state: S };

/** Outcome of selecting a protocol: selected, or (clicking the active one again) a removal outcome. */
export type SelectProtocolResult<S> = { status: 'selected'; state: S } | RemoveProtocolResult<S>;

/** Options of a removal; `confirmed` is true once the user chose Proceed in the confirm dialog. */
export interface RemoveProtocolOptions {
  confirmed?: boolean | undefined;
}
