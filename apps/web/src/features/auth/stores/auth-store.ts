/**
 * Authentication state (spec section 4, 'Authentication'). The session id lives in session storage,
 * or only in memory in embedded use; remembered credentials keep the first name and Account ID,
 * never the password.
 *
 * - At start the state is 'loading' when a session id is stored (it is revalidated against the
 *   server, see features/session), otherwise 'unauthenticated'.
 * - `signOut` removes the session id and the stored auth data, announces a nurse's sign-out to the
 *   other tabs (see sign-out-signal.ts), then tells every listener
 *   registered with {@link subscribeSignedOut} (features/session clears the session and the call).
 */
import { create } from 'zustand';
import { isEmbeddedApp } from '../../../lib/embedded.ts';
import { encryptedStorage, STORAGE_KEYS } from '../../../lib/storage/index.ts';
import { announceSignOut } from './sign-out-signal.ts';

type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** Why a session ended. */
export type SignOutReason =
  | 'logout'
  | 'inactivity'
  | 'heartbeat'
  | 'session-check'
  | 'other-tab'
  | 'sso-launch'
  | 'restart';

const SESSION_KEY = STORAGE_KEYS.sessionId;

export interface RememberedCredentials {
  firstName: string;
  practiceId: string;
}

interface AuthState {
  status: AuthStatus;
  sessionId: string | null;
  /** A new session (form or SSO sign-in): authenticated, the id stored (in memory only when embedded). */
  signIn: (sessionId: string) => void;
  /** The stored session id was confirmed by the server: authenticated. */
  confirmSession: () => void;
  /** Unauthenticated: the session id and stored auth data removed, the signed-out listeners told. */
  signOut: (reason?: SignOutReason) => void;
}

/** The session id kept in this tab's session storage (never in embedded use). */
export function readStoredSessionId(): string | null {
  if (isEmbeddedApp()) return null;
  try {
    return window.sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

function storeSessionId(sessionId: string): void {
  if (isEmbeddedApp()) return;
  try {
    window.sessionStorage.setItem(SESSION_KEY, sessionId);
  } catch (error) {
    console.warn('Could not store the session id', error instanceof Error ? error.name : typeof error);
  }
}

function removeStoredAuthData(): void {
  try {
    window.sessionStorage.removeItem(SESSION_KEY);
  } catch (error) {
    console.warn('Could not remove the session id', error instanceof Error ? error.name : typeof error);
  }
  void encryptedStorage.removeItem(STORAGE_KEYS.auth);
}

type SignedOutListener = (reason: SignOutReason) => void;
const signedOutListeners = new Set<SignedOutListener>();

/** Calls `listener` after every sign-out; returns the unsubscribe function. */
export function subscribeSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener);
  return () => {
    signedOutListeners.delete(listener);
  };
}

const storedSession = readStoredSessionId();

export const useAuthStore = create<AuthState>((set) => ({
  status: storedSession ? 'loading' : 'unauthenticated',
  sessionId: storedSession,
  signIn: (sessionId) => {
    storeSessionId(sessionId);
    set({ status: 'authenticated', sessionId });
  },
  confirmSession: () => set((state) => (state.sessionId ? { status: 'authenticated' } : state)),
  signOut: (reason = 'logout') => {
    removeStoredAuthData();
    set({ status: 'unauthenticated', sessionId: null });
    // A nurse who signs out in one tab is signed out in every tab (embedded frames keep their host's session).
    if (reason === 'logout' && !isEmbeddedApp()) announceSignOut();
    for (const listener of [...signedOutListeners]) {
      try {
        listener(reason);
      } catch (error) {
        console.error('A sign-out step failed', error instanceof Error ? error.name : typeof error);
      }
    }
  },
}));

function isRememberedCredentials(value: unknown): value is RememberedCredentials {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RememberedCredentials>;
  return typeof candidate.firstName === 'string' && typeof candidate.practiceId === 'string';
}

/** The remembered first name and Account ID (never the password), from encrypted storage. */
export async function readRememberedCredentials(): Promise<RememberedCredentials | null> {
  const value = await encryptedStorage.getJson(STORAGE_KEYS.rememberedCredentials, isRememberedCredentials);
  return isRememberedCredentials(value) ? { firstName: value.firstName, practiceId: value.practiceId } : null;
}

export async function writeRememberedCredentials(credentials: RememberedCredentials | null): Promise<void> {
  if (credentials) await encryptedStorage.setJson(STORAGE_KEYS.rememberedCredentials, credentials);
  else await encryptedStorage.removeItem(STORAGE_KEYS.rememberedCredentials);
}
