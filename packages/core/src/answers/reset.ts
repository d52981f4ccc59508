import { clearTopic, withoutVideoVisit } from './answer.ts';
import { mapContentQuestions, mapContentTopics } from './content.ts';
import type { TriageProtocol } from './types.ts';

/**
 * Resets all of a protocol's selections: every question and disposition back to null (unanswered),
 * video-visit answers cleared, every advice topic inactive and unselected with its nuggets, and the
 * discussed flags false. The selection mode is kept.
 */
export function resetProtocolSelections<P extends TriageProtocol>(protocol: P): P {
  const discussed =
    'adviceDiscussed' in protocol || 'callbackDiscussed' in protocol
      ? { adviceDiscussed: false, callbackDiscussed: false }
      : {};
  if (!protocol.content) return { ...protocol, ...discussed };
  const answersCleared = mapContentQuestions(protocol.content, (q) =>
    q.selected === null ? withoutVideoVisit(q) : { ...withoutVideoVisit(q), selected: null },
  );
  const content = mapContentTopics(
    {
      ...answersCleared,
      dispositions: answersCleared.dispositions?.map((d) => (d.selected === null ? d : { ...d, selected: null })),
    },
    (topic) => ({ ...clearTopic(topic), active: false }),
  );
  return { ...protocol, ...discussed, content };
}
