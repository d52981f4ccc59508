/**
 * Sign-out clearing in one place (spec section 4), wired once at start by `main.tsx`. Every end of
 * a session — logout, a failed heartbeat, another tab, a failed session check (on /login too),
 * the inactivity timeout, a new SSO launch — clears the session state, the query cache and the call,
 * its stored copy included. The call's code is not loaded on /login: it is loaded for the clearing.
 * Crash recovery reaches the call through here too (counts and flags for a report, reset on Restart).
 */
import { subscribeSignedOut } from '../features/auth/index.ts';
import { useSessionStore } from '../features/session/index.ts';
import { connectCrashCall } from '../features/support/index.ts';
import { clearQueryCache } from '../lib/query-client.ts';
import { loadCall } from './routes/route-chunks.ts';

async function resetCall(): Promise<void> {
  (await loadCall()).resetCallState();
}

/** Clears what a session leaves in the browser; a failure is logged (never with a value). */
function clearSignedOutState(): void {
  useSessionStore.getState().clearSession();
  void clearQueryCache();
  resetCall().catch((error: unknown) =>
    console.error('Could not reset the call state', error instanceof Error ? error.name : typeof error),
  );
}

/** Starts the clearing and connects crash recovery; returns the function that stops the clearing. */
export function startCallLifecycle(): () => void {
  connectCrashCall({
    reset: resetCall,
    describe: () => loadCall.loaded()?.describeCallForErrorReport() ?? null,
    patientTexts: () => loadCall.loaded()?.callPatientTexts() ?? [],
  });
  return subscribeSignedOut(clearSignedOutState);
}
