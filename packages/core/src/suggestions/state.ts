import type { Question, Suggestion } from '@triage/contracts';
import { protocolQuestions, type TriageProtocol } from '../answers/index.ts';

/** The suggestions of a protocol, in protocol question order (one per question), and the active one. */
export interface SuggestionsState {
  suggestions: Suggestion[];
  /** Question id of the active suggestion, or null when none is active. */
  activeQuestionId: number | null;
}

/** No suggestions, none active. */
export function emptySuggestions(): SuggestionsState {
  return { suggestions: [], activeQuestionId: null };
}

/** Whether a suggestion says what the question's current answer already is. */
function isSuggestionAnswered(suggestion: Suggestion, question: Pick<Question, 'selected'>): boolean {
  const suggested = suggestion.suggestion.selection === 'Y';
  return question.selected === suggested;
}

/**
 * Adds suggestions for a protocol's questions. Suggestions are keyed by question: a new one
 * replaces the old. A suggestion equal to the question's current answer is ignored (and drops an
 * older one for that question), as is one for a question the protocol does not have. The set is
 * kept in protocol question order; the active suggestion does not change.
 */
export function addSuggestions(
  state: SuggestionsState,
  protocol: Pick<TriageProtocol, 'content'>,
  incoming: readonly Suggestion[],
): SuggestionsState {
  const questions = protocolQuestions(protocol);
  const byQuestion = new Map(state.suggestions.map((s) => [s.questionId, s]));
  for (const suggestion of incoming) {
    const question = questions.find((q) => q.id === suggestion.questionId);
    if (!question) continue;
    if (isSuggestionAnswered(suggestion, question)) byQuestion.delete(suggestion.questionId);
    else byQuestion.set(suggestion.questionId, suggestion);
  }
  const suggestions = questions.flatMap((q) => byQuestion.get(q.id) ?? []);
  const activeQuestionId = suggestions.some((s) => s.questionId === state.activeQuestionId)
    ? state.activeQuestionId
    : null;
  return { suggestions, activeQuestionId };
}

/** The active suggestion, or null. */
export function activeSuggestion(state: SuggestionsState): Suggestion | null {
  return state.suggestions.find((s) => s.questionId === state.activeQuestionId) ?? null;
}

/** The suggestion for a question, or null. */
export function suggestionForQuestion(state: SuggestionsState, questionId: number): Suggestion | null {
  return state.suggestions.find((s) => s.questionId === questionId) ?? null;
}

/**
 * The floating button's label, 'View Suggestions (n)', shown when suggestions exist and none is
 * active; null otherwise.
 */
export function viewSuggestionsLabel(state: SuggestionsState): string | null {
  if (state.suggestions.length === 0 || state.activeQuestionId !== null) return null;
  return `View Suggestions (${state.suggestions.length})`;
}
