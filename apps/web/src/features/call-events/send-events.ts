/**
 * Sends the waiting call events of the signed-in practice and nurse, one at a time, in the
 * background: never while COPY waits, and never for a practice with `disableTracking` (then no
 * request at all). An event the server stored, or refused as bad, leaves the outbox; one that
 * could not be delivered (offline, server down, session ended) waits for the next try.
 */
import { recordCallEvent } from '@triage/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { callApi } from '../../lib/call-api.ts';
import { useAuthStore } from '../auth/index.ts';
import { useSessionStore } from '../session/index.ts';
import { dropEvent, waitingEvents } from './outbox.ts';

/** The catalogue errors that mean the event itself is refused: sending it again would not help. */
const REFUSED = new Set(['badData', 'missingParams']);

let running: Promise<void> | null = null;
let isAskedAgain = false;

/** True when the signed-in practice records call events. */
export function isTrackingEnabled(): boolean {
  const account = useSessionStore.getState().account;
  return account !== null && account.options.disableTracking !== true;
}

async function sendWaiting(): Promise<void> {
  const { sessionId } = useAuthStore.getState();
  const { account, firstName } = useSessionStore.getState();
  if (!sessionId || !account || !firstName || !isTrackingEnabled()) return;
  const mine = (await waitingEvents()).filter(
    (w) => w.practiceId.toLowerCase() === account.practiceId.toLowerCase() && w.firstName === firstName,
  );
  for (const { event } of mine) {
    try {
      await callApi(recordCallEvent, { body: { event }, sessionId });
      await dropEvent(event);
    } catch (error) {
      if (error instanceof ApiError && error.code !== null && REFUSED.has(error.code)) {
        await dropEvent(event);
        continue;
      }
      return; // Offline, server down or signed out: the rest waits for the next try.
    }
  }
}

/** Sends what waits; asked while a try runs, another try follows it (for what was added meanwhile). */
export function sendWaitingEvents(): Promise<void> {
  if (running) {
    isAskedAgain = true;
    return running;
  }
  running = (async () => {
    do {
      isAskedAgain = false;
      await sendWaiting().catch(() => undefined);
    } while (isAskedAgain);
  })().finally(() => {
    running = null;
  });
  return running;
}
