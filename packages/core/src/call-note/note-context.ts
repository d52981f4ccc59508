/**
 * The data a call-note template sees (documented for practice administrators in
 * docs/call-note.md). Texts are plain text and already say what the note should say: the
 * care-advice mode and the question choice display are applied here, so templates need not
 * branch on them.
 */
import type {
  CallSummary,
  CareAdviceMode,
  ColumbiaScore,
  Disposition,
  QuestionChoiceDisplay,
  SummaryAdviceSection,
} from '@triage/contracts';
import { columbiaResultNoteText } from '../columbia-scale/index.ts';
import { contentText } from '../text/content-text.ts';
import { type VideoVisitStatus, videoVisitNoteText, videoVisitStatus } from '../video-visit/index.ts';
import type {
  AnsweredQuestion,
  CallDispositionBasis,
  CallNoteOptions,
  CallRecord,
  ColumbiaRecord,
  ProtocolRecord,
} from './call-record.ts';
import {
  CALLBACK_DISCUSSED_TEXT,
  CARE_ADVICE_DISCUSSED_TEXT,
  ONLY_YES_DISCLAIMER,
  VIDEO_VISIT_ACCEPTANCE_NOT_RECORDED_TEXT,
  VIDEO_VISIT_OFFER_NOT_RECORDED_TEXT,
} from './constants.ts';

export interface NoteDisposition {
  id: number;
  title: string;
  /** 1 emergency, 2 soon, 3 home care. */
  level: number;
}

/** One line of care advice, with the nuggets given under it (detailed mode only). */
export interface NoteAdviceItem {
  title: string;
  details: string[];
}

export interface NoteVideoVisit {
  status: VideoVisitStatus;
  /** 'Video visit offered and caller accepted', 'Video visit not offered'... */
  text: string;
}

export interface NoteProtocol {
  id: string;
  title: string;
  contentSet: string;
  /** Position in the note, from 1; protocols are ordered most acute first. */
  number: number;
  isFirst: boolean;
  isLast: boolean;
  disposition: NoteDisposition | null;
  positiveQuestions: AnsweredQuestion[];
  /** Questions answered no; always empty with questionChoiceDisplay 'onlyYes'. */
  negativeQuestions: AnsweredQuestion[];
  /** True with questionChoiceDisplay 'yesAndNo'. */
  showsNegativeQuestions: boolean;
  /** The onlyYes disclaimer, when only positives are shown and there are some; else null. */
  onlyYesDisclaimer: string | null;
  /** Care advice given, as the practice's care-advice mode writes it. */
  careAdvice: NoteAdviceItem[];
  /** Reasons to call back given, as the practice's care-advice mode writes them. */
  reasonsToCallBack: string[];
  /** Every topic given, by section, with its selected nuggets (as in the call summary). */
  adviceSections: SummaryAdviceSection[];
  /** Over-the-counter doses the nurse added from the Medication sub-tab (as in the call summary). */
  otcRecommendations: string[];
  /** The practice's version of the protocol the nurse used (issue 34); null for the licensed one. */
  practiceVersion: number | null;
  /** Handouts given from the Handouts sub-tab and how, never to whom (as in the call summary). */
  handoutsSent: string[];
  videoVisit: NoteVideoVisit | null;
}

export interface NoteColumbiaAnswer {
  id: number;
  text: string;
  answer: 'Yes' | 'No';
}

export interface NoteColumbia {
  /** 'POSITIVE', 'NEGATIVE' or 'N/A'. */
  result: string;
  score: ColumbiaScore | null;
  reasons: string[];
  /** The bypass reason ('Other - {reason}' for Other), or null. */
  bypassReason: string | null;
  answers: NoteColumbiaAnswer[];
  /** True when a protocol of the call requires the screening. */
  isRequired: boolean;
}

export interface NoteOverride {
  /** The override's disposition title. */
  title: string;
  reason: string;
  notes: string;
}

/**
 * What set the call disposition. For an override: `isOverride`, with its reason. Otherwise the
 * protocol's title (as the note writes it) and the text of the question answered yes that set it
 * (null when the disposition was selected without one).
 */
export interface NoteDispositionBasis {
  isOverride: boolean;
  /** The override's reason; null unless `isOverride` (or when the override has none). */
  reason: string | null;
  /** The protocol's title, with the age-group suffix as in the protocol section; null for an override. */
  protocol: string | null;
  /** The question's text (plain text); null for an override. */
  question: string | null;
}

export interface CallNoteContext {
  /** The call's disposition: the override's when one applies. */
  callDisposition: NoteDisposition | null;
  /** The most acute disposition selected in the protocols, ignoring the override. */
  protocolsDisposition: NoteDisposition | null;
  override: NoteOverride | null;
  /** What set the call disposition; null when there is none. */
  dispositionBasis: NoteDispositionBasis | null;
  /** The free note, without leading and trailing blank space. */
  freeNote: string;
  /** The EHR patient the call was taken for (e.g. 'Patient/123', a SMART launch's), or null. */
  ehrPatient: string | null;
  protocols: NoteProtocol[];
  /** The C-SSRS screening, when anything was recorded or a protocol requires it; else null. */
  columbia: NoteColumbia | null;
  careAdviceMode: CareAdviceMode;
  questionChoiceDisplay: QuestionChoiceDisplay;
  /** The call summary sent to the host, in the practice's version. */
  summary: CallSummary;
}

function noteDisposition(disposition: Disposition | null): NoteDisposition | null {
  if (disposition === null) return null;
  return { id: disposition.id, title: contentText(disposition.title), level: disposition.dispositionLevelId };
}

