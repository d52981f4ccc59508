/**
 * Authentication state. The session id lives in session storage (or only in memory when embedded);
 * remembered credentials keep the first name and Account ID, never the password.
 */
import { create } from 'zustand';
import { encryptedStorage, STORAGE_KEYS } from '../../../lib/storage/index.ts';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

const SESSION_KEY = STORAGE_KEYS.sessionId;

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
