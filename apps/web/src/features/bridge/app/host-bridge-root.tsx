/**
 * The one place the app starts the host bridge (docs/bridge.md): rendered once in the app frame.
 * In embedded use (a frame, or ?embedded=true) it starts the bridge on load (ct-ready), follows the
 * signed-in practice's options, sends the UI's events, serves the host's commands on the real call
 * state while a session exists (UNAVAILABLE before), and sends the call summary at COPY in
 * postMessage mode.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { selectProtocolFirstToast } from '../../../components/ui/toast/index.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useCallStore } from '../../call/index.ts';
import { protocolListQueryOptions, useSessionStore } from '../../session/index.ts';
import { SuggestionsNavigator } from '../../suggestions/index.ts';
import { startHostBridge } from '../bridge-instance.ts';
import { type HostBridge, registerHandlers } from '../host-bridge.ts';
import { bridgePracticeSettings } from '../practice-settings.ts';
import { appCommandHandlers, type BridgeTabName } from './app-commands.ts';
import { registerSummarySender } from './call-summary-sender.ts';
import { bridgeTabOf, followCallForEvents } from './ui-events.ts';

const TAB_PATHS = { triage: ROUTES.triage.questions, plan: ROUTES.plan.education } as const;

export function HostBridgeRoot() {
  const [bridge, setBridge] = useState<HostBridge | null>(null);
  useEffect(() => {
    setBridge(startHostBridge({ practice: () => bridgePracticeSettings(useSessionStore.getState().account?.options) }));
  }, []);
  if (!bridge) return null;
  return <RunningBridge bridge={bridge} />;
}

function RunningBridge({ bridge }: { bridge: HostBridge }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  const hasAccount = useSessionStore((state) => state.account !== null);
  const tab = bridgeTabOf(pathname);

  useEffect(() => followCallForEvents(bridge), [bridge]);
  useEffect(() => registerSummarySender(bridge), [bridge]);

  const [lastTab, setLastTab] = useState<BridgeTabName>(tab);
  useEffect(() => {
    if (tab === lastTab) return;
    setLastTab(tab);
    bridge.sendEvent('tab-changed', { tab });
  }, [bridge, tab, lastTab]);

  const isServing = isSignedIn && hasAccount;
  useEffect(() => {
    if (!isServing) return;
    const handlers = appCommandHandlers({
      protocolList: () => {
        const sessionId = useAuthStore.getState().sessionId;
        const practiceId = useSessionStore.getState().account?.practiceId ?? null;
        return queryClient.ensureQueryData(protocolListQueryOptions(practiceId, sessionId));
      },
      currentTab: () => bridgeTabOf(window.location.pathname),
      goTo: (target) => {
        if (useCallStore.getState().activeProtocol === null) {
          selectProtocolFirstToast();
          return false;
        }
        if (bridgeTabOf(window.location.pathname) !== target) void navigate(TAB_PATHS[target]);
        return true;
      },
      afterReset: () => void navigate(ROUTES.protocols.criteria),
    });
    return registerHandlers(bridge, handlers);
  }, [bridge, isServing, navigate]);

  // The host's answer suggestions (question-suggest) are shown to the nurse on triage routes.
  return <SuggestionsNavigator />;
}
