/**
 * The call summary sent to the host page (spec sections 3 and 9): one shape per supported
 * version, described by `CallSummary` in @triage/contracts.
 */
import type {
  CallSummary,
  CallSummary20240701,
  CallSummary20250429VA,
  CallSummaryVersion,
  PracticeOptions,
  SummaryAdviceSection,
  SummaryProtocol,
  SummarySsrsResult,
} from '@triage/contracts';
import { contentText } from '../text/content-text.ts';
import { videoVisitRecord } from '../video-visit/index.ts';
import {
  type CallNoteCall,
  type CallNoteOptions,
  type CallRecord,
  collectCallRecord,
  type ProtocolRecord,
} from './call-record.ts';
import { PRACTICE_OPTIONS_REQUIRED_MESSAGE, unsupportedVersionMessage } from './constants.ts';

/** Every supported call summary version (spec section 9). */
export const CALL_SUMMARY_VERSIONS = [
  '20250113-VA',
  '20250429-VA',
  '20190114',
  '20240701',
] as const satisfies readonly CallSummaryVersion[];

/** The version used when the practice sets none. */
export const DEFAULT_SUMMARY_VERSION: CallSummaryVersion = '20250113-VA';

export interface CallSummaryInput {
  call: CallNoteCall;
  /** The session's practice options; required (an Error is thrown without them). */
  options: CallNoteOptions | PracticeOptions | null | undefined;
  /** True when the session's protocols include adult and pediatric content (`sessionHasAdultAndPediatric`). */
  sessionHasAdultAndPediatric: boolean;
  /** The version to build; by default `options.callSummaryOptions.version`, else 20250113-VA. */
  version?: string | undefined;
}

/** True for a supported call summary version. */
export function isCallSummaryVersion(version: string): version is CallSummaryVersion {
  return (CALL_SUMMARY_VERSIONS as readonly string[]).includes(version);
}

/**
 * The version to build: the one asked for, else the practice's, else the default. A blank
 * version counts as none. Throws 'Unsupported call summary version: {version}' for any other.
 */
export function resolveSummaryVersion(
  options: Pick<PracticeOptions, 'callSummaryOptions'>,
  version?: string | undefined,
): CallSummaryVersion {
  const asked = version ?? options.callSummaryOptions?.version;
  if (asked === undefined || asked.trim() === '') return DEFAULT_SUMMARY_VERSION;
  if (!isCallSummaryVersion(asked)) throw new Error(unsupportedVersionMessage(asked));
  return asked;
}

/** The options, or 'Practice options are required' thrown when there are none. */
export function requireOptions<O>(options: O | null | undefined): O {
  if (options === null || options === undefined) throw new Error(PRACTICE_OPTIONS_REQUIRED_MESSAGE);
  return options;
}

function adviceSections(record: ProtocolRecord): SummaryAdviceSection[] {
  return record.adviceSections.map((section) => ({
    title: contentText(section.title),
    adviceTopics: section.adviceTopics.map((topic) => ({
      id: topic.id,
      title: contentText(topic.title),
      adviceNuggets: topic.adviceNuggets.filter((n) => n.selected).map((n) => contentText(n.text)),
    })),
  }));
}

function summaryProtocol(record: ProtocolRecord, options: CallNoteOptions): SummaryProtocol {
  const isYesAndNo = options.questionChoiceDisplay === 'yesAndNo';
  return {
    id: record.id,
    title: record.title,
    content_set: record.contentSet,
    disposition: record.disposition?.title ?? null,
    positiveQuestions: record.positiveQuestions.map((q) => ({ ...q })),
    ...(isYesAndNo ? { negativeQuestions: record.negativeQuestions.map((q) => ({ ...q })) } : {}),
    adviceSections: adviceSections(record),
    otcRecommendations: [...record.otcRecommendations],
    handoutsSent: [...record.handoutsSent],
  };
}

function ssrsResult(record: CallRecord): SummarySsrsResult {
  const { columbia } = record;
  return {
    bypassDetails: { reason: columbia.bypassReason, otherReason: columbia.bypass.otherReason },
    result: { score: columbia.score, reasons: [...columbia.reasons] },
    questions: columbia.answeredQuestions.map((q) => ({ id: q.id, text: q.text, selection: q.selection })),
  };
}

function callDispositionTitle(record: CallRecord): { title: string } | null {
  return record.callDisposition === null ? null : { title: record.callDisposition.title };
}

function protocols20240701(record: CallRecord, options: CallNoteOptions): CallSummary20240701['protocols'] {
  return record.protocols.map((protocol) => {
    const question = protocol.videoVisitQuestion;
    const entry = summaryProtocol(protocol, options);
    return question === null ? entry : { ...entry, videoVisit: videoVisitRecord(question) };
  });
}

function summary20250429(record: CallRecord, options: CallNoteOptions): CallSummary20250429VA {
  const { override } = record;
  return {
    ctVersion: '20250429-VA',
    narrativeText: record.freeNote,
    ...ehrPatientField(record),
    callDisposition:
      record.callDisposition === null
        ? null
        : {
            title: record.callDisposition.title,
            override: override === null ? null : { reason: override.reason ?? '', details: override.notes ?? '' },
          },
    ssrsResult: ssrsResult(record),
    protocols: record.protocols.map((protocol) => ({
      ...summaryProtocol(protocol, options),
      disposition:
        protocol.disposition === null ? null : { id: protocol.disposition.id, title: protocol.disposition.title },
    })),
  };
}

/** The EHR patient the call was taken for, in every version, only when there is one (ADR 0032). */
function ehrPatientField(record: CallRecord): { ehrPatient?: string } {
  return record.ehrPatient === null ? {} : { ehrPatient: record.ehrPatient };
}

/** The summary of a collected call record in the given version. */
export function summaryOfRecord(
  record: CallRecord,
  options: CallNoteOptions,
  version: CallSummaryVersion,
): CallSummary {
  switch (version) {
    case '20190114':
      return {
        ctVersion: version,
        narrativeText: record.freeNote,
        ...ehrPatientField(record),
        callDisposition: callDispositionTitle(record),
        protocols: record.protocols.map((protocol) => summaryProtocol(protocol, options)),
      };
    case '20240701':
      return {
        ctVersion: version,
        narrativeText: record.freeNote,
        ...ehrPatientField(record),
        callDisposition: callDispositionTitle(record),
        protocols: protocols20240701(record, options),
      };
    case '20250113-VA':
      return {
        ctVersion: version,
        narrativeText: record.freeNote,
        ...ehrPatientField(record),
        callDisposition: callDispositionTitle(record),
        ssrsResult: ssrsResult(record),
        protocols: record.protocols.map((protocol) => summaryProtocol(protocol, options)),
      };
    case '20250429-VA':
      return summary20250429(record, options);
  }
}

/**
 * The call summary of a call (spec sections 3 and 9). Throws 'Practice options are required'
 * without options and 'Unsupported call summary version: {version}' for an unknown version.
 * Nothing in the input is changed.
 */
export function buildCallSummary(input: CallSummaryInput): CallSummary {
  const options = requireOptions(input.options);
  const version = resolveSummaryVersion(options, input.version);
  const record = collectCallRecord(input.call, options, input.sessionHasAdultAndPediatric);
  return summaryOfRecord(record, options, version);
}
