/**
 * Call note and call summary (spec sections 3, 5, 8 and 9): the record a nurse pastes into the
 * chart and the structured object sent to the host EHR.
 *
 * Templates are parsed by the Handlebars parser and interpreted (template-engine.ts): no code is
 * generated at run time. Load this module with the code that builds notes, not on the login page.
 */
export {
  compareSummaryTopicTitles,
  type GivenAdviceSection,
  isTopicGiven,
  summaryAdviceSections,
} from './advice-order.ts';
export { type CallEventInput, callEventOf } from './call-event.ts';
export {
  buildCallNote,
  type CallNote,
  type CallNoteInput,
  shouldProduceCallNote,
} from './call-note.ts';
export {
  type AnsweredQuestion,
  type CallNoteCall,
  type CallNoteOptions,
  hasNoteContent,
  isSilentCall,
  protocolsInCall,
} from './call-record.ts';
export {
  buildCallSummary,
  CALL_SUMMARY_VERSIONS,
  type CallSummaryInput,
  DEFAULT_SUMMARY_VERSION,
  isCallSummaryVersion,
  resolveSummaryVersion,
} from './call-summary.ts';
export {
  CALLBACK_DISCUSSED_TEXT,
  CARE_ADVICE_DISCUSSED_TEXT,
  ONLY_YES_DISCLAIMER,
  PRACTICE_OPTIONS_REQUIRED_MESSAGE,
  unsupportedVersionMessage,
  VIDEO_VISIT_ACCEPTANCE_NOT_RECORDED_TEXT,
  VIDEO_VISIT_OFFER_NOT_RECORDED_TEXT,
} from './constants.ts';
export { DEFAULT_CALL_NOTE_TEMPLATE } from './default-template.ts';
export type { CallNoteProblem, CallNoteProblemCode, NoteMimeType } from './layout.ts';
export type {
  CallNoteContext,
  NoteAdviceItem,
  NoteColumbia,
  NoteColumbiaAnswer,
  NoteDisposition,
  NoteDispositionBasis,
  NoteOverride,
  NoteProtocol,
  NoteVideoVisit,
} from './note-context.ts';
export { type SanitizeHtml, sanitizePlainTextNote } from './sanitize.ts';
export { MAX_TEMPLATE_CHARS, MAX_TEMPLATE_NESTING } from './template-check.ts';
export { MAX_RENDER_CHARS, MAX_RENDER_STEPS } from './template-engine.ts';
export { validateCallNoteTemplate } from './validate-template.ts';
