/**
 * Recording a call's de-identified event (RecordCallEvent). The body has passed the closed
 * contract already; here it is checked against what the session may name — its practice's content
 * sets and their protocols, a COPY time near now — and stored with the session's practice,
 * location and first name. A practice with `disableTracking` stores nothing (its browsers send
 * nothing either).
 */
import type { CallEvent } from '@triage/contracts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import type { NewCallEventRow } from '../repositories/call-events.repository.ts';
import { countSessionCallEvent } from '../repositories/sessions.repository.ts';
import { effectiveOptions } from './account.service.ts';
import { recordAudit } from './audit.service.ts';
import { callEventWriter } from './call-event-writer.ts';
import type { AuthSession } from './sessions.service.ts';

/** How far back a COPY may be (events kept offline in the browser are sent later). */
const OLDEST_COPY_MS = 30 * 24 * 60 * 60 * 1000;
/** How far ahead of the server's clock a browser's clock may be. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;
/**
 * Most events one session may send (a later COPY of a call counts again): a 12-hour session at a
 * call a minute (720) plus a full browser outbox sent at sign-in (500), with room to spare.
 */
const SESSION_CALL_EVENT_LIMIT = 1_500;
/** Events a browser's outbox holds at most: sent at the next sign-in, so not taken in the session. */
const OUTBOX_EVENTS = 500;

async function assertNamesOnlyPracticeContent(ctx: ServerContext, session: AuthSession, event: CallEvent) {
  const entitled = new Set(await ctx.cache.entitledContentSetIds(session.practice.id));
  const foreign = event.contentSetIds.find((id) => !entitled.has(id));
  if (foreign !== undefined) throw new AppError('badData', `Content set ${foreign} is not the practice's`);
  for (const protocol of event.protocols) {
    const { keys } = await ctx.cache.contentSetKeys(protocol.contentSetId);
    if (!keys.some((key) => key.id === protocol.protocolId)) {
      throw new AppError('badData', `Protocol ${protocol.protocolId} is not in content set ${protocol.contentSetId}`);
    }
  }
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The start of the hour of `at` in the time zone (the practice's `timeZone`; UTC when unset or
 * unknown): what is stored of a COPY time. Local, not UTC, so that a zone 30 or 45 minutes off
 * UTC keeps each call in its own local hour in Volume by hour of week.
 */
function startOfLocalHour(at: Date, timeZone: string | undefined): Date {
  let minute = at.getUTCMinutes();
  if (timeZone) {
    try {
      const part = new Intl.DateTimeFormat('en-US', { timeZone, minute: 'numeric' })
        .formatToParts(at)
        .find((p) => p.type === 'minute');
      if (part) minute = Number(part.value);
    } catch {
      // An unknown zone: the UTC hour, as the reports read it.
    }
  }
  const withinMinute = at.getTime() - Math.floor(at.getTime() / 60_000) * 60_000;
  return new Date(at.getTime() - minute * 60_000 - withinMinute);
}

/**
 * The stored row of an event from a session: who (and the EHR user id) from the session, never
 * the body; the COPY and receipt times to the hour only.
 */
function callEventRow(session: AuthSession, event: CallEvent, receivedAt: Date, timeZone?: string): NewCallEventRow {
  return {
    callId: event.callId,
    practiceId: session.practice.id,
    organizationId: session.practice.organizationId,
    locationId: session.session.locationId ?? session.practice.locationId,
    firstName: session.session.firstName,
    ehrUserId: session.session.ehrUserId ?? null,
    copiedAt: startOfLocalHour(new Date(event.copiedAt), timeZone),
    receivedAt: new Date(Math.floor(receivedAt.getTime() / HOUR_MS) * HOUR_MS),
    durationSeconds: event.durationSeconds,
    embedded: event.embedded,
    summaryVersion: event.summaryVersion,
    contentSetIds: event.contentSetIds,
    protocolIds: event.protocols.map((p) => p.protocolId),
    protocolDispositionIds: event.protocols.map((p) => p.dispositionId ?? 0),
    callDispositionId: event.callDispositionId,
    basisProtocolId: event.basis?.kind === 'question' ? event.basis.protocolId : null,
    basisQuestionId: event.basis?.kind === 'question' ? event.basis.questionId : null,
    overrideReason: event.overrideReason,
    columbiaRequired: event.columbia.required,
    columbiaResult: event.columbia.result,
    columbiaBypassReason: event.columbia.bypassReason,
    videoVisitOffered: event.videoVisit.offered,
    videoVisitAccepted: event.videoVisit.accepted,
    adviceTopics: event.adviceTopics,
    suggestionsAccepted: event.suggestions.accepted,
    suggestionsRejected: event.suggestions.rejected,
  };
}

/**
 * Counts the event against its session: over SESSION_CALL_EVENT_LIMIT it is refused
 * (tooManyRequests); past a full outbox plus a call a minute since sign-in — far more than the
 * nurse could have taken — the session is flagged once, in the audit trail (`call-events`,
 * `implausible-volume`), and its events are still stored.
 */
async function countForSession(ctx: ServerContext, session: AuthSession, now: Date, ip: string | null): Promise<void> {
  const minutes = Math.max(0, Math.floor((now.getTime() - session.session.createdAt.getTime()) / 60_000));
  const counted = await countSessionCallEvent(ctx.db, session.idHash, OUTBOX_EVENTS + minutes);
  if (!counted) return;
  if (counted.isNewlyFlagged) {
    await recordAudit(ctx.db, {
      at: now,
      type: 'call-events',
      practiceId: session.practice.practiceId,
      firstName: session.session.firstName,
      ip,
      outcome: `implausible-volume: ${counted.count} events in ${minutes} min`,
      ehrUserId: session.session.ehrUserId,
    });
  }
  if (counted.count > SESSION_CALL_EVENT_LIMIT) {
    throw new AppError('tooManyRequests', 'This session has sent more call events than its limit');
  }
}

/** Stores the event (or replaces the call's earlier one); false when the practice disables tracking. */
export async function recordCallEvent(
  ctx: ServerContext,
  session: AuthSession,
  event: CallEvent,
  ip: string | null = null,
): Promise<boolean> {
  const options = effectiveOptions(session.practice, session.session.optionsOverride);
  if (options.disableTracking === true) return false;
  const now = ctx.now();
  const copiedAt = Date.parse(event.copiedAt);
  if (copiedAt > now.getTime() + CLOCK_SKEW_MS || copiedAt < now.getTime() - OLDEST_COPY_MS) {
    throw new AppError('badData', 'The COPY time is too far from now');
  }
  await assertNamesOnlyPracticeContent(ctx, session, event);
  await countForSession(ctx, session, now, ip);
  const isWritten = await callEventWriter(ctx.db).write(callEventRow(session, event, now, options.timeZone));
  if (!isWritten) throw new AppError('badData', 'The call id belongs to another practice');
  return true;
}
