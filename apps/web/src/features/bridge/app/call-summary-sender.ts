/**
 * COPY in postMessage mode (spec sections 4 and 7): the call summary goes to the host page as
 * ct-call-summary instead of the clipboard — callSummary in the practice's summary version and
 * callSummaryText, the note as the practice's template writes it. Before the handshake the bridge
 * keeps it (with every other call's waiting summary) and sends them in order right after the
 * acknowledgement: the note is then 'waiting', not copied, until the bridge reports its delivery.
 *
 * >>> COPY hook: this is the bridge's single point in the COPY flow (the shell's note senders). <<<
 */
import type { PracticeOptions } from '@triage/contracts';
import { registerCallNoteSender } from '../../shell/index.ts';
import type { HostBridge } from '../host-bridge.ts';

/** True when the practice sends the call to the host instead of the clipboard. */
function sendsSummaryToHost(options: PracticeOptions | null | undefined): boolean {
  return options?.callSummaryOptions?.method === 'postMessage';
}

/** Registers the sender while the bridge runs; returns the function that removes it. */
export function registerSummarySender(bridge: HostBridge): () => void {
  return registerCallNoteSender((note, context) => {
    if (!sendsSummaryToHost(context.options)) return false;
    const callId = context.call.callId ?? '';
    // Listen before sending: a summary sent at once reports its delivery synchronously.
    let settle: (isDelivered: boolean) => void = () => {};
    const delivery = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    const stop = bridge.onSummaryDelivery((deliveredCallId, isDelivered) => {
      if (deliveredCallId !== callId) return;
      stop();
      settle(isDelivered);
    });
    const outcome = bridge.sendCallSummary(note.summary, note.text, callId);
    if (outcome === 'sent') return 'delivered';
    if (outcome === 'queued') return { delivery };
    // Not in a frame, outside the practice's whitelist, refused or failed: the clipboard takes it.
    stop();
    return false;
  });
}
