/**
 * The authentication lifecycle's transitions (spec section 4, 'Authentication'):
 * - a form or SSO sign-in initialises the session (account and first name) and stores the id;
 * - the stored session id is revalidated once at start (validate-session);
 * - both then send the organization's concurrency key with every later call;
 * - logout, a failed heartbeat, the id removed in another tab, a failed session check or the
 *   inactivity timeout end the session (the auth store's `signOut`): the stored auth data is removed
 *   here, and what else a sign-out clears (session state, call, query cache) is cleared in one
 *   place, `app/call-lifecycle.ts`. A logout request failure is ignored.
 */
import { type Account, logout as logoutCall, validateSession } from '@triage/contracts';
import { callApi } from '../../../lib/call-api.ts';
import { adoptConcurrencyKey, resumeConcurrencyKey } from '../../../lib/concurrency.ts';
import { type SignOutReason, useAuthStore } from '../../auth/index.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** Reasons for which the server is told (POST /api/logout); otherwise the session is already gone there. */
const TELLS_SERVER: ReadonlySet<SignOutReason> = new Set(['logout', 'inactivity']);

/**
 * Ends the session: tells the server for a logout or an inactivity timeout (a failure is ignored),
 * then signs out locally.
 */
export async function signOut(reason: SignOutReason = 'logout'): Promise<void> {
  const { sessionId } = useAuthStore.getState();
  if (sessionId && TELLS_SERVER.has(reason)) {
    try {
      await callApi(logoutCall, { body: {}, sessionId });
    } catch {
      // Spec section 4: a logout request failure is ignored and local state is still cleared.
    }
  }
  useAuthStore.getState().signOut(reason);
}

export interface SessionStart {
  sessionId: string;
  account: Account;
  firstName: string;
}

/** A successful form or SSO sign-in: account and first name into the session, the id stored. */
export function initialiseSession({ sessionId, account, firstName }: SessionStart): void {
  useSessionStore.getState().setSession(account, firstName.trim());
  useAuthStore.getState().signIn(sessionId);
  void adoptConcurrencyKey(account.organizationId);
}

/**
 * The first validation of a stored session id (1 s after start): valid gives authenticated with
 * the account refreshed, anything else ends the session. Does nothing unless the state is loading.
 */
export async function validateStoredSession(): Promise<void> {
  const { status, sessionId } = useAuthStore.getState();
  if (status !== 'loading') return;
  if (!sessionId) {
    useAuthStore.getState().signOut('session-check');
    return;
  }
  try {
    await resumeConcurrencyKey();
    const data = await callApi(validateSession, { sessionId });
    if (useAuthStore.getState().sessionId !== sessionId) return;
    useSessionStore.getState().setSession(data.account, data.firstName);
    useAuthStore.getState().confirmSession();
    void adoptConcurrencyKey(data.account.organizationId);
  } catch {
    if (useAuthStore.getState().sessionId !== sessionId) return;
    useAuthStore.getState().signOut('session-check');
  }
}
