/**
 * Care advice (spec section 4 'Care advice'): the topics and nuggets the panel shows and in which
 * order, what selecting them does in each care advice mode, and the panel's expansion state.
 * The call summary's advice ordering belongs to the call note, not here.
 */
export { selectAdviceTopicWithNuggets, setAdviceNuggetSelected, setAdviceTopicSelected } from './actions.ts';
export {
  adviceExpansionReducer,
  expandAllLabel,
  initialAdviceExpansion,
  isAdviceSectionExpanded,
  isAdviceTopicExpanded,
} from './expansion.ts';
export { hasMedicationAdvice } from './medication.ts';
export { isNuggetSelectable, topicCheckboxTooltip } from './mode.ts';
export type { AdviceSectionView } from './types.ts';
export { careAdviceView } from './view.ts';
