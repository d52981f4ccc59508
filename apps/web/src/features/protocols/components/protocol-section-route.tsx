import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ROUTES } from '../../../lib/routes.ts';
import { useActiveProtocol, useCallStore } from '../../call/index.ts';
import { hasSection, type ProtocolSectionId } from '../lib/protocol-sections.ts';
import { ProtocolLoading } from './protocol-loading.tsx';

/**
 * A protocol section's route: redirects to /protocols without an active protocol or when the
 * protocol lacks that content; 'Loading...' while the content loads.
 */
export function ProtocolSectionRoute({ section, children }: { section: ProtocolSectionId; children: ReactNode }) {
  const isRestored = useCallStore((state) => state.restoreStatus === 'restored');
  const active = useActiveProtocol();
  if (!isRestored) return null;
  if (!active) return <Navigate to={ROUTES.protocols.criteria} replace />;
  if (!active.content) return <ProtocolLoading fullId={active.fullId} />;
  return hasSection(active.content, section) ? children : <Navigate to={ROUTES.protocols.criteria} replace />;
}
