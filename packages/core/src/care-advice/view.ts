import type { AdviceTopic } from '@triage/contracts';
import { adviceOfSelectedQuestions, isAfterHoursProtocol } from '../answers/index.ts';
import { mergeReasonsToCallBack, withMergedNuggets } from './merge.ts';
import { orderAdviceTopics } from './order.ts';
import type { AdviceProtocol, AdviceSectionView } from './types.ts';

/** A nugget is visible when it has text other than white space. */
function withVisibleNuggets(topic: AdviceTopic): AdviceTopic {
  return { ...topic, adviceNuggets: topic.adviceNuggets.filter((n) => n.text.trim() !== '') };
}

/**
 * The care advice panel of one protocol: its sections with the topics to show, in order.
 *
 * - Duplicate nuggets under a topic are merged by text.
 * - All reasons-to-call-back topics of the protocol are merged into one (see
 *   `mergeReasonsToCallBack`), shown in the section of the first of them.
 * - In 'ah' protocols only active topics are shown.
 * - A topic with no visible nuggets is hidden, and so is a section with no topic left.
 * - Topics are ordered by `orderAdviceTopics`.
 */
export function careAdviceView(protocol: AdviceProtocol): AdviceSectionView[] {
  const sections = protocol.content?.adviceSections ?? [];
  const isAfterHours = isAfterHoursProtocol(protocol);
  const context = { isAfterHours, adviceOrder: adviceOfSelectedQuestions(protocol) };
  const callBack = mergeReasonsToCallBack(sections.flatMap((s) => s.adviceTopics.filter((t) => t.isReasonsToCallBack)));
  let callBackPlaced = false;
  const views: AdviceSectionView[] = [];
  sections.forEach((section, index) => {
    const topics: AdviceTopic[] = [];
    for (const topic of section.adviceTopics) {
      if (!topic.isReasonsToCallBack) topics.push(withMergedNuggets(topic));
      else if (!callBackPlaced && callBack) {
        topics.push(callBack);
        callBackPlaced = true;
      }
    }
    const visible = topics
      .filter((t) => !isAfterHours || t.active)
      .map(withVisibleNuggets)
      .filter((t) => t.adviceNuggets.length > 0);
    if (visible.length > 0) {
      views.push({
        key: `${index}:${section.title}`,
        title: section.title,
        topics: orderAdviceTopics(visible, context),
      });
    }
  });
  return views;
}
