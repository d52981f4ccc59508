/**
 * What the call summary and the call note are both made from: the protocols of the call with
 * their dispositions, answers, advice given and video visit, the call disposition and override,
 * and the suicide-risk screening. Each version of the summary and the note's template context are
 * views of this record.
 */
import type {
  CallState,
  ColumbiaBypass,
  ColumbiaQuestion,
  ColumbiaScore,
  Disposition,
  DispositionOverride,
  PracticeOptions,
  Question,
  SelectedProtocol,
} from '@triage/contracts';
import {
  dispositionBasis,
  highestAcuityDisposition,
  orderProtocolsByAcuity,
  overrideApplies,
  selectedDisposition,
  sortDispositions,
} from '../acuity/index.ts';
import { hasFreeNote } from '../call/state.ts';
import { columbiaBypassNoteText } from '../columbia-scale/index.ts';
import { summaryContentSetOf, titleWithAgeGroup } from '../content-set/index.ts';
import { contentText } from '../text/content-text.ts';
import { videoVisitQuestion } from '../video-visit/index.ts';
import { type GivenAdviceSection, summaryAdviceSections } from './advice-order.ts';

/** The parts of the call state the summary and note are made from. */
export type CallNoteCall = Pick<
  CallState,
  'selectedProtocols' | 'dispositionOverride' | 'freeNote' | 'columbiaScale'
> & {
  /**
   * The EHR patient the call was taken for (a SMART launch's patient, e.g. 'Patient/123'): the EHR's
   * id only, held in the browser with the call, never sent to the Triage Desk server.
   */
  ehrPatient?: string | null;
};

/** The practice options the summary and note read. */
export type CallNoteOptions = Pick<
  PracticeOptions,
  'careAdviceMode' | 'questionChoiceDisplay' | 'videoVisitStrategy' | 'columbiaScaleProtocols' | 'callSummaryOptions'
>;

/** A triage question as written in the summary and note. */
export interface AnsweredQuestion {
  id: number;
  /** Plain text. */
  text: string;
}

export interface ProtocolRecord {
  protocol: SelectedProtocol;
  /** fullId. */
  id: string;
  /** Title with the age-group suffix when the session has adult and pediatric content. */
  title: string;
  /** content_set of the summary. */
  contentSet: string;
  disposition: Disposition | null;
  positiveQuestions: AnsweredQuestion[];
  negativeQuestions: AnsweredQuestion[];
  adviceSections: GivenAdviceSection[];
  /** The selected, video-visit eligible question whose video visit is reported, if any. */
  videoVisitQuestion: Question | null;
  /** Over-the-counter doses added from the Medication sub-tab, in the order added. */
  otcRecommendations: string[];
  /** The practice's version of the protocol the nurse used (issue 34); null for the licensed one. */
  practiceVersion: number | null;
  /** Handouts given from the Handouts sub-tab and how, in the order given (ADR 0046). */
  handoutsSent: string[];
}

export interface ColumbiaRecord {
  score: ColumbiaScore | null;
  reasons: string[];
  bypass: ColumbiaBypass;
  /** 'Other - {reason}' for an 'Other' bypass; null when not bypassed. */
  bypassReason: string | null;
  /** Answered questions, in scale order. */
  answeredQuestions: ColumbiaQuestion[];
  /** True when a selected protocol's source id is in the practice's columbiaScaleProtocols. */
  isRequired: boolean;
}

/**
 * What set the call disposition: the override (with its reason), or the protocol (its record) and
 * the question answered yes that set it (the question is null when the disposition is selected
 * without one). Null when there is no call disposition.
 */
export type CallDispositionBasis =
  | { kind: 'override'; reason: string | null }
  | { kind: 'answer'; protocol: ProtocolRecord; question: AnsweredQuestion | null };

export interface CallRecord {
  protocols: ProtocolRecord[];
  /** The override's disposition when one applies, else the highest-acuity selected one. */
  callDisposition: Disposition | null;
  /** The highest-acuity selected disposition of the protocols, ignoring the override. */
  protocolsDisposition: Disposition | null;
  /** The override when it applies (it carries a disposition). */
  override: (DispositionOverride & { disposition: Disposition }) | null;
  dispositionBasis: CallDispositionBasis | null;
  freeNote: string;
  columbia: ColumbiaRecord;
  /** The EHR patient the call was taken for, or null. */
  ehrPatient: string | null;
}

/**
 * The protocols of the call, most acute first: every selected protocol, the one opened by clicking
 * its row (toggle mode) included — spec section 5: COPY is enabled once a protocol is selected, so
 * the note records a protocol that was opened and reviewed without a triage question answered.
 */
