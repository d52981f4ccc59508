import { declineQuestion, selectQuestion, type TriageProtocol } from '../answers/index.ts';
import { activeSuggestion, type SuggestionsState, suggestionForQuestion } from './state.ts';

/** The protocol and suggestions after accepting a suggestion. */
export interface AcceptSuggestionResult<P> {
  protocol: P;
  suggestions: SuggestionsState;
}

function without(state: SuggestionsState, questionId: number, activeQuestionId: number | null): SuggestionsState {
  return { suggestions: state.suggestions.filter((s) => s.questionId !== questionId), activeQuestionId };
}

/**
 * Accept: applies the suggestion (Y selects the question, N declines it, with all the effects of
 * those answers), removes it and moves to the next suggestion (wrapping; none when it was the last).
 * Accepts the active suggestion unless a question id is given; without one, nothing changes.
 */
export function acceptSuggestion<P extends TriageProtocol>(
  state: SuggestionsState,
  protocol: P,
  questionId: number | null = state.activeQuestionId,
): AcceptSuggestionResult<P> {
  const suggestion = questionId === null ? null : suggestionForQuestion(state, questionId);
  if (!suggestion) return { protocol, suggestions: state };
  const answered =
    suggestion.suggestion.selection === 'Y'
      ? selectQuestion(protocol, suggestion.questionId)
      : declineQuestion(protocol, suggestion.questionId);
  const index = state.suggestions.indexOf(suggestion);
  const rest = state.suggestions.filter((s) => s !== suggestion);
  const next = rest.length === 0 ? null : (rest[index % rest.length] ?? null);
  return { protocol: answered, suggestions: { suggestions: rest, activeQuestionId: next?.questionId ?? null } };
}

/**
 * Reject: only removes the suggestion (the answer is not touched). When it was the active one, no
 * suggestion is active afterwards. Rejects the active suggestion unless a question id is given.
 */
export function rejectSuggestion(
  state: SuggestionsState,
  questionId: number | null = state.activeQuestionId,
): SuggestionsState {
  if (questionId === null || !suggestionForQuestion(state, questionId)) return state;
  return without(state, questionId, state.activeQuestionId === questionId ? null : state.activeQuestionId);
}

/**
 * Answering a question manually clears its suggestion (no suggestion is active afterwards if it was
 * the active one).
 */
export function clearSuggestionForQuestion(state: SuggestionsState, questionId: number): SuggestionsState {
  return rejectSuggestion(state, questionId);
}

/** Whether the active suggestion matches a question (its suggested button is highlighted). */
export function isActiveSuggestionFor(state: SuggestionsState, questionId: number): boolean {
  return activeSuggestion(state)?.questionId === questionId;
}
