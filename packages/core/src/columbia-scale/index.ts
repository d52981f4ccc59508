/** The suicide-risk scale (C-SSRS): questions, visibility, result, bypass, dialog and requirement rules. */
export { pressColumbiaAnswer } from './answers.ts';
export {
  type ColumbiaBypassError,
  clearColumbiaBypass,
  columbiaBypassNoteText,
  isOtherReasonShown,
  OTHER_REASON_LABEL,
  OTHER_REASON_PLACEHOLDER,
  setColumbiaBypassReason,
  setColumbiaOtherReason,
  validateColumbiaBypass,
} from './bypass.ts';
export {
  bypassColumbiaScreening,
  cancelColumbiaScreening,
  columbiaOnCopy,
  continueColumbiaScreening,
  isBypassScreeningOffered,
  isCopyBlockedByColumbia,
  openColumbiaScreening,
  saveColumbiaScreening,
} from './modal.ts';
export {
  COLUMBIA_COPYRIGHT,
  COLUMBIA_QUESTION_EXAMPLES,
  type ColumbiaQuestionId,
  initialColumbiaScale,
} from './questions.ts';
export {
  type ColumbiaPromptState,
  closeColumbiaPrompt,
  columbiaPromptOnCallId,
  columbiaPromptOnTabEnter,
  initialColumbiaPromptState,
  isColumbiaPromptDue,
} from './required-prompt.ts';
export {
  type ColumbiaSubTabStatus,
  columbiaSubTabStatus,
  isColumbiaScaleRequiredInCall,
  isColumbiaSubTabShown,
} from './requirement.ts';
export { columbiaResultNoteText } from './result.ts';
export { visibleColumbiaQuestions } from './visibility.ts';