export function protocolsInCall(call: Pick<CallState, 'selectedProtocols'>): SelectedProtocol[] {
  return orderProtocolsByAcuity(call.selectedProtocols);
}

/**
 * True when there is something to note: a selected protocol (toggle mode included) or a free note
 * that is not only white space. COPY is enabled and the note produced on this one rule.
 */
export function hasNoteContent(call: Pick<CallState, 'selectedProtocols' | 'freeNote'>): boolean {
  // Any selected protocol is in the call (protocolsInCall only orders them): no acuity sort per store change.
  return hasFreeNote(call) || call.selectedProtocols.length > 0;
}

/**
 * True for a "silent" call: protocols are used in the call but none has a triage question answered
 * yes, so the note would carry no basis for a disposition. COPY tells the nurse before copying
 * (she can go on). A call with only a free note is not silent: it has no protocol to answer.
 */
export function isSilentCall(call: Pick<CallState, 'selectedProtocols'>): boolean {
  const protocols = protocolsInCall(call);
  return (
    protocols.length > 0 &&
    !protocols.some((protocol) =>
      (protocol.content?.dispositions ?? []).some((d) => d.questions.some((q) => q.selected === true)),
    )
  );
}

function answeredQuestion(question: Question): AnsweredQuestion {
  return { id: question.id, text: contentText(question.text) };
}

function answered(questions: readonly Question[], answer: boolean): AnsweredQuestion[] {
  return questions.filter((q) => q.selected === answer).map(answeredQuestion);
}

function protocolRecord(
  protocol: SelectedProtocol,
  options: CallNoteOptions,
  sessionHasAdultAndPediatric: boolean,
): ProtocolRecord {
  const questions = sortDispositions(protocol.content?.dispositions ?? []).flatMap((d) => d.questions);
  return {
    protocol,
    id: protocol.fullId,
    title: titleWithAgeGroup(protocol.title, protocol.contentSet.name, sessionHasAdultAndPediatric),
    contentSet: summaryContentSetOf(protocol.contentSet.group),
    disposition: selectedDisposition(protocol),
    positiveQuestions: answered(questions, true),
    negativeQuestions: answered(questions, false),
    adviceSections: summaryAdviceSections(protocol.content?.adviceSections ?? []),
    videoVisitQuestion: videoVisitQuestion(protocol.content?.dispositions, options.videoVisitStrategy),
    otcRecommendations: [...(protocol.otcRecommendations ?? [])],
    practiceVersion: protocol.practiceVersion ?? null,
    handoutsSent: [...(protocol.handoutsSent ?? [])],
  };
}

function columbiaRecord(call: CallNoteCall, protocols: readonly SelectedProtocol[], options: CallNoteOptions) {
  const { result, bypass, questions } = call.columbiaScale;
  const required = options.columbiaScaleProtocols ?? [];
  return {
    score: result.score,
    reasons: [...result.reasons],
    bypass: { reason: bypass.reason, otherReason: bypass.otherReason },
    bypassReason: columbiaBypassNoteText(bypass),
    answeredQuestions: questions.filter((q) => q.selection !== null).sort((a, b) => a.id - b.id),
    isRequired: protocols.some((protocol) => required.includes(protocol.sourceProtocolId)),
  } satisfies ColumbiaRecord;
}

/** The basis of the call disposition (core's dispositionBasis), in terms of the protocol records. */
function callDispositionBasis(
  records: readonly ProtocolRecord[],
  override: DispositionOverride | null,
): CallDispositionBasis | null {
  const basis = dispositionBasis(
    records.map((record) => ({ ...record.protocol, record })),
    override,
  );
  if (basis === null) return null;
  if (basis.kind === 'override') return { kind: 'override', reason: basis.reason };
  const question = basis.question === null ? null : answeredQuestion(basis.question);
  return { kind: 'answer', protocol: basis.protocol.record, question };
}

/** Collects the record of a call. Nothing in the input is changed. */
export function collectCallRecord(
  call: CallNoteCall,
  options: CallNoteOptions,
  sessionHasAdultAndPediatric: boolean,
): CallRecord {
  const protocols = protocolsInCall(call);
  const override = overrideApplies(call.dispositionOverride) ? call.dispositionOverride : null;
  const records = protocols.map((protocol) => protocolRecord(protocol, options, sessionHasAdultAndPediatric));
  return {
    protocols: records,
    callDisposition: highestAcuityDisposition(protocols, override),
    protocolsDisposition: highestAcuityDisposition(protocols, null),
    override,
    dispositionBasis: callDispositionBasis(records, override),
    freeNote: hasFreeNote(call) ? call.freeNote : '',
    columbia: columbiaRecord(call, protocols, options),
    ehrPatient: call.ehrPatient?.trim() || null,
  };
}
