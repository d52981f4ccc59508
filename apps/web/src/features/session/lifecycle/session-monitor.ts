/**
 * The signed-in session's clockwork (spec sections 4 and 7), over the pure rules of
 * @triage/core's session-timing:
 * - heartbeat: check-session every 60 s, prolong=true only if the user was active within 90 s;
 *   one failed attempt logs out and stops the heartbeat. A failed attempt is an answer that the
 *   session is over (401 unauthorized, or the subscription has ended). A 429, a 503, any other
 *   server fault or a network error says nothing about the session (a rolling restart, a busy
 *   balancer): the heartbeat keeps its 60-second rhythm without signing out (ADR 0016, a
 *   deliberate deviation from the spec's 'after 1 failed attempt');
 * - inactivity: a warning 5 minutes before the 2-hour timeout; the timeout signs out. Activity
 *   before the timeout clears the warning.
 * Time comes from an injectable clock; timers are the platform's (fake timers in tests).
 */

import {
  type HeartbeatState,
  type InactivityStatus,
  inactivityCheck,
  inactivityEvent,
  initialHeartbeatState,
  nextHeartbeatAt,
  recordHeartbeatResult,
  shouldProlongSession,
} from '@triage/core';
import { ApiError } from '../../../lib/api-client.ts';

export interface SessionClock {
  /** Milliseconds since the epoch. */
  now: () => number;
}

export const systemClock: SessionClock = { now: () => Date.now() };

export interface SessionMonitorOptions {
  clock?: SessionClock;
  /**
   * One heartbeat: resolves true when the session is alive. A rejection counts as a failure only
   * when it says the session is over (`isSessionOver`); after any other the next beat comes 60 s later.
   */
  checkSession: (prolong: boolean) => Promise<boolean>;
  /** The heartbeat failed: sign out (the heartbeat has stopped). */
  onHeartbeatFailed: () => void;
  /** Called when the inactivity status changes (warn 5 minutes before, active again after activity). */
  onInactivityStatus: (status: InactivityStatus) => void;
  /** Two hours without activity: sign out (everything has stopped). */
  onInactivityTimeout: () => void;
}

export interface SessionMonitor {
  /** Starts the heartbeat and the inactivity clock; the user counts as active now. */
  start: () => void;
  /** Stops every timer. */
  stop: () => void;
  /** The user did something (mouse down, key down, focus, submit, change, click, navigation). */
  recordActivity: () => void;
  inactivityStatus: () => InactivityStatus;
}

/** The server's answer that the session is over: 401 (unauthorized) or an ended subscription. */
function isSessionOver(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === 'noActiveSubscription');
}

export function createSessionMonitor(options: SessionMonitorOptions): SessionMonitor {
  const clock = options.clock ?? systemClock;
  let lastActivityAt = 0;
  let previousBeatAt = 0;
  let heartbeat: HeartbeatState = initialHeartbeatState();
  let status: InactivityStatus = 'active';
  let isRunning = false;
  let isBeating = false;
  let heartbeatTimer: ReturnType<typeof setTimeout> | null = null;
  let inactivityTimer: ReturnType<typeof setTimeout> | null = null;

  const clearTimers = () => {
    if (heartbeatTimer !== null) clearTimeout(heartbeatTimer);
    if (inactivityTimer !== null) clearTimeout(inactivityTimer);
    heartbeatTimer = null;
    inactivityTimer = null;
  };

  const scheduleHeartbeat = () => {
    if (!isRunning || heartbeat.isStopped) return;
    const delay = Math.max(0, nextHeartbeatAt(previousBeatAt) - clock.now());
    heartbeatTimer = setTimeout(() => void beat(), delay);
  };

  const beat = async () => {
    heartbeatTimer = null;
    if (!isRunning || isBeating) return;
    isBeating = true;
    const now = clock.now();
    previousBeatAt = now;
    let isAlive: boolean;
    try {
      isAlive = await options.checkSession(shouldProlongSession(lastActivityAt, now));
    } catch (error) {
      if (!isSessionOver(error)) {
        // No verdict on the session (server restarting, busy, offline): the next beat in 60 s.
        isBeating = false;
        scheduleHeartbeat();
        return;
      }
      isAlive = false;
    }
    isBeating = false;
    if (!isRunning) return;
    const result = recordHeartbeatResult(heartbeat, isAlive);
    heartbeat = result.state;
    if (result.action === 'logout') {
      stop();
      options.onHeartbeatFailed();
      return;
    }
    scheduleHeartbeat();
  };

  const scheduleInactivityCheck = () => {
    if (inactivityTimer !== null) clearTimeout(inactivityTimer);
    inactivityTimer = null;
    if (!isRunning) return;
    const { nextCheckAt } = inactivityCheck(lastActivityAt, clock.now());
    if (nextCheckAt === null) return;
    inactivityTimer = setTimeout(checkInactivity, Math.max(0, nextCheckAt - clock.now()));
  };

  const checkInactivity = () => {
    inactivityTimer = null;
    if (!isRunning) return;
    const event = inactivityEvent(status, lastActivityAt, clock.now());
    if (event === 'timeout') {
      status = 'timeout';
      stop();
      options.onInactivityTimeout();
      return;
    }
    if (event === 'warn') {
      status = 'warn';
      options.onInactivityStatus('warn');
    }
    scheduleInactivityCheck();
  };

  function stop() {
    isRunning = false;
    clearTimers();
  }

  return {
    start: () => {
      if (isRunning) return;
      isRunning = true;
      heartbeat = initialHeartbeatState();
      status = 'active';
      lastActivityAt = clock.now();
      previousBeatAt = lastActivityAt;
      scheduleHeartbeat();
      scheduleInactivityCheck();
    },
    stop,
    recordActivity: () => {
      if (!isRunning) return;
      // A computer woken after more than 2 hours asleep times out before the first click counts.
      if (inactivityEvent(status, lastActivityAt, clock.now()) === 'timeout') {
        checkInactivity();
        return;
      }
      lastActivityAt = clock.now();
      if (status !== 'active') {
        status = 'active';
        options.onInactivityStatus('active');
        scheduleInactivityCheck();
      }
    },
    inactivityStatus: () => status,
  };
}
