/**
 * Authentication state. The session id lives in session storage (or only in memory when embedded);
 * remembered credentials keep the first name and Account ID, never the password.
 */
import { create } from 'zustand';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

const SESSION_KEY = 'ct-session-id';
const REMEMBERED_KEY = 'remembered-credentials';

export interface RememberedCredentials {
  firstName: string;
  practiceId: string;
}

interface AuthState {
  status: AuthStatus;
  sessionId: string | null;
  signIn: (sessionId: string) => void;
  signOut: () => void;
}

function readStoredSession(): string | null {
  try {
    return window.sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

const storedSession = readStoredSession();

export const useAuthStore = create<AuthState>((set) => ({
  status: storedSession ? 'authenticated' : 'unauthenticated',
  sessionId: storedSession,
  signIn: (sessionId) => {
    try {
      window.sessionStorage.setItem(SESSION_KEY, sessionId);
    } catch (error) {
      console.warn('Could not store the session id', error);
    }
    set({ status: 'authenticated', sessionId });
  },
  signOut: () => {
    try {
      window.sessionStorage.removeItem(SESSION_KEY);
    } catch (error) {
      console.warn('Could not remove the session id', error);
    }
    set({ status: 'unauthenticated', sessionId: null });
  },
}));

export function readRememberedCredentials(): RememberedCredentials | null {
  try {
    const raw = window.localStorage.getItem(REMEMBERED_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<RememberedCredentials>;
    return typeof value.firstName === 'string' && typeof value.practiceId === 'string'
      ? { firstName: value.firstName, practiceId: value.practiceId }
      : null;
  } catch {
    return null;
  }
}

export function writeRememberedCredentials(credentials: RememberedCredentials | null): void {
  try {
    if (credentials) window.localStorage.setItem(REMEMBERED_KEY, JSON.stringify(credentials));
    else window.localStorage.removeItem(REMEMBERED_KEY);
  } catch (error) {
    console.warn('Could not store the remembered credentials', error);
  }
}
