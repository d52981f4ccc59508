import type { AdviceTopic, Answer, Disposition, ProtocolContent, Question } from '@triage/contracts';
import {
  findQuestion,
  isAfterHoursProtocol,
  mapContentQuestions,
  mapContentTopics,
  positiveQuestions,
  questionNeedsTopic,
} from './content.ts';
import type { AnswerButton, TriageProtocol } from './types.ts';

/** A question with its video-visit answers cleared (the same object when there were none). */
export function withoutVideoVisit(question: Question): Question {
  if (question.videoVisitOffered == null && question.videoVisitAccepted == null) return question;
  return { ...question, videoVisitOffered: null, videoVisitAccepted: null };
}

/**
 * A disposition's selected flag after an answer changed: true while any of its questions is yes;
 * otherwise a flag that was true becomes null (unselected) and null or false is kept.
 */
function dispositionSelection(disposition: Disposition, questions: readonly Question[]): boolean | null {
  if (questions.some((q) => q.selected === true)) return true;
  return disposition.selected === true ? null : disposition.selected;
}

function answerInContent(content: ProtocolContent, questionId: number, answer: Answer): ProtocolContent {
  const withAnswer = mapContentQuestions(content, (q) =>
    q.id === questionId
      ? { ...(answer === true ? withoutVideoVisit(q) : q), selected: answer }
      : answer === true
        ? withoutVideoVisit(q)
        : q,
  );
  return {
    ...withAnswer,
    dispositions: (withAnswer.dispositions ?? []).map((d) => {
      if (!d.questions.some((q) => q.id === questionId)) return d;
      return { ...d, selected: dispositionSelection(d, d.questions) };
    }),
  };
}

/** Activates the topics the question refers to. */
function activateTopics(content: ProtocolContent, question: Question): ProtocolContent {
  return mapContentTopics(content, (topic) =>
    questionNeedsTopic(question, topic) && !topic.active ? { ...topic, active: true } : topic,
  );
}

/**
 * Releases the topics the question referred to that no other yes question still needs: they become
 * inactive and, in after-hours ('ah') protocols, unselected with their nuggets unselected.
 */
function releaseTopics(content: ProtocolContent, question: Question, isAfterHours: boolean): ProtocolContent {
  const stillPositive = positiveQuestions({ content });
  return mapContentTopics(content, (topic) => {
    if (!questionNeedsTopic(question, topic)) return topic;
    if (stillPositive.some((q) => questionNeedsTopic(q, topic))) return topic;
    return isAfterHours ? clearTopic({ ...topic, active: false }) : { ...topic, active: false };
  });
}

/** A topic unselected with all its nuggets unselected. */
export function clearTopic(topic: AdviceTopic): AdviceTopic {
  return { ...topic, selected: false, adviceNuggets: topic.adviceNuggets.map((n) => ({ ...n, selected: false })) };
}

/**
 * Sets one question's answer and applies its consequences. Unknown questions and protocols without
 * dispositions are returned unchanged, as is an answer equal to the current one.
 */
export function answerQuestion<P extends TriageProtocol>(protocol: P, questionId: number, answer: Answer): P {
  const content = protocol.content;
  const found = findQuestion(protocol, questionId);
  if (!content || !found || found.question.selected === answer) return protocol;
  let next = answerInContent(content, questionId, answer);
  if (answer === true) next = activateTopics(next, found.question);
  if (found.question.selected === true) next = releaseTopics(next, found.question, isAfterHoursProtocol(protocol));
  const answered = { ...protocol, content: next };
  return answer === null ? answered : { ...answered, selectionMode: 'explicit' };
}

/**
 * Select (yes): resets every video-visit answer of the protocol first, marks the question's
 * disposition selected, activates the question's advice topics and makes the protocol explicit.
 */
export function selectQuestion<P extends TriageProtocol>(protocol: P, questionId: number): P {
  return answerQuestion(protocol, questionId, true);
}

/**
 * Decline (no). A question that was yes gives up its topics as when it is deselected (unanswered). An answer is
 * a nurse's action on the call, so the protocol becomes explicit (kept and persisted).
 */
export function declineQuestion<P extends TriageProtocol>(protocol: P, questionId: number): P {
  return answerQuestion(protocol, questionId, false);
}

/**
 * The pressed-again rule of every Y / N pair (triage questions, video visit offered and accepted):
 * pressing the button of the current answer deselects; otherwise the press answers.
 */
export function answerAfterPress(current: Answer | undefined, button: AnswerButton): Answer {
  const pressed = button === 'Y';
  return current === pressed ? null : pressed;
}

/**
 * True when a press takes a yes answer away (deselect, or No). Both remove the question's own
 * patient-education topics from the call, so both may ask for confirmation.
 */
export function isLeavingYes(current: Answer | undefined, button: AnswerButton): boolean {
  return current === true && answerAfterPress(current, button) !== true;
}

/** Pressing Y or N on a triage question, by the pressed-again rule. */
export function pressAnswerButton<P extends TriageProtocol>(protocol: P, questionId: number, button: AnswerButton): P {
  const current = findQuestion(protocol, questionId)?.question.selected;
  return answerQuestion(protocol, questionId, answerAfterPress(current, button));
}
