/**
 * The signed-in session's account (spec section 3, client session state): practice, options,
 * call-note template and subscription. Persisted encrypted under 'ct-session' so a reload keeps
 * working while the session is revalidated. The session id itself is held by the auth store.
 */
import type { Account, PracticeOptions } from '@triage/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createEncryptedJSONStorage, STORAGE_KEYS } from '../../../lib/storage/index.ts';

export interface SessionState {
  account: Account | null;
  firstName: string | null;
  setSession: (account: Account, firstName: string) => void;
  clearSession: () => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      account: null,
      firstName: null,
      setSession: (account, firstName) => set({ account, firstName }),
      clearSession: () => set({ account: null, firstName: null }),
    }),
    {
      name: STORAGE_KEYS.session,
      version: 1,
      storage: createEncryptedJSONStorage<Pick<SessionState, 'account' | 'firstName'>>(),
      partialize: (state) => ({ account: state.account, firstName: state.firstName }),
    },
  ),
);

/** The practice options of the session, or null when signed out. */
export function useSessionOptions(): PracticeOptions | null {
  return useSessionStore((state) => state.account?.options ?? null);
}
