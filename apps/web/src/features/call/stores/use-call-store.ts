/**
 * The app's call store: protocol content fetched with the signed-in session id, encrypted
 * persistence, persistCall read from the session. Registered with the session lifecycle, which
 * resets it on sign-out, SSO launch and crash restart, and reads only counts and flags of it for
 * crash reports (the patient texts are given so they can be redacted).
 */
import { explicitProtocols, hasFreeNote } from '@triage/core';
import { useAuthStore } from '../../auth/index.ts';
import { registerCallState, useSessionStore } from '../../session/index.ts';
import { fetchFullProtocol } from '../api/fetch-full-protocol.ts';
import { createCallPersistence, createCallStore, randomCallId } from './call-store.ts';

export const useCallStore = createCallStore({
  fetchProtocol: (protocol) => fetchFullProtocol(protocol, useAuthStore.getState().sessionId),
  generateId: randomCallId,
  persistence: createCallPersistence(),
  persistOptions: () => useSessionStore.getState().account?.options ?? {},
});

/** Forced reset of the call, for sign-out and crash recovery (no confirmation). */
export function resetCallState(): void {
  useCallStore.getState().resetCallState();
}

registerCallState({
  reset: resetCallState,
  describeForErrorReport: () => {
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
  },
  patientTexts: () => {
    const state = useCallStore.getState();
    return [
      state.freeNote,
      state.dispositionOverride?.notes ?? '',
      state.columbiaScale.bypass.otherReason ?? '',
    ].filter((text) => text.trim() !== '');
  },
});
