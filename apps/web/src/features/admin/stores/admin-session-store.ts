/**
 * The administrator's session in this tab: the admin session id, who, and the practices in scope.
 * Kept for the tab only (sessionStorage, never local storage): closing the tab ends it here, and
 * the server ends it after ADMIN_IDLE_MINUTES without activity (docs/adr/0018).
 */
import { AdminSignInData } from '@triage/contracts/admin';
import { create } from 'zustand';

const KEY = 'admin-session';

export type AdminSession = AdminSignInData;

function read(): AdminSession | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed = raw ? AdminSignInData.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type EndReason = 'signed-out' | 'ended';

interface AdminSessionState {
  session: AdminSession | null;
  /** Why the last session ended, shown on the sign-in page. */
  endReason: EndReason | null;
  start: (session: AdminSession) => void;
  refresh: (session: Omit<AdminSession, 'adminSessionId'>) => void;
  end: (reason: EndReason) => void;
}

export const useAdminSessionStore = create<AdminSessionState>()((set, get) => ({
  session: read(),
  endReason: null,
  start: (session) => {
    window.sessionStorage.setItem(KEY, JSON.stringify(session));
    set({ session, endReason: null });
  },
  refresh: (data) => {
    const current = get().session;
    if (!current) return;
    get().start({ ...current, ...data });
  },
  end: (reason) => {
    window.sessionStorage.removeItem(KEY);
    set({ session: null, endReason: reason });
  },
}));
