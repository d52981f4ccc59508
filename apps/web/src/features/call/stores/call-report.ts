/**
 * What crash recovery may know of the call (spec section 4): counts and flags only, and the
 * patient texts so that a crash report can redact them should an error quote one. Read by the
 * crash report through `app/call-lifecycle.ts`.
 */
import { explicitProtocols, hasFreeNote } from '@triage/core';
import { useCallStore } from './use-call-store.ts';

/** Counts and flags of the call in progress: never the free note, answers or titles. */
export function describeCallForErrorReport(): Record<string, number | boolean> {
  const state = useCallStore.getState();
  return {
    selectedProtocolCount: state.selectedProtocols.length,
    explicitProtocolCount: explicitProtocols(state.selectedProtocols).length,
    hasActiveProtocol: state.activeProtocol !== null,
    hasFreeNote: hasFreeNote(state),
    hasOverride: state.dispositionOverride !== null,
    hasColumbiaResult: state.columbiaScale.result.score !== null,
    copyHasOccurred: state.copyHasOccurred,
    confirmBeforeReset: state.confirmBeforeReset,
  };
}

/**
 * The patient texts of the call (free note, override notes, 'Other' bypass reason, the doses added
 * on the Medication sub-tab: they carry the weight), to redact.
 */
export function callPatientTexts(): string[] {
  const state = useCallStore.getState();
  return [
    state.freeNote,
    state.dispositionOverride?.notes ?? '',
    state.columbiaScale.bypass.otherReason ?? '',
    ...state.selectedProtocols.flatMap((protocol) => protocol.otcRecommendations ?? []),
  ].filter((text) => text.trim() !== '');
}
