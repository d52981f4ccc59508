/**
 * The 'C-SSRS Required' prompt (spec sections 2 and 4): on entering a non-protocols tab while the
 * screening is required it appears, offering C-SSRS Later (dismiss) and C-SSRS Now (open the
 * screening). Its state resets when the call id changes.
 *
 * Our reading: the prompt appears once per call (that is the state the call id change resets);
 * after Later it does not return on every tab change of the same call.
 */
import type { MainTab } from '../main-tab/main-tab.ts';

/** The prompt's state for one call. */
export interface ColumbiaPromptState {
  /** The call the state belongs to. */
  callId: string | null;
  isOpen: boolean;
  /** True once the prompt has appeared in this call. */
  hasPrompted: boolean;
}

/** The prompt state at the start of a call. */
export function initialColumbiaPromptState(callId: string | null): ColumbiaPromptState {
  return { callId, isOpen: false, hasPrompted: false };
}

/** Resets the prompt state when the call id changes; the same call id keeps it. */
export function columbiaPromptOnCallId(state: ColumbiaPromptState, callId: string | null): ColumbiaPromptState {
  return state.callId === callId ? state : initialColumbiaPromptState(callId);
}

/** What stands between a required screening and the prompt at the moment a tab is entered. */
export interface ColumbiaPromptContext {
  /** The screening is required (isColumbiaScaleRequired). */
  isRequired: boolean;
  /** The Resume Previous Call offer is open: the prompt waits for its answer. */
  isResumeOffered: boolean;
  /** The screening dialog itself is open: nothing to prompt for. */
  isScreeningOpen: boolean;
}

/** True when the prompt may open now: the screening is required and neither offer nor screening is open. */
export function isColumbiaPromptDue({ isRequired, isResumeOffered, isScreeningOpen }: ColumbiaPromptContext): boolean {
  return isRequired && !isResumeOffered && !isScreeningOpen;
}

/** Entering a tab (only the Protocols tab never prompts): opens the prompt on a non-protocols tab when required and not yet shown in this call. */
export function columbiaPromptOnTabEnter(
  state: ColumbiaPromptState,
  tab: MainTab,
  isRequired: boolean,
): ColumbiaPromptState {
  if (tab === 'protocols' || !isRequired || state.hasPrompted) return state;
  return { ...state, isOpen: true, hasPrompted: true };
}

/** Closes the prompt: both C-SSRS Later and C-SSRS Now (which also opens the screening) close it. */
export function closeColumbiaPrompt(state: ColumbiaPromptState): ColumbiaPromptState {
  return state.isOpen ? { ...state, isOpen: false } : state;
}
