/**
 * Inactivity (spec section 4): after 2 hours without activity the timeout fires; a warning fires
 * 5 minutes before. Times are epoch milliseconds passed in; nothing here reads a clock.
 */
import { FIRST_VALIDATION_DELAY_MS, INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from './constants.ts';

/** Where the user stands: active, in the warning window, or timed out. */
export type InactivityStatus = 'active' | 'warn' | 'timeout';

/** The status and when it is next worth checking. */
export interface InactivityCheck {
  status: InactivityStatus;
  /** When the status next changes if there is no activity; null once timed out. */
  nextCheckAt: number | null;
}

/** When the warning fires for this last activity: 1 h 55 min after it. */
function inactivityWarningAt(lastActivityAt: number): number {
  return lastActivityAt + INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS;
}

/** When the timeout fires for this last activity: 2 h after it. */
function inactivityTimeoutAt(lastActivityAt: number): number {
  return lastActivityAt + INACTIVITY_TIMEOUT_MS;
}

/**
 * The inactivity status: 'timeout' from 2 h without activity, 'warn' from 5 min before, else 'active'.
 * @internal
 */
export function inactivityStatus(lastActivityAt: number, now: number): InactivityStatus {
  if (now >= inactivityTimeoutAt(lastActivityAt)) return 'timeout';
  if (now >= inactivityWarningAt(lastActivityAt)) return 'warn';
  return 'active';
}

/** The status now and when the next check is due (the warning time, then the timeout time, then none). */
export function inactivityCheck(lastActivityAt: number, now: number): InactivityCheck {
  const status = inactivityStatus(lastActivityAt, now);
  switch (status) {
    case 'active':
      return { status, nextCheckAt: inactivityWarningAt(lastActivityAt) };
    case 'warn':
      return { status, nextCheckAt: inactivityTimeoutAt(lastActivityAt) };
    case 'timeout':
      return { status, nextCheckAt: null };
  }
}

/**
 * Which callback to fire when the status moves from `previous` to the status now: 'warn' on
 * entering the warning window, 'timeout' on timing out, null otherwise (each fires once; activity
 * that brings the status back to 'active' re-arms them).
 */
export function inactivityEvent(
  previous: InactivityStatus,
  lastActivityAt: number,
  now: number,
): 'warn' | 'timeout' | null {
  const current = inactivityStatus(lastActivityAt, now);
  if (current === previous || current === 'active') return null;
  return current;
}

/** When the first validation of the persisted session runs: 1 s after start. */
export function firstValidationAt(startedAt: number): number {
  return startedAt + FIRST_VALIDATION_DELAY_MS;
}
