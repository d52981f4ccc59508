/**
 * The authentication lifecycle's transitions (spec section 4, 'Authentication'):
 * - a form or SSO sign-in initialises the session (account and first name) and stores the id;
 * - the stored session id is revalidated once at start (validate-session);
 * - both then send the organization's concurrency key with every later call;
 * - logout, a failed heartbeat, the id removed in another tab, a failed session check or the
 *   inactivity timeout end the session: the session is cleared (remembered SSO credentials are kept:
 *   they live under their own key), the call state reset, the stored auth data and the query cache
 *   removed. A logout request failure is ignored.
 */
import { type Account, logout as logoutCall, validateSession } from '@triage/contracts';
import { callApi } from '../../../lib/call-api.ts';
import { adoptConcurrencyKey, resumeConcurrencyKey } from '../../../lib/concurrency.ts';
import { clearQueryCache } from '../../../lib/query-client.ts';
import { type SignOutReason, subscribeSignedOut, useAuthStore } from '../../auth/index.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { resetRegisteredCallState } from './call-state-binding.ts';

type SignedOutListener = (reason: SignOutReason) => void;
const signedOutListeners = new Set<SignedOutListener>();

/**
 * Calls `listener` after every end of a session (logout, heartbeat failure, inactivity, another
 * tab, failed session check, a new SSO launch), once the session and call state are cleared.
 * Returns the unsubscribe function.
 */
export function onSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener);
  return () => {
    signedOutListeners.delete(listener);
  };
}

/** Clears what the session holds in the browser: the session store, the call state, the query cache. */
export function clearLocalSession(): void {
  useSessionStore.getState().clearSession();
  resetRegisteredCallState();
  void clearQueryCache();
}

function handleSignedOut(reason: SignOutReason): void {
  clearLocalSession();
  for (const listener of [...signedOutListeners]) {
    try {
      listener(reason);
    } catch (error) {
      console.error('A signed-out listener failed', error instanceof Error ? error.name : typeof error);
    }
  }
}

let isClearingInstalled = false;

/**
 * Makes every sign-out, whoever starts it (the /logout route, the heartbeat, another tab…), clear
 * the session and the call before the `onSignedOut` listeners run. Idempotent; called by every way
 * into a session and by the lifecycle component.
 */
export function ensureSignOutClearing(): void {
  if (isClearingInstalled) return;
  isClearingInstalled = true;
  subscribeSignedOut(handleSignedOut);
}

/** Reasons for which the server is told (POST /api/logout); otherwise the session is already gone there. */
const TELLS_SERVER: ReadonlySet<SignOutReason> = new Set(['logout', 'inactivity']);

/**
 * Ends the session: tells the server for a logout or an inactivity timeout (a failure is ignored),
 * then clears everything locally.
 */
export async function signOut(reason: SignOutReason = 'logout'): Promise<void> {
  ensureSignOutClearing();
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
  ensureSignOutClearing();
  useSessionStore.getState().setSession(account, firstName.trim());
  useAuthStore.getState().signIn(sessionId);
  void adoptConcurrencyKey(account.organizationId);
}

/**
 * The first validation of a stored session id (1 s after start): valid gives authenticated with
 * the account refreshed, anything else ends the session. Does nothing unless the state is loading.
 */
export async function validateStoredSession(): Promise<void> {
  ensureSignOutClearing();
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
