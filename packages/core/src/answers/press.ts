/**
 * What a Y / N press on a triage question does (spec section 4 'Question answers'), decided once:
 * the answer it gives by the pressed-again rule, and whether the nurse must confirm first — a press
 * that takes a yes away (deselect, or No) while the question's own patient-education topics would
 * leave the call asks 'Are You Sure?' with those topics' titles. The caller applies the answer with
 * `answerQuestion` (at once, or after the confirmation).
 */
import type { Answer } from '@triage/contracts';
import { topicsOnlyNeededBy } from './advice-links.ts';
import { answerAfterPress, isLeavingYes } from './answer.ts';
import { findQuestion } from './content.ts';
import type { AnswerButton, TriageProtocol } from './types.ts';

export type AnswerPress =
  /** Apply `answer` now. */
  | { kind: 'apply'; answer: Answer }
  /** Ask first; `topicTitles` are the patient-education topics that would leave the call. */
  | { kind: 'confirm'; answer: Answer; topicTitles: string[] };

/** Decides a press of `button` on question `questionId` of `protocol`. */
export function decideAnswerPress(protocol: TriageProtocol, questionId: number, button: AnswerButton): AnswerPress {
  const current = findQuestion(protocol, questionId)?.question.selected;
  const answer = answerAfterPress(current, button);
  if (!isLeavingYes(current, button)) return { kind: 'apply', answer };
  const topics = topicsOnlyNeededBy(protocol, questionId);
  if (topics.length === 0) return { kind: 'apply', answer };
  return { kind: 'confirm', answer, topicTitles: [...new Set(topics.map((topic) => topic.title))] };
}
