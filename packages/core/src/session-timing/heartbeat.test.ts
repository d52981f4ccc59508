import { describe, expect, it } from 'vitest';
import { ACTIVITY_THRESHOLD_MS, HEARTBEAT_INTERVAL_MS, MAX_FAILED_HEARTBEATS } from './constants.ts';
import { initialHeartbeatState, nextHeartbeatAt, recordHeartbeatResult, shouldProlongSession } from './heartbeat.ts';

const NOW = 1_700_000_000_000;

describe('the heartbeat', () => {
  it('uses the constants of the spec', () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(60_000);
    expect(ACTIVITY_THRESHOLD_MS).toBe(90_000);
    expect(MAX_FAILED_HEARTBEATS).toBe(1);
  });

  it('prolongs the session only if the user was active within 90 seconds', () => {
    expect(shouldProlongSession(NOW - 10_000, NOW)).toBe(true);
    expect(shouldProlongSession(NOW - 90_000, NOW)).toBe(true);
    expect(shouldProlongSession(NOW - 90_001, NOW)).toBe(false);
  });

  it('is due every 60 seconds', () => {
    expect(nextHeartbeatAt(NOW)).toBe(NOW + 60_000);
  });

  it('logs out and stops after one failed attempt', () => {
    const { state, action } = recordHeartbeatResult(initialHeartbeatState(), false);
    expect(action).toBe('logout');
    expect(state).toEqual({ failedAttempts: 1, isStopped: true });
  });

  it('keeps going after a success', () => {
    expect(recordHeartbeatResult(initialHeartbeatState(), true)).toEqual({
      state: { failedAttempts: 0, isStopped: false },
      action: 'continue',
    });
  });

  it('does nothing more once stopped', () => {
    const stopped = recordHeartbeatResult(initialHeartbeatState(), false).state;
    expect(recordHeartbeatResult(stopped, false)).toEqual({ state: stopped, action: 'continue' });
  });
});
