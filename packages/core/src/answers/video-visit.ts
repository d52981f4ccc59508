import type { Answer } from '@triage/contracts';
import { withoutVideoVisit } from './answer.ts';
import { findQuestion, mapContentQuestions } from './content.ts';
import type { TriageProtocol } from './types.ts';

/**
 * Records 'Video visit offered?' on one question. The video-visit answers apply to one question
 * only, so every other question's are cleared; an offer that is not yes clears the acceptance.
 */
export function setVideoVisitOffered<P extends TriageProtocol>(protocol: P, questionId: number, offered: Answer): P {
  if (!protocol.content || !findQuestion(protocol, questionId)) return protocol;
  const content = mapContentQuestions(protocol.content, (q) =>
    q.id === questionId
      ? {
          ...q,
          videoVisitOffered: offered,
          videoVisitAccepted: offered === true ? (q.videoVisitAccepted ?? null) : null,
        }
      : withoutVideoVisit(q),
  );
  return { ...protocol, content };
}

/**
 * Records 'Video visit accepted?' on one question. Ignored (protocol unchanged) unless the video
 * visit was offered on that question.
 */
export function setVideoVisitAccepted<P extends TriageProtocol>(protocol: P, questionId: number, accepted: Answer): P {
  const found = findQuestion(protocol, questionId);
  if (!protocol.content || found?.question.videoVisitOffered !== true) return protocol;
  const content = mapContentQuestions(protocol.content, (q) =>
    q.id === questionId ? { ...q, videoVisitAccepted: accepted } : q,
  );
  return { ...protocol, content };
}
