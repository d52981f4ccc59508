/** Session timing: heartbeat, inactivity warning and timeout, first validation. Times are arguments. */
export {
  ACTIVITY_THRESHOLD_MS,
  FIRST_VALIDATION_DELAY_MS,
  HEARTBEAT_INTERVAL_MS,
  INACTIVITY_TIMEOUT_MS,
  INACTIVITY_WARNING_MS,
  MAX_FAILED_HEARTBEATS,
} from './constants.ts';
export {
  type HeartbeatState,
  initialHeartbeatState,
  nextHeartbeatAt,
  recordHeartbeatResult,
  shouldProlongSession,
} from './heartbeat.ts';
export {
  firstValidationAt,
  type InactivityStatus,
  inactivityCheck,
  inactivityEvent,
  inactivityStatus,
} from './inactivity.ts';
