import type { AdviceNugget, AdviceTopic } from '@triage/contracts';

/**
 * Nuggets merged by text, in first-seen order; a merged nugget is selected if any copy was.
 * @internal
 */
export function mergeNuggetsByText(nuggets: readonly AdviceNugget[]): AdviceNugget[] {
  const merged = new Map<string, AdviceNugget>();
  for (const nugget of nuggets) {
    const seen = merged.get(nugget.text);
    merged.set(nugget.text, seen ? { ...seen, selected: seen.selected || nugget.selected } : nugget);
  }
  return [...merged.values()];
}

/** A topic whose duplicate nuggets (same text) are merged into one. */
export function withMergedNuggets(topic: AdviceTopic): AdviceTopic {
  const adviceNuggets = mergeNuggetsByText(topic.adviceNuggets);
  return adviceNuggets.length === topic.adviceNuggets.length ? topic : { ...topic, adviceNuggets };
}

/**
 * One reasons-to-call-back topic made of several: the first topic's id and title, the nuggets of
 * all combined and merged by text (selected if any copy was), selected or active if any was.
 * Null for an empty list.
 */
export function mergeReasonsToCallBack(topics: readonly AdviceTopic[]): AdviceTopic | null {
  const [first] = topics;
  if (first === undefined) return null;
  return {
    ...first,
    selected: topics.some((t) => t.selected),
    active: topics.some((t) => t.active),
    adviceNuggets: mergeNuggetsByText(topics.flatMap((t) => t.adviceNuggets)),
  };
}
