/** Video visits: note status and eligibility of triage questions, and the question that carries the visit. */

export { videoVisitQuestion } from './video-visit-question.ts';
export { type VideoVisitStatus, videoVisitNoteText, videoVisitRecord, videoVisitStatus } from './video-visit-status.ts';
