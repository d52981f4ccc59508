/**
 * Records the call's de-identified event after COPY (or the send to the host page): built by
 * core's `callEventOf` from the call as it was copied, kept in the outbox and sent in the
 * background. Nothing is recorded for a practice with `disableTracking`. COPY never waits for it.
 */
import { CallEvent, type CallState, OVERRIDE_REASONS, type PracticeOptions } from '@triage/contracts';
import { isEmbeddedApp } from '../../lib/embedded.ts';
import { preloadCallNote } from '../call/index.ts';
import { useSessionStore } from '../session/index.ts';
import { suggestionDecisions } from '../suggestions/index.ts';
import { callStart, keepEvent } from './outbox.ts';
import { isTrackingEnabled, sendWaitingEvents } from './send-events.ts';

/** The call as it was copied, and the session's options. */
export interface CopiedCall {
  call: CallState;
  options: PracticeOptions | null;
}

async function record({ call, options }: CopiedCall, copiedAt: number): Promise<void> {
  const { account, firstName } = useSessionStore.getState();
  if (!account || !firstName || !options || !isTrackingEnabled() || call.callId === null) return;
  const { callEventOf } = await preloadCallNote();
  const event = callEventOf({
    call,
    options,
    copiedAt,
    startedAt: await callStart(call.callId),
    embedded: isEmbeddedApp(),
    ehrUserId: null,
    suggestions: suggestionDecisions(call.callId),
    overrideReasons: OVERRIDE_REASONS,
  });
  // The contract is the last guard: an event it refuses is not kept (and says nothing of the call).
  if (!event || !CallEvent.safeParse(event).success) return;
  await keepEvent({ event, practiceId: account.practiceId, firstName }, copiedAt);
  await sendWaitingEvents();
}

/** Records the copied call in the background; failures are only logged, without the call. */
export function recordCopiedCall(context: CopiedCall): void {
  record(context, Date.now()).catch(() => console.warn('The call event could not be recorded'));
}
