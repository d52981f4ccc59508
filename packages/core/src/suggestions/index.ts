/**
 * Suggestions (spec section 4 'Suggestions'): proposed answers kept in protocol question order,
 * one active, accepted (answering through the answers module), rejected, or cleared by a manual
 * answer, with previous/next navigation.
 */
export {
  acceptSuggestion,
  clearSuggestionForQuestion,
  isActiveSuggestionFor,
  rejectSuggestion,
} from './decisions.ts';
export {
  activateSuggestion,
  closeSuggestions,
  nextSuggestion,
  openSuggestions,
  previousSuggestion,
  suggestionPositionLabel,
} from './navigation.ts';
export {
  activeSuggestion,
  addSuggestions,
  emptySuggestions,
  type SuggestionsState,
  suggestionForQuestion,
  viewSuggestionsLabel,
} from './state.ts';
