/** Video visits: note status and eligibility of triage questions, and the question that carries the visit. */
export { isVideoVisitEligible, type VideoVisitFlags } from './video-visit-eligibility.ts';
export { videoVisitQuestion } from './video-visit-question.ts';
export {
  VIDEO_VISIT_STATUSES,
  type VideoVisitAnswers,
  type VideoVisitRecord,
  type VideoVisitStatus,
  videoVisitNoteText,
  videoVisitRecord,
  videoVisitStatus,
} from './video-visit-status.ts';
