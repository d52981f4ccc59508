/**
 * App-wide composition (docs/ARCHITECTURE.md, 'apps/web/src/app'):
 * - `Providers` wraps the router: the persisted query client, the crash boundary for errors outside
 *   the router, the version check fed by every response's headers, and the toasts.
 * - `AppFrame` is the root route's element, inside the router: the update overlay, the session
 *   lifecycle (validation, heartbeat, inactivity, other tabs), the page, and the 'no longer
 *   authenticated' overlay of embedded use, and the host bridge of embedded use (`HostBridgeRoot`,
 *   the one place that starts it). The root route's errorElement is the crash screen.
 */
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { NotAuthenticatedOverlay, SessionLifecycle } from '../features/session/index.ts';
import { CrashBoundary, startVersionCheck, UpdateOverlay } from '../features/support/index.ts';
import { isEmbeddedApp } from '../lib/embedded.ts';
import { queryClient as appQueryClient, createPersistOptions } from '../lib/query-client.ts';

/**
 * The host bridge and what it serves (the call, suggestions) load only in embedded use, so a
 * standalone sign-in page does not carry them; outside a frame the bridge would not start anyway.
 */
const HostBridgeRoot = lazy(() =>
  import('../features/bridge/index.ts').then(({ HostBridgeRoot }) => ({ default: HostBridgeRoot })),
);

/** Toasts render from their own chunk; a toast raised before it loads waits in the toast store. */
const Toaster = lazy(() => import('../components/ui/toast/index.ts').then(({ Toaster }) => ({ default: Toaster })));

export interface ProvidersProps {
  children: ReactNode;
  client?: QueryClient;
  persistOptions?: PersistQueryClientProviderProps['persistOptions'];
}

export function Providers({ children, client = appQueryClient, persistOptions }: ProvidersProps) {
  useEffect(() => startVersionCheck(), []);
  return (
    <CrashBoundary>
      <PersistQueryClientProvider client={client} persistOptions={persistOptions ?? createPersistOptions()}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </PersistQueryClientProvider>
    </CrashBoundary>
  );
}

/** The root route's element: overlays and the session lifecycle around every page. */
export function AppFrame() {
  return (
    <div className="flex h-full flex-col">
      <UpdateOverlay />
      <SessionLifecycle />
      {isEmbeddedApp() ? (
        <Suspense fallback={null}>
          <HostBridgeRoot />
        </Suspense>
      ) : null}
      <div className="min-h-0 flex-1 overflow-auto">
        <Outlet />
      </div>
      <NotAuthenticatedOverlay />
    </div>
  );
}
