/** The suicide-risk scale (C-SSRS): questions, visibility, result, bypass, dialog and requirement rules. */
export { answerColumbiaQuestion, clearColumbiaAnswers, pressColumbiaAnswer } from './answers.ts';
export {
  type ColumbiaBypassError,
  clearColumbiaBypass,
  columbiaBypassNoteText,
  isColumbiaBypassValid,
  isOtherReasonShown,
  OTHER_REASON_LABEL,
  OTHER_REASON_PLACEHOLDER,
  setColumbiaBypassReason,
  setColumbiaOtherReason,
  validateColumbiaBypass,
} from './bypass.ts';
export {
  bypassColumbiaScreening,
  type ColumbiaCopyDecision,
  cancelColumbiaScreening,
  columbiaOnCopy,
  continueColumbiaScreening,
  isBypassScreeningOffered,
  isCopyBlockedByColumbia,
  openColumbiaBypassMode,
  openColumbiaScreening,
  saveColumbiaScreening,
} from './modal.ts';
export {
  COLUMBIA_COPYRIGHT,
  COLUMBIA_OPTIONS,
  COLUMBIA_QUESTION_COUNT,
  COLUMBIA_QUESTION_EXAMPLES,
  COLUMBIA_QUESTION_IDS,
  COLUMBIA_QUESTION_TEXTS,
  type ColumbiaQuestionId,
  initialColumbiaQuestions,
  initialColumbiaScale,
} from './questions.ts';
export {
  type ColumbiaPromptContext,
  type ColumbiaPromptState,
  closeColumbiaPrompt,
  columbiaPromptOnCallId,
  columbiaPromptOnTabEnter,
  initialColumbiaPromptState,
  isColumbiaPromptDue,
} from './required-prompt.ts';
export {
  COLUMBIA_REQUIRED_TOOLTIP,
  type ColumbiaScaleProtocols,
  type ColumbiaSubTabStatus,
  columbiaSubTabStatus,
  isColumbiaScaleRequired,
  isColumbiaScaleRequiredInCall,
  isColumbiaSubTabShown,
} from './requirement.ts';
export { COLUMBIA_REASONS, columbiaResultNoteText, columbiaResultOf, emptyColumbiaResult } from './result.ts';
export {
  type ColumbiaAnswers,
  isColumbiaQuestionVisible,
  rawColumbiaAnswer,
  visibleColumbiaAnswers,
  visibleColumbiaQuestionIds,
  visibleColumbiaQuestions,
} from './visibility.ts';
