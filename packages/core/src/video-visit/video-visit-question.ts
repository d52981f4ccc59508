/**
 * Which question of a protocol carries the video visit (spec section 2: the 'Video visit offered?'
 * controls show on the selected question when it is eligible). The video-visit answers belong to
 * one question, so the controls, the call note and the call summary all read the same one: among
 * the questions answered yes, in acuity order, the eligible one whose offer was recorded, else the
 * first eligible one.
 */
import type { Disposition, Question, VideoVisitStrategy } from '@triage/contracts';
import { sortDispositions } from '../acuity/compare.ts';
import { isVideoVisitEligible } from './video-visit-eligibility.ts';

export function videoVisitQuestion(
  dispositions: readonly Disposition[] | null | undefined,
  strategy: VideoVisitStrategy | null | undefined,
): Question | null {
  const questions = sortDispositions(dispositions ?? []).flatMap((d) => d.questions);
  const eligible = questions.filter((q) => q.selected === true && isVideoVisitEligible(q, strategy));
  return eligible.find((q) => q.videoVisitOffered != null) ?? eligible[0] ?? null;
}
