/**
 * The v2 events the app sends from what the nurse does (spec section 7): protocol-selected when a
 * protocol becomes the active one, disposition-selected when a disposition becomes a protocol's
 * result (with the disposition script as plain-text guidance, core's dispositionScriptText), tab-changed when the main tab
 * changes. The bridge itself skips them when the practice sets integrationDisabled.
 */
import type { CallState, SelectedProtocol } from '@triage/contracts';
import { dispositionScriptText, mainTabOfPath, selectedDisposition } from '@triage/core';
import { useCallStore } from '../../call/index.ts';
import type { HostBridge } from '../host-bridge.ts';
import type { BridgeTabName } from './app-commands.ts';

/** The main tab of a route as the host API names it (the Protocols tab is 'search'). */
export function bridgeTabOf(pathname: string): BridgeTabName {
  const tab = mainTabOfPath(pathname);
  return tab === 'protocols' ? 'search' : tab;
}

/** The protocol's result (core's selectedDisposition: its most acute selected disposition) as a key. */
function selectedDispositionKey(protocol: SelectedProtocol): string | null {
  const disposition = selectedDisposition(protocol);
  return disposition ? `${protocol.fullId}:${disposition.id}` : null;
}

/** Sends protocol-selected and disposition-selected from the call store's changes. */
export function followCallForEvents(bridge: HostBridge): () => void {
  const sendChanges = (call: CallState, previous: CallState) => {
    if (call.activeProtocol !== null && call.activeProtocol !== previous.activeProtocol) {
      bridge.sendEvent('protocol-selected', { protocolId: call.activeProtocol });
    }
    if (call.selectedProtocols === previous.selectedProtocols) return;
    for (const protocol of call.selectedProtocols) {
      const key = selectedDispositionKey(protocol);
      if (key === null) continue;
      const before = previous.selectedProtocols.find((p) => p.fullId === protocol.fullId);
      if (before && selectedDispositionKey(before) === key) continue;
      const disposition = selectedDisposition(protocol);
      if (!disposition) continue;
      const guidance = dispositionScriptText(disposition.script);
      bridge.sendEvent('disposition-selected', {
        protocolId: protocol.fullId,
        protocolTitle: protocol.title,
        dispositionLevel: disposition.dispositionLevelId,
        dispositionTitle: disposition.title,
        ...(guidance ? { guidance } : {}),
      });
    }
  };
  return useCallStore.subscribe(sendChanges);
}
