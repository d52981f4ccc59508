/**
 * The signed-in layout (spec section 2, 'Shell layout'): the demo banner, in a SMART session the
 * patient banner, the free-note box, the
 * tab bar with the user menu at the right, the selection row and sub-tabs (every tab but
 * Protocols, whose sub-tabs sit in its right column), the page body and the bottom bar. Redirects
 * to /login when signed out. Restores the stored call once and hosts the call's dialogs, the call's
 * keyboard shortcuts and the focus kept on screen when a screen changes; tells the nurse when her
 * practice publishes a new version of a protocol of the call.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { appConfig } from '../../../lib/app-config.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useShortcutListener } from '../../../lib/use-shortcut.ts';
import { useAuthStore } from '../../auth/index.ts';
import {
  preloadCallNote,
  RemoveProtocolDialog,
  ResumeCallDialog,
  useCallRestore,
  useCallStore,
  useHasActiveProtocol,
} from '../../call/index.ts';
import { startCallEvents } from '../../call-events/index.ts';
import { PatientBanner } from '../../smart/index.ts';
import { useCallSubTabs } from '../hooks/use-call-sub-tabs.tsx';
import { useFocusKeptOnScreenChange } from '../hooks/use-focus-kept.ts';
import { mainTabOf } from '../lib/tabs.ts';
import { BottomBar } from './bottom-bar.tsx';
import { FreeNoteBox } from './free-note-box.tsx';
import { ProtocolVersionNotice } from './protocol-version-notice.tsx';
import { SelectionRow } from './selection-row.tsx';
import { SubTabStrip } from './sub-tab-strip.tsx';
import { TabBar } from './tab-bar.tsx';

export interface AppShellProps {
  /** The user menu, at the right of the tab bar. */
  userMenu?: ReactNode;
}

export function AppShell({ userMenu }: AppShellProps) {
  const status = useAuthStore((state) => state.status);
  if (status === 'unauthenticated') return <Navigate to={ROUTES.login} replace />;
  return <SignedInShell userMenu={userMenu} />;
}

function SignedInShell({ userMenu }: AppShellProps) {
  const { pathname } = useLocation();
  const tab = mainTabOf(pathname);
  const subTabs = useCallSubTabs(tab.id);
  const hasProtocol = useHasActiveProtocol();
  const mainRef = useRef<HTMLElement>(null);
  useCallRestore();
  useShortcutListener();
  const callId = useCallStore((state) => state.callId);
  useFocusKeptOnScreenChange(pathname, mainRef, callId);

  // The call-note module (template parser and renderer) loads in the background once it may be needed.
  useEffect(() => {
    if (hasProtocol) void preloadCallNote().catch(() => undefined);
  }, [hasProtocol]);

  return (
    <div className="flex h-full flex-col bg-slate-50">
      {appConfig.demoContentLabel ? (
        <Banner className="justify-center py-0.5 text-center text-xs font-medium">{appConfig.demoContentLabel}</Banner>
      ) : null}
      {appConfig.topBanner ? (
        <Banner className="justify-center py-0.5 text-center text-sm font-medium">{appConfig.topBanner}</Banner>
      ) : null}
      <PatientBanner />
      <ProtocolVersionNotice />
      <FreeNoteBox />
      <TabBar userMenu={userMenu} />
      {tab.id !== 'protocols' ? (
        <>
          <SelectionRow />
          <SubTabStrip
            tabs={subTabs}
            label={`${tab.label} sections`}
            className="shrink-0 border-b border-slate-200 bg-white px-3 py-1"
          />
        </>
      ) : null}
      <main ref={mainRef} className="min-h-0 flex-1 overflow-auto">
        <Outlet />
      </main>
      <BottomBar />
      {appConfig.bottomBanner ? (
        <Banner className="justify-center py-0.5 text-center text-sm font-medium">{appConfig.bottomBanner}</Banner>
      ) : null}
      <AfterFirstPaint>
        <CallEventsSender />
        <RemoveProtocolDialog />
        <ResumeCallDialog />
      </AfterFirstPaint>
    </div>
  );
}

/**
 * Call events: each call's start noted, waiting events sent, when back online and every minute;
 * from the shell's first paint on (ADR 0065), so reading the waiting ones is not part of its mount.
 */
function CallEventsSender() {
  useEffect(() => startCallEvents(), []);
  return null;
}
