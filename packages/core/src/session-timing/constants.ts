/** Session timing constants (spec sections 4, 7 and 9), in milliseconds. */

/** Interval between heartbeat session checks: 60 s. */
export const HEARTBEAT_INTERVAL_MS = 60_000;

/** The heartbeat asks to prolong the session only if the user was active within this time: 90 s. */
export const ACTIVITY_THRESHOLD_MS = 90_000;

/** Failed heartbeat attempts after which the user is logged out and the heartbeat stops: 1. */
export const MAX_FAILED_HEARTBEATS = 1;

/** Inactivity after which the timeout fires: 2 hours. */
export const INACTIVITY_TIMEOUT_MS = 2 * 60 * 60 * 1000;

/** How long before the timeout the warning fires: 5 minutes. */
export const INACTIVITY_WARNING_MS = 5 * 60 * 1000;

/** Delay from start to the first validation of the persisted session: 1 s. */
export const FIRST_VALIDATION_DELAY_MS = 1000;
