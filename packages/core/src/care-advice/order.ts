import type { AdviceTopic } from '@triage/contracts';
import { adviceRefersToTopic } from '../answers/index.ts';

/** How topics are ordered: after-hours protocols follow the advice order of the selected questions. */
export interface AdviceOrderContext {
  isAfterHours: boolean;
  /** Advice entries (ids or text) of the selected questions, in question order. */
  adviceOrder: ReadonlyArray<number | string>;
}

/**
 * A new array of the topics in display order. Reasons-to-call-back topics come last. In 'ah'
 * protocols the others follow the order of the advice of the selected questions (topics not
 * referred to keep their order after those that are); elsewhere they keep their content order.
 */
export function orderAdviceTopics(topics: readonly AdviceTopic[], context: AdviceOrderContext): AdviceTopic[] {
  const position = (topic: AdviceTopic): number => {
    if (topic.isReasonsToCallBack) return Number.POSITIVE_INFINITY;
    if (!context.isAfterHours) return 0;
    const index = context.adviceOrder.findIndex((entry) => adviceRefersToTopic(entry, topic));
    return index === -1 ? context.adviceOrder.length : index;
  };
  return topics
    .map((topic, index) => ({ topic, index, position: position(topic) }))
    .sort((a, b) => (a.position === b.position ? a.index - b.index : a.position < b.position ? -1 : 1))
    .map((entry) => entry.topic);
}
