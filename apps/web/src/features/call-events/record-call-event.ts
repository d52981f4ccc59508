/**
 * Records the call's de-identified event after COPY (or the send to the host page): built by
 * core's `callEventOf` from the call as it was copied, kept in the outbox and sent in the
 * background. Nothing is recorded for a practice with `disableTracking`. COPY never waits for it:
 * what the event needs from the moment of COPY (the session's practice and nurse, the COPY time,
 * the host page, the suggestions decided) is taken at once, and the work — building and checking
 * the event, the outbox's decryption and encryption, the request — runs after the next paint, so
 * it never delays COPY's confirmation (ADR 0022, sixth pass).
 */
import { CallEvent, type CallState, OVERRIDE_REASONS, type PracticeOptions } from '@triage/contracts';
import { afterNextPaint } from '../../lib/after-paint.ts';
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

/** What the event takes from the moment of COPY. */
interface CopyMoment {
  callId: string;
  practiceId: string;
  firstName: string;
  copiedAt: number;
  embedded: boolean;
  suggestions: ReturnType<typeof suggestionDecisions>;
}

async function record({ call, options }: CopiedCall, moment: CopyMoment): Promise<void> {
  if (!options) return;
  const { callEventOf } = await preloadCallNote();
  const event = callEventOf({
    call,
    options,
    copiedAt: moment.copiedAt,
    startedAt: await callStart(moment.callId),
    embedded: moment.embedded,
    ehrUserId: null,
    suggestions: moment.suggestions,
    overrideReasons: OVERRIDE_REASONS,
  });
  // The contract is the last guard: an event it refuses is not kept (and says nothing of the call).
  if (!event || !CallEvent.safeParse(event).success) return;
  await keepEvent({ event, practiceId: moment.practiceId, firstName: moment.firstName }, moment.copiedAt);
  await sendWaitingEvents();
}

/** Records the copied call in the background, after the next paint; failures are only logged, without the call. */
export function recordCopiedCall(context: CopiedCall): void {
  const { account, firstName } = useSessionStore.getState();
  const { callId } = context.call;
  if (!account || !firstName || !isTrackingEnabled() || callId === null) return;
  const moment: CopyMoment = {
    callId,
    practiceId: account.practiceId,
    firstName,
    copiedAt: Date.now(),
    embedded: isEmbeddedApp(),
    suggestions: suggestionDecisions(callId),
  };
  afterNextPaint(() => {
    record(context, moment).catch(() => console.warn('The call event could not be recorded'));
  });
}
