import type { SuggestionsState } from './state.ts';

function activeIndex(state: SuggestionsState): number {
  return state.suggestions.findIndex((s) => s.questionId === state.activeQuestionId);
}

function activateAt(state: SuggestionsState, index: number): SuggestionsState {
  const count = state.suggestions.length;
  if (count === 0) return { ...state, activeQuestionId: null };
  const wrapped = ((index % count) + count) % count;
  return { ...state, activeQuestionId: state.suggestions[wrapped]?.questionId ?? null };
}

/** View Suggestions: activates the first suggestion when none is active. */
export function openSuggestions(state: SuggestionsState): SuggestionsState {
  return state.activeQuestionId !== null ? state : activateAt(state, 0);
}

/** Closes the suggestion card: none active. */
export function closeSuggestions(state: SuggestionsState): SuggestionsState {
  return state.activeQuestionId === null ? state : { ...state, activeQuestionId: null };
}

/** Activates the suggestion of a question (e.g. hovering its suggested button); ignored when there is none. */
export function activateSuggestion(state: SuggestionsState, questionId: number): SuggestionsState {
  return state.suggestions.some((s) => s.questionId === questionId)
    ? { ...state, activeQuestionId: questionId }
    : state;
}

/** Next: the following suggestion, wrapping from the last to the first (the first when none is active). */
export function nextSuggestion(state: SuggestionsState): SuggestionsState {
  return activateAt(state, activeIndex(state) + 1);
}

/** Previous: the preceding suggestion, wrapping from the first to the last (the last when none is active). */
export function previousSuggestion(state: SuggestionsState): SuggestionsState {
  const index = activeIndex(state);
  return activateAt(state, index === -1 ? -1 : index - 1);
}

/** The position of the active suggestion as 'current / total' (e.g. '2 / 5'), or null when none is active. */
export function suggestionPositionLabel(state: SuggestionsState): string | null {
  const index = activeIndex(state);
  return index === -1 ? null : `${index + 1} / ${state.suggestions.length}`;
}
