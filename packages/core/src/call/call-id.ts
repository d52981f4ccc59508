import type { CallState } from '@triage/contracts';
import { withCopyTracking } from './copy.ts';
import { hasFreeNote } from './state.ts';

/** Makes a new call id. Core never makes ids itself: the caller passes e.g. `() => crypto.randomUUID()`. */
export type CallIdGenerator = () => string;

/**
 * The call id for a state: the existing one is reused; a new one is generated when there is none,
 * or when the free note is empty (or only whitespace) and no protocol is selected. Pass the state after the change
 * (selecting a protocol, editing the note), not before.
 * @internal
 */
export function nextCallId(
  state: Pick<CallState, 'callId' | 'freeNote' | 'selectedProtocols'>,
  generateId: CallIdGenerator,
): string {
  const isEmpty = !hasFreeNote(state) && state.selectedProtocols.length === 0;
  return state.callId !== null && !isEmpty ? state.callId : generateId();
}

/** The state with its call id recomputed by `nextCallId`. */
export function withCallId<S extends Pick<CallState, 'callId' | 'freeNote' | 'selectedProtocols'>>(
  state: S,
  generateId: CallIdGenerator,
): S {
  const callId = nextCallId(state, generateId);
  return callId === state.callId ? state : { ...state, callId };
}

/**
 * Editing the free note: sets it, recomputes the call id, and clears copyHasOccurred when the note
 * changed. When the call id changes the caller also resets the protocol selection
 * (`selectionForCallId`).
 */
export function setFreeNote(state: CallState, freeNote: string, generateId: CallIdGenerator): CallState {
  return withCallId(withCopyTracking(state, { ...state, freeNote }), generateId);
}
