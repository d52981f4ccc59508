/**
 * Question answers (spec section 4 'Question answers'): select, decline and deselect, their effect
 * on dispositions and advice topics, video-visit answers, 'NO' to all, and resetting a protocol.
 */
export { adviceOfSelectedQuestions, hasAdviceForSelectedQuestions } from './advice-links.ts';
export {
  answerAfterPress,
  answerQuestion,
  clearTopic,
  declineQuestion,
  pressAnswerButton,
  selectQuestion,
} from './answer.ts';
export {
  adviceRefersToTopic,
  findQuestion,
  isAfterHoursProtocol,
  mapContentTopics,
  protocolDispositions,
  protocolQuestions,
  protocolTopics,
} from './content.ts';
export { highestAcuityQuestion } from './highest-question.ts';
export { answerNoToAll, noToAllDisposition } from './no-to-all.ts';
export { decideAnswerPress } from './press.ts';
export { resetProtocolSelections } from './reset.ts';
export type { AnswerButton, TriageProtocol } from './types.ts';
export { setVideoVisitAccepted, setVideoVisitOffered } from './video-visit.ts';
