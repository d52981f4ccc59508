/**
 * While the signed-in shell is shown: notes when each call's first protocol is chosen (its
 * duration starts there), and sends waiting events now, when the browser comes back online and
 * every minute.
 */
import { useCallStore } from '../call/index.ts';
import { noteCallStart } from './outbox.ts';
import { sendWaitingEvents } from './send-events.ts';

const RETRY_MS = 60_000;

export function startCallEvents(): () => void {
  let startedCallId: string | null = null;
  const noteStart = () => {
    const { callId, selectedProtocols } = useCallStore.getState();
    if (callId === null || callId === startedCallId) return;
    if (!selectedProtocols.some((p) => p.selectionMode === 'explicit')) return;
    startedCallId = callId;
    void noteCallStart(callId, Date.now());
  };
  noteStart();
  const unsubscribe = useCallStore.subscribe(noteStart);
  const send = () => void sendWaitingEvents();
  window.addEventListener('online', send);
  const timer = window.setInterval(send, RETRY_MS);
  send();
  return () => {
    unsubscribe();
    window.removeEventListener('online', send);
    window.clearInterval(timer);
  };
}
