import type { Suggestion } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { declineQuestion, selectQuestion } from '../answers/answer.ts';
import { findQuestion } from '../answers/content.ts';
import { chestPainProtocol } from '../testing/fixtures.ts';
import { acceptSuggestion, clearSuggestionForQuestion, isActiveSuggestionFor, rejectSuggestion } from './decisions.ts';
import {
  activateSuggestion,
  closeSuggestions,
  nextSuggestion,
  openSuggestions,
  previousSuggestion,
  suggestionPositionLabel,
} from './navigation.ts';
import {
  activeSuggestion,
  addSuggestions,
  emptySuggestions,
  type SuggestionsState,
  suggestionForQuestion,
  viewSuggestionsLabel,
} from './state.ts';

const protocol = chestPainProtocol();

function suggest(questionId: number, selection: 'Y' | 'N', confidence: 'low' | 'high' = 'high'): Suggestion {
  return { questionId, suggestion: { selection, confidence, explanation: `Because of ${questionId}` } };
}

const order = (state: SuggestionsState) => state.suggestions.map((s) => s.questionId);
const three = addSuggestions(emptySuggestions(), protocol, [suggest(21, 'N'), suggest(11, 'Y'), suggest(12, 'Y')]);

describe('addSuggestions', () => {
  it('keeps suggestions in protocol question order, none active', () => {
    expect(order(three)).toEqual([11, 12, 21]);
    expect(three.activeQuestionId).toBeNull();
  });

  it('keys suggestions by question: a new one replaces the old', () => {
    const replaced = addSuggestions(three, protocol, [suggest(12, 'N', 'low')]);
    expect(order(replaced)).toEqual([11, 12, 21]);
    expect(suggestionForQuestion(replaced, 12)?.suggestion).toMatchObject({ selection: 'N', confidence: 'low' });
  });

  it("ignores a suggestion equal to the question's current answer", () => {
    const answered = declineQuestion(selectQuestion(protocol, 11), 22);
    const state = addSuggestions(emptySuggestions(), answered, [suggest(11, 'Y'), suggest(22, 'N'), suggest(12, 'N')]);
    expect(order(state)).toEqual([12]);
    expect(order(addSuggestions(three, answered, [suggest(11, 'Y')]))).toEqual([12, 21]);
  });

  it('ignores a suggestion for a question the protocol does not have', () => {
    expect(order(addSuggestions(emptySuggestions(), protocol, [suggest(999, 'Y')]))).toEqual([]);
  });

  it('keeps the active suggestion, or none when it disappeared', () => {
    const active = activateSuggestion(three, 12);
    expect(addSuggestions(active, protocol, [suggest(22, 'Y')]).activeQuestionId).toBe(12);
    const answered = selectQuestion(protocol, 12);
    expect(addSuggestions(active, answered, [suggest(12, 'Y')]).activeQuestionId).toBeNull();
  });
});

describe('viewSuggestionsLabel', () => {
  it("reads 'View Suggestions (n)' while suggestions exist and none is active", () => {
    expect(viewSuggestionsLabel(three)).toBe('View Suggestions (3)');
    expect(viewSuggestionsLabel(openSuggestions(three))).toBeNull();
    expect(viewSuggestionsLabel(emptySuggestions())).toBeNull();
  });
});

describe('navigation', () => {
  it('opens on the first suggestion and closes again', () => {
    const open = openSuggestions(three);
    expect(activeSuggestion(open)?.questionId).toBe(11);
    expect(openSuggestions(open)).toBe(open);
    expect(closeSuggestions(open).activeQuestionId).toBeNull();
    expect(closeSuggestions(three)).toBe(three);
    expect(openSuggestions(emptySuggestions()).activeQuestionId).toBeNull();
  });

  it("moves next and previous with wrap-around and shows 'current / total'", () => {
    const open = openSuggestions(three);
    expect(suggestionPositionLabel(open)).toBe('1 / 3');
    expect(suggestionPositionLabel(nextSuggestion(open))).toBe('2 / 3');
    expect(suggestionPositionLabel(nextSuggestion(nextSuggestion(nextSuggestion(open))))).toBe('1 / 3');
    expect(suggestionPositionLabel(previousSuggestion(open))).toBe('3 / 3');
    expect(activeSuggestion(previousSuggestion(open))?.questionId).toBe(21);
  });

  it('starts from either end when none is active', () => {
    expect(nextSuggestion(three).activeQuestionId).toBe(11);
    expect(previousSuggestion(three).activeQuestionId).toBe(21);
    expect(suggestionPositionLabel(three)).toBeNull();
    expect(nextSuggestion(emptySuggestions()).activeQuestionId).toBeNull();
  });

  it('activates a chosen suggestion, ignoring questions without one', () => {
    expect(activateSuggestion(three, 21).activeQuestionId).toBe(21);
    expect(activateSuggestion(three, 22)).toBe(three);
    expect(isActiveSuggestionFor(activateSuggestion(three, 21), 21)).toBe(true);
    expect(isActiveSuggestionFor(three, 21)).toBe(false);
  });
});

describe('acceptSuggestion', () => {
  it('selects the question for Y, removes the suggestion and moves to the next', () => {
    const { protocol: answered, suggestions } = acceptSuggestion(openSuggestions(three), protocol);
    expect(findQuestion(answered, 11)?.question.selected).toBe(true);
    expect(answered.content?.dispositions?.[0]?.selected).toBe(true);
    expect(order(suggestions)).toEqual([12, 21]);
    expect(suggestions.activeQuestionId).toBe(12);
  });

  it('declines the question for N and wraps to the first when it was the last', () => {
    const last = activateSuggestion(three, 21);
    const { protocol: answered, suggestions } = acceptSuggestion(last, protocol);
    expect(findQuestion(answered, 21)?.question.selected).toBe(false);
    expect(suggestions.activeQuestionId).toBe(11);
  });

  it('leaves none active after accepting the only suggestion', () => {
    const one = openSuggestions(addSuggestions(emptySuggestions(), protocol, [suggest(22, 'Y')]));
    expect(acceptSuggestion(one, protocol).suggestions).toEqual(emptySuggestions());
  });

  it('accepts a given question, and does nothing without one', () => {
    expect(order(acceptSuggestion(three, protocol, 12).suggestions)).toEqual([11, 21]);
    expect(acceptSuggestion(three, protocol)).toEqual({ protocol, suggestions: three });
  });
});

describe('rejectSuggestion', () => {
  it('only removes the suggestion, leaving none active', () => {
    const open = activateSuggestion(three, 12);
    expect(rejectSuggestion(open)).toEqual({
      suggestions: [three.suggestions[0], three.suggestions[2]],
      activeQuestionId: null,
    });
  });

  it('keeps the active suggestion when another is rejected, and ignores unknown ones', () => {
    const open = activateSuggestion(three, 12);
    expect(rejectSuggestion(open, 21).activeQuestionId).toBe(12);
    expect(rejectSuggestion(open, 22)).toBe(open);
    expect(rejectSuggestion(three)).toBe(three);
  });
});

describe('clearSuggestionForQuestion', () => {
  it("clears a question's suggestion when it is answered manually", () => {
    expect(order(clearSuggestionForQuestion(three, 11))).toEqual([12, 21]);
  });
});
