/**
 * Care advice (spec section 4 'Care advice'): the topics and nuggets the panel shows and in which
 * order, what selecting them does in each care advice mode, and the panel's expansion state.
 * The call summary's advice ordering belongs to the call note, not here.
 */
export { selectAdviceTopicWithNuggets, setAdviceNuggetSelected, setAdviceTopicSelected } from './actions.ts';
export {
  type AdviceExpansionAction,
  type AdviceExpansionState,
  adviceExpansionReducer,
  areAdviceTopicsExpanded,
  expandAllLabel,
  initialAdviceExpansion,
  isAdviceSectionExpanded,
  isAdviceTopicExpanded,
} from './expansion.ts';
export { hasMedicationAdvice } from './medication.ts';
export { mergeNuggetsByText, mergeReasonsToCallBack, withMergedNuggets } from './merge.ts';
export { isNuggetSelectable, topicCheckboxTooltip } from './mode.ts';
export { type AdviceOrderContext, orderAdviceTopics } from './order.ts';
export type { AdviceProtocol, AdviceSectionView } from './types.ts';
export { careAdviceView, reasonsToCallBackTopic } from './view.ts';
