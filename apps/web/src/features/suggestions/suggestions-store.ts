/**
 * The answer suggestions of the call (spec sections 3 and 4, 'Suggestions'), one set per protocol,
 * over core's suggestion rules. Fed by the host's question-suggest; shown and decided by the nurse.
 * Suggestions never answer a question by themselves: only accept does, through core's answer rules.
 */
import type { BridgeQuestion, SelectedProtocol, Suggestion } from '@triage/contracts';
import {
  acceptSuggestion,
  activateSuggestion,
  addSuggestions,
  clearSuggestionForQuestion,
  closeSuggestions,
  emptySuggestions,
  nextSuggestion,
  openSuggestions,
  previousSuggestion,
  rejectSuggestion,
  type SuggestionsState,
  suggestionForQuestion,
} from '@triage/core';
import { create } from 'zustand';
import { useCallStore } from '../call/index.ts';

interface SuggestionsStore {
  /** Suggestions by protocol full id. */
  byProtocol: Record<string, SuggestionsState>;
}

const useSuggestionsStore = create<SuggestionsStore>(() => ({ byProtocol: {} }));

/** Suggestions accepted and rejected in a call (counted for its call event; never what they said). */
let decisions = { callId: null as string | null, accepted: 0, rejected: 0 };

function countDecision(kind: 'accepted' | 'rejected'): void {
  const { callId } = useCallStore.getState();
  if (decisions.callId !== callId) decisions = { callId, accepted: 0, rejected: 0 };
  decisions[kind] += 1;
}

/** How many suggestions the nurse accepted and rejected in the call. */
export function suggestionDecisions(callId: string): { accepted: number; rejected: number } {
  return decisions.callId === callId
    ? { accepted: decisions.accepted, rejected: decisions.rejected }
    : { accepted: 0, rejected: 0 };
}

const EMPTY = emptySuggestions();

function suggestionsOf(fullId: string | null): SuggestionsState {
  return (fullId && useSuggestionsStore.getState().byProtocol[fullId]) || EMPTY;
}

/** The suggestions of a protocol (a React hook). */
export function useSuggestions(fullId: string | null): SuggestionsState {
  return useSuggestionsStore((state) => (fullId && state.byProtocol[fullId]) || EMPTY);
}

function update(fullId: string, fn: (state: SuggestionsState) => SuggestionsState): void {
  const current = suggestionsOf(fullId);
  const next = fn(current);
  if (next === current) return;
  useSuggestionsStore.setState((state) => ({ byProtocol: { ...state.byProtocol, [fullId]: next } }));
}

/** Adds a suggestion for a question of a protocol in the call (ignored when it equals the answer). */
export function suggestAnswer(protocol: SelectedProtocol, suggestion: Suggestion): void {
  update(protocol.fullId, (state) => addSuggestions(state, protocol, [suggestion]));
}

/** The suggestion held for a question, as the host API describes it. */
export function questionSuggestion(fullId: string, questionId: number): BridgeQuestion['suggestion'] | undefined {
  const found = suggestionForQuestion(suggestionsOf(fullId), questionId);
  if (!found) return undefined;
  const { selection, confidence, explanation } = found.suggestion;
  return explanation ? { selection, confidence, explanation } : { selection, confidence };
}

/** Accepts a suggestion (the active one unless a question is given): answers through core's rules. */
export function acceptSuggestionOf(fullId: string, questionId?: number): void {
  const call = useCallStore.getState();
  const protocol = call.selectedProtocols.find((p) => p.fullId === fullId);
  if (!protocol) return;
  const result = acceptSuggestion(suggestionsOf(fullId), protocol, questionId);
  if (result.protocol !== protocol) call.updateProtocol(fullId, () => result.protocol);
  if (result.suggestions !== suggestionsOf(fullId)) countDecision('accepted');
  update(fullId, () => result.suggestions);
}

export function rejectSuggestionOf(fullId: string, questionId?: number): void {
  const before = suggestionsOf(fullId);
  update(fullId, (state) => rejectSuggestion(state, questionId));
  if (suggestionsOf(fullId) !== before) countDecision('rejected');
}
export const openSuggestionsOf = (fullId: string) => update(fullId, openSuggestions);
export const closeSuggestionsOf = (fullId: string) => update(fullId, closeSuggestions);
export const nextSuggestionOf = (fullId: string) => update(fullId, nextSuggestion);
export const previousSuggestionOf = (fullId: string) => update(fullId, previousSuggestion);
export const activateSuggestionOf = (fullId: string, questionId: number) =>
  update(fullId, (state) => activateSuggestion(state, questionId));

function answersOf(protocol: SelectedProtocol): Map<number, boolean | null> {
  const answers = new Map<number, boolean | null>();
  for (const disposition of protocol.content?.dispositions ?? []) {
    for (const question of disposition.questions) answers.set(question.id, question.selected);
  }
  return answers;
}

/**
 * Follows the call: a removed protocol (or a new call) drops its suggestions, and an answer given
 * on the screen clears that question's suggestion (accept then sets the state it computed).
 */
useCallStore.subscribe((call, previous) => {
  if (call.selectedProtocols === previous.selectedProtocols) return;
  const { byProtocol } = useSuggestionsStore.getState();
  const next: Record<string, SuggestionsState> = {};
  let isChanged = false;
  for (const [fullId, state] of Object.entries(byProtocol)) {
    const now = call.selectedProtocols.find((p) => p.fullId === fullId);
    if (!now) {
      isChanged = true;
      continue;
    }
    const before = previous.selectedProtocols.find((p) => p.fullId === fullId);
    let kept = state;
    if (before && before !== now) {
      const old = answersOf(before);
      for (const [questionId, answer] of answersOf(now)) {
        if (old.get(questionId) !== answer) kept = clearSuggestionForQuestion(kept, questionId);
      }
    }
    if (kept !== state) isChanged = true;
    next[fullId] = kept;
  }
  if (isChanged) useSuggestionsStore.setState({ byProtocol: next });
});
