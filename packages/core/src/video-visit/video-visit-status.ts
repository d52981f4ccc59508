/**
 * Video visit note status (spec section 4, 'Video visit note status') and the note texts of
 * spec section 9.
 */
import type { Answer, Question } from '@triage/contracts';

/**
 * The five video-visit statuses of a triage question, in the spec's words:
 * not offered; offered and caller accepted; offered and caller declined; offer not recorded;
 * acceptance not recorded.
 */
export type VideoVisitStatus =
  | 'not offered'
  | 'offered and caller accepted'
  | 'offered and caller declined'
  | 'offer not recorded'
  | 'acceptance not recorded';

/** The two video-visit answers a question carries; both are optional on the entity. */
export type VideoVisitAnswers = Pick<Question, 'videoVisitOffered' | 'videoVisitAccepted'>;

/**
 * The video-visit status of a question.
 * - offered unanswered (null or absent): 'offer not recorded' (acceptance is then ignored);
 * - offered no: 'not offered' (acceptance counts only if offered, spec section 4);
 * - offered yes and accepted yes / no / unanswered: 'offered and caller accepted' /
 *   'offered and caller declined' / 'acceptance not recorded'.
 */
export function videoVisitStatus(question: VideoVisitAnswers): VideoVisitStatus {
  const offered = question.videoVisitOffered ?? null;
  if (offered === null) return 'offer not recorded';
  if (!offered) return 'not offered';
  const accepted = question.videoVisitAccepted ?? null;
  if (accepted === null) return 'acceptance not recorded';
  return accepted ? 'offered and caller accepted' : 'offered and caller declined';
}

/**
 * The note text of a status (spec section 9): 'Video visit not offered', 'Video visit offered and
 * caller accepted', 'Video visit offered and caller declined'. The spec gives no note text for the
 * two 'not recorded' statuses, so they return null and the note builder decides what to show.
 */
export function videoVisitNoteText(status: VideoVisitStatus): string | null {
  switch (status) {
    case 'not offered':
      return 'Video visit not offered';
    case 'offered and caller accepted':
      return 'Video visit offered and caller accepted';
    case 'offered and caller declined':
      return 'Video visit offered and caller declined';
    case 'offer not recorded':
    case 'acceptance not recorded':
      return null;
  }
}

/** The video-visit record of a call summary protocol ({offered, accepted, status}). */
export interface VideoVisitRecord {
  offered: Answer;
  /** Always null unless the visit was offered: acceptance counts only if offered. */
  accepted: Answer;
  status: VideoVisitStatus;
}

/**
 * The video-visit record of a question for the call summary (version 20240701 adds it when a
 * selected question is video-visit eligible). Acceptance is reported only when offered is yes.
 */
export function videoVisitRecord(question: VideoVisitAnswers): VideoVisitRecord {
  const offered = question.videoVisitOffered ?? null;
  const accepted = offered === true ? (question.videoVisitAccepted ?? null) : null;
  return { offered, accepted, status: videoVisitStatus(question) };
}
