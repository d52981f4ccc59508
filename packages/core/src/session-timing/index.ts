/** Session timing: heartbeat, inactivity warning and timeout, first validation. Times are arguments. */
export { INACTIVITY_TIMEOUT_MS } from './constants.ts';
export {
  type HeartbeatState,
  initialHeartbeatState,
  nextHeartbeatAt,
  recordHeartbeatResult,
  shouldProlongSession,
} from './heartbeat.ts';
export { firstValidationAt, type InactivityStatus, inactivityCheck, inactivityEvent } from './inactivity.ts';
