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
import { effectiveOptions } from './account.service.ts';
import { callEventWriter } from './call-event-writer.ts';
import type { AuthSession } from './sessions.service.ts';

/** How far back a COPY may be (events kept offline in the browser are sent later). */
const OLDEST_COPY_MS = 30 * 24 * 60 * 60 * 1000;
/** How far ahead of the server's clock a browser's clock may be. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

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

/** The stored row of an event from a session. */
function callEventRow(session: AuthSession, event: CallEvent, receivedAt: Date): NewCallEventRow {
  return {
    callId: event.callId,
    practiceId: session.practice.id,
    organizationId: session.practice.organizationId,
    locationId: session.session.locationId ?? session.practice.locationId,
    firstName: session.session.firstName,
    ehrUserId: event.ehrUserId,
    copiedAt: new Date(event.copiedAt),
    receivedAt,
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

/** Stores the event (or replaces the call's earlier one); false when the practice disables tracking. */
export async function recordCallEvent(ctx: ServerContext, session: AuthSession, event: CallEvent): Promise<boolean> {
  if (effectiveOptions(session.practice, session.session.optionsOverride).disableTracking === true) return false;
  const now = ctx.now();
  const copiedAt = Date.parse(event.copiedAt);
  if (copiedAt > now.getTime() + CLOCK_SKEW_MS || copiedAt < now.getTime() - OLDEST_COPY_MS) {
    throw new AppError('badData', 'The COPY time is too far from now');
  }
  await assertNamesOnlyPracticeContent(ctx, session, event);
  const isWritten = await callEventWriter(ctx.db).write(callEventRow(session, event, now));
  if (!isWritten) throw new AppError('badData', 'The call id belongs to another practice');
  return true;
}
