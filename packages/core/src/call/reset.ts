import type { CallState } from '@triage/contracts';
import { hasColumbiaOutcome, hasExplicitProtocol, hasFreeNote, initialCallState } from './state.ts';

/** Outcome of RESET: the initial state, or the unchanged call asking for confirmation. */
export type ResetCallResult =
  | { status: 'reset'; state: CallState }
  | { status: 'needs-confirmation'; state: CallState };

/** Options of RESET: `force` is true when the user chose Reset in the confirmation dialog. */
export interface ResetCallOptions {
  force?: boolean | undefined;
}

/**
 * Whether RESET must ask first: anything is explicit, or the note is non-empty, or the scale has a
 * result or bypass, and nothing has been copied since the last change.
 * @internal
 */
export function needsResetConfirmation(state: CallState): boolean {
  const hasWork = hasExplicitProtocol(state) || hasFreeNote(state) || hasColumbiaOutcome(state);
  return hasWork && !state.copyHasOccurred;
}

/**
 * RESET. When confirmation is needed and the reset is not forced, nothing is reset: the state comes
 * back with confirmBeforeReset set (the dialog offers Return to Call or Reset). Otherwise the
 * initial call state is returned; the caller then removes the stored scale, protocols and
 * active-protocol marker.
 */
export function resetCall(state: CallState, options: ResetCallOptions = {}): ResetCallResult {
  if (!options.force && needsResetConfirmation(state)) {
    return { status: 'needs-confirmation', state: { ...state, confirmBeforeReset: true } };
  }
  return { status: 'reset', state: initialCallState() };
}

/** Return to Call: closes the reset confirmation and keeps the call. */
export function cancelReset(state: CallState): CallState {
  return state.confirmBeforeReset ? { ...state, confirmBeforeReset: false } : state;
}
