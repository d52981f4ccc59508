/**
 * Heartbeat (spec section 7): check-session is called every 60 s, with prolong=true only if the
 * user was active within 90 s. After 1 failed attempt the user is logged out and the heartbeat
 * stops. A success resets the failure count. Times are epoch milliseconds passed in.
 */
import { ACTIVITY_THRESHOLD_MS, HEARTBEAT_INTERVAL_MS, MAX_FAILED_HEARTBEATS } from './constants.ts';

/** The heartbeat's state. */
export interface HeartbeatState {
  failedAttempts: number;
  /** True once the heartbeat has stopped (after logout); no further checks are made. */
  isStopped: boolean;
}

/** What to do after a heartbeat result. */
export type HeartbeatAction = 'continue' | 'logout';

/** The heartbeat's state at start. */
export function initialHeartbeatState(): HeartbeatState {
  return { failedAttempts: 0, isStopped: false };
}

/** True when the user was active within the last 90 s (inclusive), so the session is prolonged. */
export function shouldProlongSession(lastActivityAt: number, now: number): boolean {
  return now - lastActivityAt <= ACTIVITY_THRESHOLD_MS;
}

/** When the next heartbeat is due: 60 s after the previous one (or after start). */
export function nextHeartbeatAt(previousBeatAt: number): number {
  return previousBeatAt + HEARTBEAT_INTERVAL_MS;
}

/**
 * Records a heartbeat result. A success resets the failures; a failure counts, and on reaching the
 * maximum (1) the heartbeat stops and the user is to be logged out. A stopped heartbeat stays stopped.
 */
export function recordHeartbeatResult(
  state: HeartbeatState,
  succeeded: boolean,
): { state: HeartbeatState; action: HeartbeatAction } {
  if (state.isStopped) return { state, action: 'continue' };
  if (succeeded) return { state: { failedAttempts: 0, isStopped: false }, action: 'continue' };
  const failedAttempts = state.failedAttempts + 1;
  const isStopped = failedAttempts >= MAX_FAILED_HEARTBEATS;
  return { state: { failedAttempts, isStopped }, action: isStopped ? 'logout' : 'continue' };
}
