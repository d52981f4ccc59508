import type { CallState, ColumbiaScale } from '@triage/contracts';
import { initialColumbiaScale } from '../columbia-scale/index.ts';

/**
 * The state of a call before anything happens: no protocol, none active, no override, an empty
 * free note, no call id, nothing copied, and the initial suicide-risk scale (or the one given).
 */
export function initialCallState(columbiaScale: ColumbiaScale = initialColumbiaScale()): CallState {
  return {
    selectedProtocols: [],
    activeProtocol: null,
    dispositionOverride: null,
    freeNote: '',
    columbiaScale,
    callId: null,
    confirmBeforeReset: false,
    copyHasOccurred: false,
  };
}

/** True when at least one selected protocol was chosen explicitly. */
export function hasExplicitProtocol(state: Pick<CallState, 'selectedProtocols'>): boolean {
  return state.selectedProtocols.some((p) => p.selectionMode === 'explicit');
}

/**
 * True when the free note holds something other than whitespace: the one rule RESET, COPY, the
 * note, persistence and the call id all use (a note of spaces counts as no note).
 */
export function hasFreeNote(state: Pick<CallState, 'freeNote'>): boolean {
  return state.freeNote.trim() !== '';
}

/** True when the suicide-risk scale has a result (a score) or a bypass reason. */
export function hasColumbiaOutcome(state: Pick<CallState, 'columbiaScale'>): boolean {
  const { result, bypass } = state.columbiaScale;
  return result.score !== null || bypass.reason !== null || (bypass.otherReason ?? '') !== '';
}
