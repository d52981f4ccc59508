/**
 * Which question carries the 'Video visit offered?' controls (spec section 2: only the currently
 * selected question, when it is eligible). The video-visit answers belong to one question, so the
 * controls go where the call note reads them: among the questions answered yes, in acuity order,
 * the eligible one whose offer was recorded, else the first eligible one (the same choice as
 * core's call record, which does not export it).
 */
import type { Question, VideoVisitStrategy } from '@triage/contracts';
import { isVideoVisitEligible, sortDispositions, type TriageProtocol } from '@triage/core';

export function videoVisitQuestionId(
  protocol: Pick<TriageProtocol, 'content'>,
  strategy: VideoVisitStrategy | null | undefined,
): number | null {
  const questions: Question[] = sortDispositions(protocol.content?.dispositions ?? []).flatMap((d) => d.questions);
  const eligible = questions.filter((q) => q.selected === true && isVideoVisitEligible(q, strategy));
  return (eligible.find((q) => q.videoVisitOffered != null) ?? eligible[0])?.id ?? null;
}
