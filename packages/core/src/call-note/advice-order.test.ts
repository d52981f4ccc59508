import type { AdviceSection } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { compareSummaryTopicTitles, isTopicGiven, summaryAdviceSections } from './advice-order.ts';
import { topic } from './testing/builders.ts';

function given(id: number, title: string) {
  return { ...topic(id, title, ['a', 'b']), selected: true };
}

describe('summary advice topics', () => {
  it('puts Nothing by Mouth first, Rest second, then the rest alphabetically', () => {
    const titles = ['Pain Medicines', 'Rest', 'Call Back If', 'Nothing by Mouth', 'Fluids', 'ice packs'];
    expect([...titles].sort(compareSummaryTopicTitles)).toEqual([
      'Nothing by Mouth',
      'Rest',
      'Call Back If',
      'Fluids',
      'ice packs',
      'Pain Medicines',
    ]);
  });

  it('recognises the leading titles whatever their case and outer spaces', () => {
    expect([' REST ', 'Apples', 'nothing BY mouth'].sort(compareSummaryTopicTitles)).toEqual([
      'nothing BY mouth',
      ' REST ',
      'Apples',
    ]);
  });

  it('orders numbers within titles naturally', () => {
    expect(['Step 10', 'Step 2'].sort(compareSummaryTopicTitles)).toEqual(['Step 2', 'Step 10']);
  });

  it('keeps only topics given and drops sections with none, keeping section order', () => {
    const sections: AdviceSection[] = [
      { title: 'Nothing given', adviceTopics: [topic(1, 'Rest', ['x'])] },
      {
        title: 'Care Advice',
        adviceTopics: [given(2, 'Rest'), topic(3, 'Fluids', ['y']), given(4, 'Nothing by Mouth')],
      },
      { title: 'Empty', adviceTopics: [] },
      { title: 'More', adviceTopics: [given(5, 'Zinc')] },
    ];
    const result = summaryAdviceSections(sections);
    expect(result.map((s) => s.title)).toEqual(['Care Advice', 'More']);
    expect(result[0]?.adviceTopics.map((t) => t.id)).toEqual([4, 2]);
  });

  it('counts a topic with a chosen nugget as given even when the topic itself is not ticked', () => {
    const nuggetOnly = topic(1, 'Fluids', ['Drink water']);
    const withNugget = { ...nuggetOnly, adviceNuggets: [{ text: 'Drink water', selected: true }] };
    expect(isTopicGiven(nuggetOnly)).toBe(false);
    expect(isTopicGiven(withNugget)).toBe(true);
    expect(summaryAdviceSections([{ title: 'S', adviceTopics: [withNugget] }])).toHaveLength(1);
  });

  it('keeps the content order of topics with equal titles and does not change its input', () => {
    const sections: AdviceSection[] = [
      { title: 'S', adviceTopics: [given(1, 'Rest'), given(2, 'Apples'), given(3, 'Rest')] },
    ];
    const before = JSON.parse(JSON.stringify(sections));
    expect(summaryAdviceSections(sections)[0]?.adviceTopics.map((t) => t.id)).toEqual([1, 3, 2]);
    expect(sections).toEqual(before);
  });
});
