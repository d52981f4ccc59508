import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ROUTES } from '../../../lib/routes.ts';
import { useCallStore } from '../../call/index.ts';

/**
 * Triage and Plan routes (spec section 2): redirect to /protocols while no protocol is active.
 * Waits for the stored call to be restored, so a reload on /triage/questions stays there.
 */
export function RequireActiveProtocol({ children }: { children: ReactNode }) {
  const isRestored = useCallStore((state) => state.restoreStatus === 'restored');
  const hasProtocol = useCallStore((state) => state.activeProtocol !== null);
  if (!isRestored) return null;
  return hasProtocol ? children : <Navigate to={ROUTES.protocols.criteria} replace />;
}
