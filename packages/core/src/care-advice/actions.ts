import type { AdviceTopic, CareAdviceMode } from '@triage/contracts';
import { clearTopic, mapContentTopics, protocolTopics } from '../answers/index.ts';
import { isNuggetSelectable, unhandledMode } from './mode.ts';
import type { AdviceProtocol } from './types.ts';

/**
 * Which stored topics an action on a shown topic reaches: the topic itself or, for the merged
 * reasons-to-call-back topic, every reasons-to-call-back topic of the protocol. Null when unknown.
 */
function topicTargets(
  protocol: AdviceProtocol,
  topicId: number,
): { topic: AdviceTopic; matches: (t: AdviceTopic) => boolean } | null {
  const topic = protocolTopics(protocol).find((t) => t.id === topicId);
  if (!topic) return null;
  return { topic, matches: topic.isReasonsToCallBack ? (t) => t.isReasonsToCallBack : (t) => t.id === topicId };
}

function updateTopics<P extends AdviceProtocol>(
  protocol: P,
  matches: (t: AdviceTopic) => boolean,
  update: (t: AdviceTopic) => AdviceTopic,
): P {
  if (!protocol.content) return protocol;
  return { ...protocol, content: mapContentTopics(protocol.content, (t) => (matches(t) ? update(t) : t)) };
}

/** Simple mode: recomputes adviceDiscussed, or callbackDiscussed for reasons-to-call-back topics. */
function withDiscussedFlag<P extends AdviceProtocol>(protocol: P, isCallBack: boolean): P {
  const discussed = protocolTopics(protocol).some((t) => t.isReasonsToCallBack === isCallBack && t.selected);
  return isCallBack ? { ...protocol, callbackDiscussed: discussed } : { ...protocol, adviceDiscussed: discussed };
}

/**
 * Selects or deselects an advice topic (deselecting clears its nuggets) and marks the protocol
 * explicit. In simple mode it also sets adviceDiscussed, or callbackDiscussed for the
 * reasons-to-call-back topic, to whether any such topic is selected. Unknown topics change nothing.
 */
export function setAdviceTopicSelected<P extends AdviceProtocol>(
  protocol: P,
  topicId: number,
  selected: boolean,
  mode: CareAdviceMode,
): P {
  const targets = topicTargets(protocol, topicId);
  if (!targets) return protocol;
  const updated = updateTopics(protocol, targets.matches, (t) => (selected ? { ...t, selected: true } : clearTopic(t)));
  const explicit = { ...updated, selectionMode: 'explicit' as const };
  switch (mode) {
    case 'simple':
      return withDiscussedFlag(explicit, targets.topic.isReasonsToCallBack);
    case 'headings':
    case 'detailed':
      return explicit;
    default:
      return unhandledMode(mode);
  }
}

/**
 * Selects or deselects the nugget with this text under a topic (every copy with that text). Ignored
 * in simple mode, and in headings mode unless the topic is a reasons-to-call-back topic.
 */
export function setAdviceNuggetSelected<P extends AdviceProtocol>(
  protocol: P,
  topicId: number,
  nuggetText: string,
  selected: boolean,
  mode: CareAdviceMode,
): P {
  const targets = topicTargets(protocol, topicId);
  if (!targets || !isNuggetSelectable(mode, targets.topic)) return protocol;
  return updateTopics(protocol, targets.matches, (t) => ({
    ...t,
    adviceNuggets: t.adviceNuggets.map((n) => (n.text === nuggetText ? { ...n, selected } : n)),
  }));
}

/**
 * Double-click on a topic's checkbox: in detailed mode, while the topic is expanded, selects the
 * topic and all its nuggets (and marks the protocol explicit). Otherwise changes nothing.
 */
export function selectAdviceTopicWithNuggets<P extends AdviceProtocol>(
  protocol: P,
  topicId: number,
  mode: CareAdviceMode,
  isExpanded: boolean,
): P {
  switch (mode) {
    case 'simple':
    case 'headings':
      return protocol;
    case 'detailed': {
      const targets = isExpanded ? topicTargets(protocol, topicId) : null;
      if (!targets) return protocol;
      const updated = updateTopics(protocol, targets.matches, (t) => ({
        ...t,
        selected: true,
        adviceNuggets: t.adviceNuggets.map((n) => ({ ...n, selected: true })),
      }));
      return { ...updated, selectionMode: 'explicit' };
    }
    default:
      return unhandledMode(mode);
  }
}
