/**
 * The 'C-SSRS Required' prompt (spec sections 2 and 4): on entering a non-protocols tab while the
 * screening is required it appears, offering C-SSRS Later (dismiss) and C-SSRS Now (open the
 * screening). Its state resets when the call id changes.
 *
 * Our reading: the prompt appears once per call (that is the state the call id change resets);
 * after Later it does not return on every tab change of the same call.
 */

/** The prompt's state for one call. */
export interface ColumbiaPromptState {
  /** The call the state belongs to. */
  callId: string | null;
  isOpen: boolean;
  /** True once the prompt has appeared in this call. */
  hasPrompted: boolean;
}

/** The main tabs; only 'protocols' never triggers the prompt. */
export type MainTab = 'protocols' | 'triage' | 'plan';

/** The prompt state at the start of a call. */
export function initialColumbiaPromptState(callId: string | null): ColumbiaPromptState {
  return { callId, isOpen: false, hasPrompted: false };
}

/** Resets the prompt state when the call id changes; the same call id keeps it. */
export function columbiaPromptOnCallId(state: ColumbiaPromptState, callId: string | null): ColumbiaPromptState {
  return state.callId === callId ? state : initialColumbiaPromptState(callId);
}

/** Entering a tab: opens the prompt on a non-protocols tab when required and not yet shown in this call. */
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
