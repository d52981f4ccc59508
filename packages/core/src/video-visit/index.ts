/** Video visits: note status and eligibility of triage questions. */
export { isVideoVisitEligible, type VideoVisitFlags } from './video-visit-eligibility.ts';
export {
  VIDEO_VISIT_STATUSES,
  type VideoVisitAnswers,
  type VideoVisitRecord,
  type VideoVisitStatus,
  videoVisitNoteText,
  videoVisitRecord,
  videoVisitStatus,
} from './video-visit-status.ts';
