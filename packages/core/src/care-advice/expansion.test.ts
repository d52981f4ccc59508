import { describe, expect, it } from 'vitest';
import { chestPainProtocol } from '../testing/fixtures.ts';
import {
  type AdviceExpansionAction,
  type AdviceExpansionState,
  adviceExpansionReducer,
  expandAllLabel,
  initialAdviceExpansion,
  isAdviceSectionExpanded,
  isAdviceTopicExpanded,
} from './expansion.ts';
import { careAdviceView } from './view.ts';

const view = careAdviceView(chestPainProtocol());
const initial = initialAdviceExpansion(view);
const careTopics = [101, 102, 103];

describe('initialAdviceExpansion', () => {
  it('opens the reasons-to-call-back topic by default, with every section expanded', () => {
    expect(isAdviceTopicExpanded(initial, 103)).toBe(true);
    expect(isAdviceTopicExpanded(initial, 101)).toBe(false);
    expect(view.every((s) => isAdviceSectionExpanded(initial, s.key))).toBe(true);
  });
});

describe('adviceExpansionReducer', () => {
  it('toggles one section or one topic', () => {
    const collapsed = adviceExpansionReducer(initial, { type: 'toggle-section', section: '0:Care Advice' });
    expect(isAdviceSectionExpanded(collapsed, '0:Care Advice')).toBe(false);
    expect(isAdviceSectionExpanded(collapsed, '1:More Advice')).toBe(true);
    const opened = adviceExpansionReducer(initial, { type: 'toggle-topic', topicId: 101 });
    expect(isAdviceTopicExpanded(opened, 101)).toBe(true);
    expect(isAdviceTopicExpanded(adviceExpansionReducer(opened, { type: 'toggle-topic', topicId: 101 }), 101)).toBe(
      false,
    );
  });

  it("expands all of a section's topics, then collapses them, with the button label following", () => {
    expect(expandAllLabel(initial, careTopics)).toBe('Expand All');
    const expanded = adviceExpansionReducer(initial, { type: 'toggle-all-topics', topicIds: careTopics });
    expect(careTopics.every((id) => isAdviceTopicExpanded(expanded, id))).toBe(true);
    expect(expandAllLabel(expanded, careTopics)).toBe('Collapse All');
    const collapsed = adviceExpansionReducer(expanded, { type: 'toggle-all-topics', topicIds: careTopics });
    expect(careTopics.some((id) => isAdviceTopicExpanded(collapsed, id))).toBe(false);
  });

  it('sets chosen topics expanded or collapsed', () => {
    const set = adviceExpansionReducer(initial, { type: 'set-topics', topicIds: [101, 103], expanded: false });
    expect([101, 103].map((id) => isAdviceTopicExpanded(set, id))).toEqual([false, false]);
  });

  it('expands or collapses everything at once and resets to the default', () => {
    const all = adviceExpansionReducer(initial, { type: 'set-everything', view, expanded: true });
    expect([101, 102, 103, 104].every((id) => isAdviceTopicExpanded(all, id))).toBe(true);
    const none = adviceExpansionReducer(all, { type: 'set-everything', view, expanded: false });
    expect([101, 102, 103, 104].some((id) => isAdviceTopicExpanded(none, id))).toBe(false);
    expect(view.some((s) => isAdviceSectionExpanded(none, s.key))).toBe(false);
    expect(adviceExpansionReducer(none, { type: 'reset', view })).toEqual(initial);
  });

  it('does not change the state it was given and rejects unknown actions', () => {
    const state: AdviceExpansionState = { sections: {}, topics: {} };
    adviceExpansionReducer(state, { type: 'toggle-topic', topicId: 1 });
    expect(state).toEqual({ sections: {}, topics: {} });
    expect(() => adviceExpansionReducer(state, { type: 'shake' } as unknown as AdviceExpansionAction)).toThrow(
      'Unhandled expansion action',
    );
  });

  it('labels an empty section Expand All', () => {
    expect(expandAllLabel(initial, [])).toBe('Expand All');
  });
});
