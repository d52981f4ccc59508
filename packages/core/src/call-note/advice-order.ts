/**
 * Advice topics as written in the call summary and note (spec section 5, 'Summary advice topics'):
 * only topics that were given; within a section 'Nothing by Mouth' first, 'Rest' second, then
 * alphabetical; sections with no topic given are dropped.
 */
import type { AdviceSection, AdviceTopic } from '@triage/contracts';

/** Topic titles that lead the summary order, in their order. Matched ignoring case and outer spaces. */
const LEADING_TOPIC_TITLES = ['nothing by mouth', 'rest'];

/** English collation ignoring case and accents, numbers in numeric order (created once: it is costly). */
const TITLE_COLLATOR = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function leadingRank(title: string): number {
  const index = LEADING_TOPIC_TITLES.indexOf(title.trim().toLowerCase());
  return index === -1 ? LEADING_TOPIC_TITLES.length : index;
}

/**
 * Orders two topic titles for the summary: 'Nothing by Mouth' first, 'Rest' second, then
 * alphabetical (English collation, ignoring case and accents). Negative when `a` comes first.
 */
export function compareSummaryTopicTitles(a: string, b: string): number {
  const byRank = leadingRank(a) - leadingRank(b);
  if (byRank !== 0) return byRank;
  return TITLE_COLLATOR.compare(a.trim(), b.trim());
}

/**
 * True when a topic was given to the caller: the topic is selected, or one of its nuggets is (a
 * nugget ticked on its own was still said to the caller).
 */
export function isTopicGiven(topic: AdviceTopic): boolean {
  return topic.selected || topic.adviceNuggets.some((nugget) => nugget.selected);
}

/** A section holding only its given topics, in summary order. */
export interface GivenAdviceSection {
  title: string;
  adviceTopics: AdviceTopic[];
}

/**
 * The sections of a protocol as the summary writes them: each with its given topics in summary
 * order (ties keep content order), sections without a given topic dropped, section order kept.
 * The input is not changed.
 */
export function summaryAdviceSections(sections: readonly AdviceSection[]): GivenAdviceSection[] {
  const result: GivenAdviceSection[] = [];
  for (const section of sections) {
    const topics = section.adviceTopics.filter(isTopicGiven);
    if (topics.length === 0) continue;
    result.push({
      title: section.title,
      adviceTopics: topics.sort((a, b) => compareSummaryTopicTitles(a.title, b.title)),
    });
  }
  return result;
}
