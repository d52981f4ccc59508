/**
 * The de-identified call event of a call (issue 23, docs/reports.md): what the reports count,
 * built at COPY from the same call record as the note. Only ids, enums, numbers and booleans are
 * taken from the call: never the free note, a question's or advice topic's text, the override's
 * notes or the 'Other' bypass text. `@triage/contracts`' CallEvent refuses anything else.
 */
import type {
  CallEvent,
  CallEventProtocol,
  CallState,
  OverrideReason,
  PracticeOptions,
  SelectedProtocol,
} from '@triage/contracts';
import { dispositionBasis, highestAcuityDisposition, selectedDisposition } from '../acuity/index.ts';
import { isTopicGiven } from './advice-order.ts';
import { protocolsInCall } from './call-record.ts';
import { resolveSummaryVersion } from './call-summary.ts';

export interface CallEventInput {
  call: Pick<CallState, 'callId' | 'selectedProtocols' | 'dispositionOverride' | 'columbiaScale'>;
  options: Pick<PracticeOptions, 'columbiaScaleProtocols' | 'callSummaryOptions'>;
  /** The COPY time (ms since the epoch). */
  copiedAt: number;
  /** When the call's first protocol was selected (ms since the epoch); null: unknown (duration 0). */
  startedAt: number | null;
  embedded: boolean;
  /** The nurse's EHR user id, when the launch gave one. */
  ehrUserId: string | null;
  suggestions: { accepted: number; rejected: number };
  /** The listed override reasons (the contracts' OVERRIDE_REASONS); any other reason counts as 'Other'. */
  overrideReasons: readonly OverrideReason[];
}

/** The longest duration an event holds (the contracts' CALL_EVENT_MAX_DURATION_SECONDS). */
const MAX_DURATION_SECONDS = 24 * 60 * 60;

/** The override's reason as listed; one outside the list (an older stored call) counts as 'Other'. */
function listedReason(reasons: readonly OverrideReason[], reason: string | null): OverrideReason {
  return reasons.find((listed) => listed === reason) ?? 'Other';
}

function eventProtocol(protocol: SelectedProtocol): CallEventProtocol {
  return {
    protocolId: protocol.id,
    contentSetId: protocol.contentSet.id,
    dispositionId: selectedDisposition(protocol)?.id ?? null,
  };
}

function questionsOf(protocols: readonly SelectedProtocol[]) {
  return protocols.flatMap((p) => (p.content?.dispositions ?? []).flatMap((d) => d.questions));
}

function adviceTopicsGiven(protocols: readonly SelectedProtocol[]): number {
  return protocols
    .flatMap((p) => p.content?.adviceSections ?? [])
    .reduce((sum, section) => sum + section.adviceTopics.filter(isTopicGiven).length, 0);
}

const cap = (n: number) => Math.max(0, Math.min(10_000, Math.trunc(n)));

/** The call's event, or null when the call has no id yet (nothing to record). */
export function callEventOf(input: CallEventInput): CallEvent | null {
  const { call, options } = input;
  if (call.callId === null) return null;
  const protocols = protocolsInCall(call);
  const override = call.dispositionOverride;
  const basis = dispositionBasis(protocols, override);
  const callDisposition = highestAcuityDisposition(protocols, override);
  const required = options.columbiaScaleProtocols ?? [];
  const questions = questionsOf(protocols);
  const offered = questions.some((q) => q.selected === true && q.videoVisitOffered === true);
  const seconds = input.startedAt === null ? 0 : Math.round((input.copiedAt - input.startedAt) / 1000);
  return {
    callId: call.callId,
    ehrUserId: input.ehrUserId,
    copiedAt: new Date(input.copiedAt).toISOString(),
    durationSeconds: Math.max(0, Math.min(MAX_DURATION_SECONDS, seconds)),
    embedded: input.embedded,
    summaryVersion: resolveSummaryVersion(options),
    contentSetIds: [...new Set(protocols.map((p) => p.contentSet.id))],
    protocols: protocols.map(eventProtocol),
    callDispositionId: callDisposition?.id ?? null,
    basis:
      basis === null
        ? null
        : basis.kind === 'override'
          ? { kind: 'override' }
          : { kind: 'question', protocolId: basis.protocol.id, questionId: basis.question?.id ?? null },
    overrideReason: basis?.kind === 'override' ? listedReason(input.overrideReasons, basis.reason) : null,
    columbia: {
      required: protocols.some((p) => required.includes(p.sourceProtocolId)),
      result: call.columbiaScale.result.score,
      bypassReason: call.columbiaScale.bypass.reason,
    },
    videoVisit: {
      offered,
      accepted: offered && questions.some((q) => q.selected === true && q.videoVisitAccepted === true),
    },
    adviceTopics: cap(adviceTopicsGiven(protocols)),
    suggestions: { accepted: cap(input.suggestions.accepted), rejected: cap(input.suggestions.rejected) },
  };
}
