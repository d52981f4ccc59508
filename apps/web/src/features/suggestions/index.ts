/**
 * Answer suggestions (spec sections 2, 3, 4 and 9): proposed Yes/No answers from the host page
 * (the bridge's question-suggest), shown on the triage questions for the nurse to accept or reject.
 */
export { clearSuggestion, questionSuggestion, suggestAnswer, useSuggestions } from './suggestions-store.ts';
