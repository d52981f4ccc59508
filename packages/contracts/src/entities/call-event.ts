/**
 * The de-identified call event (issue 23, docs/reports.md): one per call, recorded by the browser
 * when the call's note is copied or sent to the host (a later COPY of the same call replaces it).
 *
 * The schema is closed and strict: every object refuses unknown keys, and every field is an id, an
 * enum, a number or a boolean. There is no field a free note, a note, a question's or an advice
 * topic's text, an 'Other' reason or anything a caller said could be put in. The practice, its
 * location and the nurse's first name come from the session on the server, not from this body;
 * the EHR user id is the only free string, and it is limited to an identifier's characters.
 */
import { z } from 'zod';
import { ColumbiaBypassReason, ColumbiaScore, OverrideReason } from './call.ts';
import { CallSummaryVersion } from './practice-options.ts';

const Id = z.number().int().min(1).max(2_147_483_647);
const Count = z.number().int().min(0).max(10_000);

/** Most protocols one call may carry in an event. */
const CALL_EVENT_MAX_PROTOCOLS = 20;
/** Longest call duration recorded (seconds): a call open longer is recorded with this duration. */
const CALL_EVENT_MAX_DURATION_SECONDS = 24 * 60 * 60;

/** A protocol of the call and its own (most acute selected) disposition. */
export const CallEventProtocol = z.strictObject({
  /** The served protocol id. */
  protocolId: Id,
  contentSetId: Id,
  dispositionId: Id.nullable(),
});
export type CallEventProtocol = z.infer<typeof CallEventProtocol>;

/** What set the call disposition: the yes question of a protocol, or the override. */
const CallEventBasis = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('question'), protocolId: Id, questionId: z.number().int().min(0).nullable() }),
  z.strictObject({ kind: z.literal('override') }),
]);

const CallEventColumbia = z.strictObject({
  /** The practice requires the screening for this call's active protocol. */
  required: z.boolean(),
  /** The screening's result, null when none was completed. */
  result: ColumbiaScore.nullable(),
  /** The bypass reason chosen (never the 'Other' text), null when not bypassed. */
  bypassReason: ColumbiaBypassReason.nullable(),
});

const CallEventFields = z.strictObject({
  /** The browser's call id (a UUID): one event per call. */
  callId: z.uuid(),
  /** The nurse's user id in the EHR, when the launch gave one. */
  ehrUserId: z
    .string()
    .regex(/^[A-Za-z0-9._:@-]{1,64}$/, 'must be an identifier')
    .nullable(),
  /** The time of the (latest) COPY, ISO 8601 with an offset. */
  copiedAt: z.iso.datetime({ offset: true }),
  /** Seconds from the first protocol selected to the COPY. */
  durationSeconds: z.number().int().min(0).max(CALL_EVENT_MAX_DURATION_SECONDS),
  /** Running inside an EHR/CRM page (embedded) rather than on its own. */
  embedded: z.boolean(),
  summaryVersion: CallSummaryVersion,
  contentSetIds: z.array(Id).max(CALL_EVENT_MAX_PROTOCOLS),
  protocols: z.array(CallEventProtocol).max(CALL_EVENT_MAX_PROTOCOLS),
  /** The call disposition after override; null when none was selected. */
  callDispositionId: Id.nullable(),
  basis: CallEventBasis.nullable(),
  /** The override's reason (from the list), null without an override. */
  overrideReason: OverrideReason.nullable(),
  columbia: CallEventColumbia,
  videoVisit: z.strictObject({ offered: z.boolean(), accepted: z.boolean() }),
  /** Care-advice topics given (selected or active). */
  adviceTopics: Count,
  suggestions: z.strictObject({ accepted: Count, rejected: Count }),
});
type CallEventFields = z.infer<typeof CallEventFields>;

export const CallEvent = CallEventFields.superRefine((event, ctx) => {
  const problem = callEventProblem(event);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
export type CallEvent = z.infer<typeof CallEvent>;

/** The rule a well-formed event keeps between its fields; the reason it breaks it, or null. */
function callEventProblem(event: CallEventFields): string | null {
  const ids = event.protocols.map((p) => p.protocolId);
  if (new Set(ids).size !== ids.length) return 'a protocol is listed twice';
  if (event.protocols.some((p) => !event.contentSetIds.includes(p.contentSetId))) {
    return "a protocol's content set is not among contentSetIds";
  }
  const isOverride = event.overrideReason !== null;
  if (isOverride !== (event.basis?.kind === 'override')) return 'an override needs its reason and the override basis';
  if ((event.callDispositionId === null) !== (event.basis === null)) return 'a call disposition needs its basis';
  if (event.basis?.kind === 'question') {
    const { protocolId } = event.basis;
    if (!event.protocols.some((p) => p.protocolId === protocolId)) return 'the basis protocol is not in the call';
  }
  if (event.videoVisit.accepted && !event.videoVisit.offered) return 'a video visit accepted must be offered';
  return null;
}
