import type { AdviceTopic } from '@triage/contracts';
import { findQuestion, positiveQuestions, protocolTopics, questionNeedsTopic } from './content.ts';
import type { TriageProtocol } from './types.ts';

/**
 * The advice entries (topic ids or text) of the yes questions, in protocol question order, each
 * once. Empty when the protocol's dispositions are absent: then no advice is computed.
 */
export function adviceOfSelectedQuestions(protocol: Pick<TriageProtocol, 'content'>): Array<number | string> {
  const entries: Array<number | string> = [];
  for (const question of positiveQuestions(protocol)) {
    for (const entry of question.advice) if (!entries.includes(entry)) entries.push(entry);
  }
  return entries;
}

/**
 * Whether the selected positive questions have care advice. False when none is selected or none
 * refers to advice (the care advice panel then shows its empty message).
 */
export function hasAdviceForSelectedQuestions(protocol: Pick<TriageProtocol, 'content'>): boolean {
  return adviceOfSelectedQuestions(protocol).length > 0;
}

/**
 * The advice topics that deselecting this question would remove from the call: those it refers to
 * that no other yes question needs. Empty unless the question is currently yes.
 */
export function topicsOnlyNeededBy(protocol: Pick<TriageProtocol, 'content'>, questionId: number): AdviceTopic[] {
  const found = findQuestion(protocol, questionId);
  if (found?.question.selected !== true) return [];
  const others = positiveQuestions(protocol).filter((q) => q.id !== questionId);
  return protocolTopics(protocol).filter(
    (topic) => questionNeedsTopic(found.question, topic) && !others.some((q) => questionNeedsTopic(q, topic)),
  );
}
