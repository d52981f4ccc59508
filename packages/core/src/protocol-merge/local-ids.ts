/**
 * Ids of a practice's local questions (issue 34): negative, so never a licensed question's, and
 * derived from the protocol's source id, so unique in the content set — the content check refuses
 * a question id used twice in a content set. The first free one of the protocol, from -(id × 1000 + 1).
 */
import type { Protocol } from '@triage/contracts';

const PER_PROTOCOL = 1000;

export function localQuestionId(protocol: Protocol): number {
  const used = new Set((protocol.content.dispositions ?? []).flatMap((d) => d.questions.map((q) => q.id)));
  const first = -(protocol.sourceProtocolId * PER_PROTOCOL + 1);
  let id = first;
  while (used.has(id)) id -= 1;
  return id;
}
