/**
 * Ids of a practice's local questions (issue 34): negative, so never a licensed question's, and
 * derived from the protocol's source id, so unique in the content set — the content check refuses
 * a question id used twice in a content set. The first free one of the protocol, from -(id × 1000 + 1).
 */
import type { Protocol } from '@triage/contracts';

const PER_PROTOCOL = 1000;

function firstFree(protocol: Protocol, used: ReadonlySet<number>): number {
  let id = -(protocol.sourceProtocolId * PER_PROTOCOL + 1);
  while (used.has(id)) id -= 1;
  return id;
}

export function localQuestionId(protocol: Protocol): number {
  return firstFree(
    protocol,
    new Set((protocol.content.dispositions ?? []).flatMap((d) => d.questions.map((q) => q.id))),
  );
}

/** A local care-advice topic's id: the same scheme over the protocol's topic ids (unique per protocol). */
export function localTopicId(protocol: Protocol): number {
  return firstFree(protocol, new Set(protocol.content.adviceSections.flatMap((s) => s.adviceTopics.map((t) => t.id))));
}
