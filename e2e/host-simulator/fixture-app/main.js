/**
 * The fixture app: the real browser bridge (bundled by check.mjs) with demo command handlers, so the
 * host simulator can be exercised end to end before the app's screens register theirs.
 */
import { createHostBridge } from '../../../apps/web/src/features/bridge/host-bridge.ts';

const PROTOCOLS = [
  { id: 'oh_adult240', title: 'Cough - Acute Non-Productive', definition: 'Cough without sputum.', ageGroup: 'Adult' },
  { id: 'oh_adult241', title: 'Cough - Acute Productive', definition: 'Cough with sputum.', ageGroup: 'Adult' },
  { id: 'oh_peds301', title: 'Cough', definition: 'Cough in a child.', ageGroup: 'Pediatric' },
];

let selected = null;
const lastCommand = document.getElementById('last-command');
const show = (text) => {
  if (lastCommand) lastCommand.textContent = text;
};

const bridge = createHostBridge({
  window,
  parentWindow: window.parent,
  ownOrigin: window.location.origin,
  now: () => Date.now(),
  newId: () => crypto.randomUUID(),
  ancestorOrigins: window.location.ancestorOrigins ? Array.from(window.location.ancestorOrigins) : undefined,
  referrer: document.referrer,
  handlers: {
    'protocol-search': ({ query, limit }) => {
      show(`protocol-search ${query}`);
      const words = query.toLowerCase().split(/\s+/);
      return PROTOCOLS.filter((p) => words.every((word) => p.title.toLowerCase().includes(word))).slice(0, limit);
    },
    'protocol-select': ({ protocolId }) => {
      show(`protocol-select ${protocolId}`);
      const protocol = PROTOCOLS.find((p) => p.id === protocolId);
      if (!protocol) throw new Error(`No protocol found with fullId ${protocolId}`);
      selected = protocol;
      bridge.sendEvent('protocol-selected', { protocolId });
      return { protocolId, title: protocol.title };
    },
    'navigate-triage': () => {
      show('navigate-triage');
      bridge.sendEvent('tab-changed', { tab: 'triage' });
      return { tab: 'triage' };
    },
    'navigate-plan': () => {
      show('navigate-plan');
      bridge.sendEvent('tab-changed', { tab: 'plan' });
      return { tab: 'plan' };
    },
    'reset-call': () => {
      show('reset-call');
      selected = null;
      return { reset: true };
    },
  },
});

// Sent before the handshake: queued, then posted right after the acknowledgement.
bridge.sendEvent('tab-changed', { tab: 'search' });

window.fixture = {
  bridge,
  selected: () => selected,
  sendSummary: (text = 'Demo call note') =>
    bridge.sendCallSummary(
      { ctVersion: '20190114', narrativeText: 'Demo', callDisposition: null, protocols: [] },
      text,
    ),
};
