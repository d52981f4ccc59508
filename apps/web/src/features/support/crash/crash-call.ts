/**
 * What crash recovery needs of the call, without depending on features/call (which is not loaded
 * on /login): connected once at start by `app/call-lifecycle.ts`. Until then a crash report has no
 * call facts and Restart has no call to reset.
 */

/** Non-patient facts about the call: counts and flags only. Strings are dropped from reports. */
export type CallReportFacts = Record<string, number | boolean | null>;

export interface CrashCall {
  /** Returns the call to its initial state and removes its stored copy. */
  reset: () => Promise<void>;
  /** Counts and flags of the call, or null while its code is not loaded. */
  describe: () => Record<string, unknown> | null;
  /** The patient texts of the call (free note…), to redact from a report should an error quote them. */
  patientTexts: () => readonly string[];
}

let connected: CrashCall | null = null;

/** Connects the call (once, at start). */
export function connectCrashCall(call: CrashCall): void {
  connected = call;
}

/** Resets the call for Restart. A failure is logged (without details) and does not stop Restart. */
export async function resetCallForRestart(): Promise<void> {
  try {
    await connected?.reset();
  } catch (error) {
    console.error('Could not reset the call state', error instanceof Error ? error.name : typeof error);
  }
}

/** The call's counts and flags for a crash report: numbers, booleans and nulls only. */
export function crashCallFacts(): CallReportFacts | null {
  try {
    const described = connected?.describe();
    if (!described) return null;
    const facts: CallReportFacts = {};
    for (const [key, value] of Object.entries(described)) {
      if (typeof value === 'number' || typeof value === 'boolean' || value === null) facts[key] = value;
    }
    return facts;
  } catch {
    return null;
  }
}

/** The patient texts currently in the call, to redact from anything sent to the server. */
export function crashPatientTexts(): readonly string[] {
  try {
    return connected?.patientTexts() ?? [];
  } catch {
    return [];
  }
}
