import type { Disposition, QuestionChoiceDisplay } from '@triage/contracts';
import { sortDispositions } from '../acuity/compare.ts';
import { declineQuestion } from './answer.ts';
import { positiveQuestions, protocolDispositions } from './content.ts';
import type { TriageProtocol } from './types.ts';

/**
 * The disposition that shows the 'NO' to all button, or null when it is not shown. It shows only in
 * yesAndNo mode, only while no question of the protocol is yes, on the first disposition in the
 * order the page shows them (by acuity, `sortDispositions`) that has a question not already
 * answered no.
 */
export function noToAllDisposition(
  protocol: Pick<TriageProtocol, 'content'>,
  display: QuestionChoiceDisplay,
): Disposition | null {
  if (display !== 'yesAndNo' || positiveQuestions(protocol).length > 0) return null;
  const shown = sortDispositions(protocolDispositions(protocol));
  return shown.find((d) => d.questions.some((q) => q.selected !== false)) ?? null;
}

/** 'NO' to all: declines every question of the disposition not already answered no. */
export function answerNoToAll<P extends TriageProtocol>(protocol: P, dispositionId: number): P {
  const disposition = protocolDispositions(protocol).find((d) => d.id === dispositionId);
  if (!disposition) return protocol;
  return disposition.questions
    .filter((q) => q.selected !== false)
    .reduce((current, q) => declineQuestion(current, q.id), protocol);
}
