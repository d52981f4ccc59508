/**
 * How the session lifecycle reaches the call state without depending on features/call: the call
 * feature registers itself once (`registerCallState`), and the session resets it on every sign-out,
 * on a single sign-on launch and on a crash restart (spec section 4), and asks it for the
 * non-patient facts of a crash report.
 *
 *   // features/call, once at start (e.g. beside the call store):
 *   registerCallState({
 *     reset: resetCallState,
 *     describeForErrorReport: () => ({ selectedProtocolCount, hasOverride, ... }),
 *     patientTexts: () => [freeNote],
 *   });
 */

/** Non-patient facts about the call: counts and flags only. Strings are dropped from reports. */
export type CallReportFacts = Record<string, number | boolean | null>;

export interface CallStateBinding {
  /** Returns the call state to its initial state and removes what it persisted. */
  reset: () => void;
  /** Counts and flags for a crash report (never the free note, answers or titles typed by the user). */
  describeForErrorReport?: () => Record<string, unknown>;
  /** The patient texts of the call (free note…): redacted from crash reports should an error quote them. */
  patientTexts?: () => readonly string[];
}

let binding: CallStateBinding | null = null;

/** Registers the call state; returns the function that unregisters it. A new registration replaces the old. */
export function registerCallState(next: CallStateBinding): () => void {
  binding = next;
  return () => {
    if (binding === next) binding = null;
  };
}

/** Resets the registered call state, if any. A failure is logged (without details) and does not stop the caller. */
export function resetRegisteredCallState(): void {
  try {
    binding?.reset();
  } catch (error) {
    console.error('Could not reset the call state', error instanceof Error ? error.name : typeof error);
  }
}

/** The call's counts and flags for a crash report: numbers, booleans and nulls only. */
export function describeCallForErrorReport(): CallReportFacts | null {
  if (!binding?.describeForErrorReport) return null;
  try {
    const facts: CallReportFacts = {};
    for (const [key, value] of Object.entries(binding.describeForErrorReport())) {
      if (typeof value === 'number' || typeof value === 'boolean' || value === null) facts[key] = value;
    }
    return facts;
  } catch {
    return null;
  }
}

/** The patient texts currently in the call, to redact from anything sent to the server. */
export function callPatientTexts(): readonly string[] {
  try {
    return binding?.patientTexts?.() ?? [];
  } catch {
    return [];
  }
}