function noteDispositionBasis(basis: CallDispositionBasis | null): NoteDispositionBasis | null {
  if (basis === null) return null;
  if (basis.kind === 'override') {
    return { isOverride: true, reason: basis.reason?.trim() || null, protocol: null, question: null };
  }
  return { isOverride: false, reason: null, protocol: basis.protocol.title, question: basis.question?.text ?? null };
}

function uniqueTexts(texts: readonly string[]): string[] {
  return [...new Set(texts.filter((text) => text !== ''))];
}

/** The topics given, split into care advice and reasons to call back, in summary order. */
function givenTopics(record: ProtocolRecord, isReasonsToCallBack: boolean) {
  return record.adviceSections
    .flatMap((section) => section.adviceTopics)
    .filter((topic) => topic.isReasonsToCallBack === isReasonsToCallBack)
    .map((topic) => ({
      title: contentText(topic.title),
      nuggets: uniqueTexts(topic.adviceNuggets.filter((n) => n.selected).map((n) => contentText(n.text))),
    }));
}

function adviceLines(record: ProtocolRecord, mode: CareAdviceMode) {
  const advice = givenTopics(record, false);
  const callback = givenTopics(record, true);
  const callbackLines = uniqueTexts(
    callback.flatMap((topic) => (topic.nuggets.length > 0 ? topic.nuggets : [topic.title])),
  );
  switch (mode) {
    case 'simple': {
      const isAdviceGiven = record.protocol.adviceDiscussed || advice.length > 0;
      const isCallbackGiven = record.protocol.callbackDiscussed || callback.length > 0;
      return {
        careAdvice: isAdviceGiven ? [{ title: CARE_ADVICE_DISCUSSED_TEXT, details: [] }] : [],
        reasonsToCallBack: isCallbackGiven ? [CALLBACK_DISCUSSED_TEXT] : [],
      };
    }
    case 'headings':
      return {
        careAdvice: advice.map((topic) => ({ title: topic.title, details: [] })),
        reasonsToCallBack: callbackLines,
      };
    case 'detailed':
      return {
        careAdvice: advice.map((topic) => ({ title: topic.title, details: topic.nuggets })),
        reasonsToCallBack: callbackLines,
      };
  }
}

function videoVisitOf(record: ProtocolRecord): NoteVideoVisit | null {
  if (record.videoVisitQuestion === null) return null;
  const status = videoVisitStatus(record.videoVisitQuestion);
  const text =
    videoVisitNoteText(status) ??
    (status === 'offer not recorded' ? VIDEO_VISIT_OFFER_NOT_RECORDED_TEXT : VIDEO_VISIT_ACCEPTANCE_NOT_RECORDED_TEXT);
  return { status, text };
}

function noteProtocol(
  record: ProtocolRecord,
  index: number,
  count: number,
  adviceSections: SummaryAdviceSection[],
  options: CallNoteOptions,
): NoteProtocol {
  const showsNegativeQuestions = options.questionChoiceDisplay === 'yesAndNo';
  return {
    id: record.id,
    title: record.title,
    contentSet: record.contentSet,
    number: index + 1,
    isFirst: index === 0,
    isLast: index === count - 1,
    disposition: noteDisposition(record.disposition),
    positiveQuestions: record.positiveQuestions.map((q) => ({ ...q })),
    negativeQuestions: showsNegativeQuestions ? record.negativeQuestions.map((q) => ({ ...q })) : [],
    showsNegativeQuestions,
    onlyYesDisclaimer: !showsNegativeQuestions && record.positiveQuestions.length > 0 ? ONLY_YES_DISCLAIMER : null,
    ...adviceLines(record, options.careAdviceMode ?? 'simple'),
    adviceSections,
    otcRecommendations: [...record.otcRecommendations],
    practiceVersion: record.practiceVersion,
    handoutsSent: [...record.handoutsSent],
    videoVisit: videoVisitOf(record),
  };
}

function noteColumbia(columbia: ColumbiaRecord): NoteColumbia | null {
  const isRecorded = columbia.score !== null || columbia.bypassReason !== null || columbia.answeredQuestions.length > 0;
  if (!isRecorded && !columbia.isRequired) return null;
  return {
    result: columbiaResultNoteText({ score: columbia.score, reasons: columbia.reasons }),
    score: columbia.score,
    reasons: [...columbia.reasons],
    bypassReason: columbia.bypassReason,
    answers: columbia.answeredQuestions.map((q) => ({ id: q.id, text: q.text, answer: q.selection ? 'Yes' : 'No' })),
    isRequired: columbia.isRequired,
  };
}

/** The template context of a call record and its summary. */
export function noteContext(record: CallRecord, summary: CallSummary, options: CallNoteOptions): CallNoteContext {
  const count = record.protocols.length;
  return {
    callDisposition: noteDisposition(record.callDisposition),
    protocolsDisposition: noteDisposition(record.protocolsDisposition),
    override:
      record.override === null
        ? null
        : {
            title: contentText(record.override.disposition.title),
            reason: record.override.reason ?? '',
            notes: record.override.notes?.trim() ?? '',
          },
    dispositionBasis: noteDispositionBasis(record.dispositionBasis),
    freeNote: record.freeNote.trim(),
    ehrPatient: record.ehrPatient,
    protocols: record.protocols.map((protocol, index) =>
      noteProtocol(protocol, index, count, summary.protocols[index]?.adviceSections ?? [], options),
    ),
    columbia: noteColumbia(record.columbia),
    careAdviceMode: options.careAdviceMode ?? 'simple',
    questionChoiceDisplay: options.questionChoiceDisplay ?? 'onlyYes',
    summary,
  };
}
