/**
 * The app's call store: protocol content fetched with the signed-in session id, encrypted
 * persistence, persistCall read from the session. Sign-out, SSO launch and crash restart reset it
 * through `app/call-lifecycle.ts`.
 */
import { useAuthStore } from '../../auth/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { fetchFullProtocol } from '../api/fetch-full-protocol.ts';
import { createCallPersistence, createCallStore, randomCallId } from './call-store.ts';

export const useCallStore = createCallStore({
  fetchProtocol: (protocol) => fetchFullProtocol(protocol, useAuthStore.getState().sessionId),
  generateId: randomCallId,
  persistence: createCallPersistence(),
  persistOptions: () => useSessionStore.getState().account?.options ?? {},
});

/** Forced reset of the call, for sign-out and crash recovery (no confirmation): the stored call goes too. */
export function resetCallState(): void {
  useCallStore.getState().resetCallState();
}
