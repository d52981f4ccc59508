/**
 * Whether a triage question is eligible for a video visit, so that the 'Video visit offered?'
 * controls appear for it (spec section 2) and the 20240701 summary reports its video visit.
 *
 * The spec names the strategies (user, protocol, disposition) and the question flags
 * (ctVideoVisitEligible, videoVisitEligible, videoVisitIneligible, isVideoVisitEligible) but not
 * how they combine. Our reading, applied in this order:
 * 1. No strategy configured for the practice: no video visits, never eligible.
 * 2. `videoVisitIneligible: true` (an explicit exclusion) always wins: not eligible.
 * 3. `isVideoVisitEligible`, when present, is the already-derived answer (the spec's UI rule names
 *    this flag directly) and is used as is.
 * 4. Otherwise by strategy:
 *    - 'protocol': the content's own flag `ctVideoVisitEligible` decides;
 *    - 'user': the practice's marking `videoVisitEligible` decides, falling back to the content's
 *      `ctVideoVisitEligible` when the practice has not marked the question;
 *    - 'disposition': eligibility is decided per disposition outside the question and arrives only
 *      as `isVideoVisitEligible` (step 3); without it the question is not eligible.
 */
import type { Question, VideoVisitStrategy } from '@triage/contracts';

/** The eligibility flags a question carries. */
export type VideoVisitFlags = Pick<
  Question,
  'ctVideoVisitEligible' | 'videoVisitEligible' | 'videoVisitIneligible' | 'isVideoVisitEligible'
>;

/** True when the question may be offered a video visit under the practice's strategy (see module notes). */
export function isVideoVisitEligible(
  question: VideoVisitFlags,
  strategy: VideoVisitStrategy | null | undefined,
): boolean {
  if (strategy === null || strategy === undefined) return false;
  if (question.videoVisitIneligible === true) return false;
  if (question.isVideoVisitEligible !== undefined) return question.isVideoVisitEligible;
  switch (strategy) {
    case 'protocol':
      return question.ctVideoVisitEligible === true;
    case 'user':
      return (question.videoVisitEligible ?? question.ctVideoVisitEligible) === true;
    case 'disposition':
      return false;
  }
}
