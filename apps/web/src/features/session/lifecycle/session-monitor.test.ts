import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { createSessionMonitor, type SessionMonitorOptions } from './session-monitor.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

function setup(overrides: Partial<SessionMonitorOptions> = {}) {
  const checkSession = vi.fn(async (_prolong: boolean) => true);
  const onHeartbeatFailed = vi.fn();
  const onInactivityStatus = vi.fn();
  const onInactivityTimeout = vi.fn();
  const monitor = createSessionMonitor({
    checkSession,
    onHeartbeatFailed,
    onInactivityStatus,
    onInactivityTimeout,
    ...overrides,
  });
  monitor.start();
  return { monitor, checkSession, onHeartbeatFailed, onInactivityStatus, onInactivityTimeout };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the heartbeat', () => {
  it('checks the session every 60 seconds', async () => {
    const { checkSession, monitor } = setup();
    await vi.advanceTimersByTimeAsync(59 * SECOND);
    expect(checkSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1 * SECOND);
    expect(checkSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(checkSession).toHaveBeenCalledTimes(2);
    monitor.stop();
  });

  it('prolongs the session only when the user was active within 90 seconds', async () => {
    const { checkSession, monitor } = setup();
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(checkSession).toHaveBeenLastCalledWith(true);
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(checkSession).toHaveBeenLastCalledWith(false);
    monitor.recordActivity();
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(checkSession).toHaveBeenLastCalledWith(true);
    monitor.stop();
  });

  it('logs out after one failed attempt (401 from the server) and stops checking', async () => {
    const checkSession = vi.fn(async () => Promise.reject(new ApiError('You are not authorized', 401, 'unauthorized')));
    const { onHeartbeatFailed } = setup({ checkSession });
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(onHeartbeatFailed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(onHeartbeatFailed).toHaveBeenCalledTimes(1);
    expect(checkSession).toHaveBeenCalledTimes(1);
  });

  it('logs out when the subscription has ended', async () => {
    const checkSession = vi.fn(async () =>
      Promise.reject(new ApiError('No subscription', 403, 'noActiveSubscription')),
    );
    const { onHeartbeatFailed } = setup({ checkSession });
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(onHeartbeatFailed).toHaveBeenCalledTimes(1);
  });

  it('keeps its 60-second rhythm through a 429, a 503 or a network error, never signing out, then signs out on a 401', async () => {
    const answers: (Error | true)[] = [
      new ApiError('Too many requests', 429, 'tooManyRequests'),
      new ApiError('Unavailable', 503, 'default'),
      new TypeError('Failed to fetch'),
      true,
      new ApiError('You are not authorized', 401, 'unauthorized'),
    ];
    const checkSession = vi.fn(async () => {
      const answer = answers.shift() ?? true;
      if (answer === true) return true;
      throw answer;
    });
    const { onHeartbeatFailed } = setup({ checkSession });
    for (let beat = 1; beat <= 4; beat += 1) {
      await vi.advanceTimersByTimeAsync(59 * SECOND);
      expect(checkSession).toHaveBeenCalledTimes(beat - 1);
      await vi.advanceTimersByTimeAsync(1 * SECOND);
      expect(checkSession).toHaveBeenCalledTimes(beat);
      expect(onHeartbeatFailed).not.toHaveBeenCalled();
    }
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(checkSession).toHaveBeenCalledTimes(5);
    expect(onHeartbeatFailed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(checkSession).toHaveBeenCalledTimes(5);
  });

  it('counts a dead session answer as a failure', async () => {
    const checkSession = vi.fn(async () => false);
    const { onHeartbeatFailed } = setup({ checkSession });
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(onHeartbeatFailed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(checkSession).toHaveBeenCalledTimes(1);
  });

  it('makes no check once stopped', async () => {
    const { checkSession, monitor } = setup();
    monitor.stop();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(checkSession).not.toHaveBeenCalled();
  });
});

describe('inactivity', () => {
  it('warns 5 minutes before the 2-hour timeout, then signs out at 2 hours', async () => {
    const { onInactivityStatus, onInactivityTimeout, checkSession } = setup();
    await vi.advanceTimersByTimeAsync(115 * MINUTE - SECOND);
    expect(onInactivityStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(onInactivityStatus).toHaveBeenCalledWith('warn');
    await vi.advanceTimersByTimeAsync(5 * MINUTE - SECOND);
    expect(onInactivityTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(onInactivityTimeout).toHaveBeenCalledTimes(1);
    const beats = checkSession.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(checkSession.mock.calls.length).toBe(beats);
  });

  it('restarts the 2 hours on activity, and clears a warning', async () => {
    const { monitor, onInactivityStatus, onInactivityTimeout } = setup();
    await vi.advanceTimersByTimeAsync(HOUR);
    monitor.recordActivity();
    await vi.advanceTimersByTimeAsync(HOUR + 30 * MINUTE);
    expect(onInactivityTimeout).not.toHaveBeenCalled();
    expect(onInactivityStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(onInactivityStatus).toHaveBeenLastCalledWith('warn');
    monitor.recordActivity();
    expect(onInactivityStatus).toHaveBeenLastCalledWith('active');
    expect(monitor.inactivityStatus()).toBe('active');
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(onInactivityTimeout).not.toHaveBeenCalled();
    monitor.stop();
  });

  it('times out before counting the first activity after a long sleep', () => {
    const { monitor, onInactivityTimeout } = setup();
    vi.setSystemTime(Date.now() + 3 * HOUR); // the clock jumps; no timer has run
    monitor.recordActivity();
    expect(onInactivityTimeout).toHaveBeenCalledTimes(1);
  });

  it('reads time from the injected clock', async () => {
    let now = 0;
    const onInactivityStatus = vi.fn();
    const monitor = createSessionMonitor({
      clock: { now: () => now },
      checkSession: async () => true,
      onHeartbeatFailed: vi.fn(),
      onInactivityStatus,
      onInactivityTimeout: vi.fn(),
    });
    monitor.start();
    now = 116 * MINUTE;
    monitor.recordActivity();
    expect(monitor.inactivityStatus()).toBe('active');
    expect(onInactivityStatus).not.toHaveBeenCalled();
    monitor.stop();
  });
});
