/** Video visits: note status and eligibility of triage questions, and the question that carries the visit. */
export { isVideoVisitEligible } from './video-visit-eligibility.ts';
export { videoVisitQuestion } from './video-visit-question.ts';
export {
  VIDEO_VISIT_STATUSES,
  type VideoVisitStatus,
  videoVisitNoteText,
  videoVisitRecord,
  videoVisitStatus,
} from './video-visit-status.ts';
