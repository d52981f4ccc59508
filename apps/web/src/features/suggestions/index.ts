/**
 * Answer suggestions (spec sections 2, 3, 4 and 9): proposed Yes/No answers from the host page
 * (the bridge's question-suggest), marked on their triage questions and shown in a floating
 * navigator for the nurse to accept or reject. A suggestion never answers a question by itself.
 */

export { SuggestionMarker } from './suggestion-marker.tsx';
export { SuggestionsNavigator } from './suggestions-navigator.tsx';
export { questionSuggestion, suggestAnswer, suggestionDecisions } from './suggestions-store.ts';
