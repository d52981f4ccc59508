/**
 * The 'C-SSRS Required' prompt's state (core's ColumbiaPromptState): it appears once per call on
 * entering a non-protocols tab while the screening is required, and resets when the call id
 * changes. Not persisted: a reload may prompt again, which errs on the safe side.
 */
import {
  type ColumbiaPromptState,
  closeColumbiaPrompt,
  columbiaPromptOnCallId,
  columbiaPromptOnTabEnter,
  initialColumbiaPromptState,
  type MainTab,
} from '@triage/core';
import { create } from 'zustand';

interface ColumbiaPromptStore {
  prompt: ColumbiaPromptState;
}

export const useColumbiaPromptStore = create<ColumbiaPromptStore>(() => ({
  prompt: initialColumbiaPromptState(null),
}));

function update(change: (prompt: ColumbiaPromptState) => ColumbiaPromptState): void {
  const { prompt } = useColumbiaPromptStore.getState();
  const next = change(prompt);
  if (next !== prompt) useColumbiaPromptStore.setState({ prompt: next });
}

/** The call id (a new call resets the prompt) and the tab being shown (a non-protocols tab may open it). */
export function syncColumbiaPrompt(callId: string | null, tab: MainTab, isRequired: boolean): void {
  update((prompt) => columbiaPromptOnTabEnter(columbiaPromptOnCallId(prompt, callId), tab, isRequired));
}

/** C-SSRS Later, or C-SSRS Now (which also opens the screening). */
export function closeColumbiaRequiredPrompt(): void {
  update(closeColumbiaPrompt);
}

/**
 * Back to the initial state (tests).
 * @internal
 */
export function resetColumbiaPrompt(): void {
  useColumbiaPromptStore.setState({ prompt: initialColumbiaPromptState(null) });
}
