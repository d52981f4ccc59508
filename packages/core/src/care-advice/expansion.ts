import type { AdviceSectionView } from './types.ts';

/**
 * Which advice sections and topics are expanded. Sections are keyed by their view key and are
 * expanded unless recorded otherwise; topics are keyed by id and collapsed unless recorded.
 */
export interface AdviceExpansionState {
  sections: Readonly<Record<string, boolean>>;
  topics: Readonly<Record<string, boolean>>;
}

/** What the nurse can do to the expansion of the care advice panel. */
export type AdviceExpansionAction =
  | { type: 'toggle-section'; section: string }
  | { type: 'toggle-topic'; topicId: number }
  | { type: 'set-topics'; topicIds: readonly number[]; expanded: boolean }
  | { type: 'toggle-all-topics'; topicIds: readonly number[] }
  | { type: 'set-everything'; view: readonly AdviceSectionView[]; expanded: boolean }
  | { type: 'reset'; view: readonly AdviceSectionView[] };

/** Whether a section is expanded (sections start expanded). */
export function isAdviceSectionExpanded(state: AdviceExpansionState, section: string): boolean {
  return state.sections[section] ?? true;
}

/** Whether a topic is expanded (topics start collapsed). */
export function isAdviceTopicExpanded(state: AdviceExpansionState, topicId: number): boolean {
  return state.topics[String(topicId)] ?? false;
}

/** True when every one of the topics is expanded (false for none). */
function areAdviceTopicsExpanded(state: AdviceExpansionState, topicIds: readonly number[]): boolean {
  return topicIds.length > 0 && topicIds.every((id) => isAdviceTopicExpanded(state, id));
}

/** The label of a section's all-at-once button: 'Collapse All' when all its topics are open, else 'Expand All'. */
export function expandAllLabel(
  state: AdviceExpansionState,
  topicIds: readonly number[],
): 'Expand All' | 'Collapse All' {
  return areAdviceTopicsExpanded(state, topicIds) ? 'Collapse All' : 'Expand All';
}

/** The expansion a view opens with: every section expanded, only the reasons-to-call-back topic open. */
export function initialAdviceExpansion(view: readonly AdviceSectionView[]): AdviceExpansionState {
  const topics: Record<string, boolean> = {};
  for (const topic of view.flatMap((s) => s.topics)) if (topic.isReasonsToCallBack) topics[String(topic.id)] = true;
  return { sections: Object.fromEntries(view.map((s) => [s.key, true])), topics };
}

function withTopics(state: AdviceExpansionState, topicIds: readonly number[], expanded: boolean): AdviceExpansionState {
  return { ...state, topics: { ...state.topics, ...Object.fromEntries(topicIds.map((id) => [String(id), expanded])) } };
}

/** The next expansion state after an action (a pure reducer; the given state is not changed). */
export function adviceExpansionReducer(
  state: AdviceExpansionState,
  action: AdviceExpansionAction,
): AdviceExpansionState {
  switch (action.type) {
    case 'toggle-section':
      return {
        ...state,
        sections: { ...state.sections, [action.section]: !isAdviceSectionExpanded(state, action.section) },
      };
    case 'toggle-topic':
      return withTopics(state, [action.topicId], !isAdviceTopicExpanded(state, action.topicId));
    case 'set-topics':
      return withTopics(state, action.topicIds, action.expanded);
    case 'toggle-all-topics':
      return withTopics(state, action.topicIds, !areAdviceTopicsExpanded(state, action.topicIds));
    case 'set-everything': {
      const sections = Object.fromEntries(action.view.map((s) => [s.key, action.expanded]));
      const topicIds = action.view.flatMap((s) => s.topics.map((t) => t.id));
      return withTopics({ ...state, sections: { ...state.sections, ...sections } }, topicIds, action.expanded);
    }
    case 'reset':
      return initialAdviceExpansion(action.view);
    default: {
      const unhandled: never = action;
      throw new Error(`Unhandled expansion action: ${JSON.stringify(unhandled)}`);
    }
  }
}
