/**
 * COPY in postMessage mode (spec sections 4 and 7): the call summary goes to the host page as
 * ct-call-summary instead of the clipboard — callSummary in the practice's summary version and
 * callSummaryText, the note as the practice's template writes it. Before the handshake the bridge
 * stores it and sends it right after the acknowledgement.
 *
 * >>> COPY hook: this is the bridge's single point in the COPY flow (the shell's note senders). <<<
 */
import type { PracticeOptions } from '@triage/contracts';
import { registerCallNoteSender } from '../../shell/index.ts';
import type { HostBridge } from '../host-bridge.ts';

/** True when the practice sends the call to the host instead of the clipboard. */
export function sendsSummaryToHost(options: PracticeOptions | null | undefined): boolean {
  return options?.callSummaryOptions?.method === 'postMessage';
}

/** Registers the sender while the bridge runs; returns the function that removes it. */
export function registerSummarySender(bridge: HostBridge): () => void {
  return registerCallNoteSender((note, context) => {
    if (!sendsSummaryToHost(context.options)) return false;
    const outcome = bridge.sendCallSummary(note.summary, note.text);
    // Sent, or stored until the handshake: either way the host gets it and the clipboard does not.
    return outcome === 'sent' || outcome === 'queued';
  });
}
