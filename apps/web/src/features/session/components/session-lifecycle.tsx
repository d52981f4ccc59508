import { checkSession } from '@triage/contracts';
import { firstValidationAt, type InactivityStatus } from '@triage/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Banner, BannerAction } from '../../../components/ui/banner.tsx';
import { callApi } from '../../../lib/call-api.ts';
import { isEmbeddedApp } from '../../../lib/embedded.ts';
import { STORAGE_KEYS } from '../../../lib/storage/index.ts';
import { onSignOutInOtherTab, readStoredSessionId, useAuthStore } from '../../auth/index.ts';
import { trackActivity } from '../lifecycle/activity-tracker.ts';
import { signOut, validateStoredSession } from '../lifecycle/session-actions.ts';
import {
  createSessionMonitor,
  type SessionClock,
  type SessionMonitor,
  systemClock,
} from '../lifecycle/session-monitor.ts';

/** @internal */
export const INACTIVITY_WARNING_TEXT =
  'You have been inactive for almost 2 hours. For your security you will be signed out in 5 minutes.';

export interface SessionLifecycleProps {
  /** The clock of the heartbeat and inactivity rules; the system clock by default. */
  clock?: SessionClock;
}

/** True when a storage event says this tab's session id was removed (by another tab or frame). */
function isSessionIdRemoved(event: StorageEvent): boolean {
  if (event.key === STORAGE_KEYS.sessionId) return event.newValue === null;
  return event.key === null && readStoredSessionId() === null;
}

/**
 * Runs the authentication lifecycle inside the router (spec section 4): the first validation of a
 * stored session 1 s after start, the heartbeat and the inactivity clock while signed in, activity
 * tracking (navigation included), and sign-out when another tab removes the session id or signs
 * out. Shows the
 * inactivity warning.
 */
export function SessionLifecycle({ clock = systemClock }: SessionLifecycleProps) {
  const status = useAuthStore((state) => state.status);
  const sessionId = useAuthStore((state) => state.sessionId);
  const location = useLocation();
  const monitorRef = useRef<SessionMonitor | null>(null);
  const [inactivity, setInactivity] = useState<InactivityStatus>('active');

  useEffect(() => {
    if (useAuthStore.getState().status !== 'loading') return;
    const delay = Math.max(0, firstValidationAt(clock.now()) - clock.now());
    const timer = setTimeout(() => void validateStoredSession(), delay);
    return () => clearTimeout(timer);
  }, [clock]);

  useEffect(() => {
    if (status !== 'authenticated' || !sessionId) return;
    const monitor = createSessionMonitor({
      clock,
      checkSession: async (prolong) => {
        await callApi(checkSession, { query: { sessionId, prolong: prolong ? 'true' : 'false' } });
        return true;
      },
      onHeartbeatFailed: () => void signOut('heartbeat'),
      onInactivityStatus: setInactivity,
      onInactivityTimeout: () => void signOut('inactivity'),
    });
    monitorRef.current = monitor;
    monitor.start();
    const stopTracking = trackActivity(monitor.recordActivity);
    return () => {
      stopTracking();
      monitor.stop();
      monitorRef.current = null;
      setInactivity('active');
    };
  }, [status, sessionId, clock]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (a new location key) is activity
  useEffect(() => {
    monitorRef.current?.recordActivity();
  }, [location.key]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const state = useAuthStore.getState();
      if (isEmbeddedApp() || state.sessionId === null || state.status === 'unauthenticated') return;
      if (isSessionIdRemoved(event)) void signOut('other-tab');
    };
    window.addEventListener('storage', onStorage);
    const stopListening = onSignOutInOtherTab(() => {
      const state = useAuthStore.getState();
      // The nurse's own sign-out, in this tab too: its session (its own id) ends on the server as well.
      if (!isEmbeddedApp() && state.sessionId !== null) void signOut('logout');
    });
    return () => {
      window.removeEventListener('storage', onStorage);
      stopListening();
    };
  }, []);

  if (inactivity !== 'warn') return null;
  return (
    <Banner tone="warning" role="alert" actions={<BannerAction emphasis="primary">Stay signed in</BannerAction>}>
      {INACTIVITY_WARNING_TEXT}
    </Banner>
  );
}
