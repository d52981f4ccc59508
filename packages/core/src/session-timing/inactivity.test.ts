import { describe, expect, it } from 'vitest';
import { FIRST_VALIDATION_DELAY_MS, INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from './constants.ts';
import { firstValidationAt, inactivityCheck, inactivityEvent, inactivityStatus } from './inactivity.ts';

const LAST = 1_700_000_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('inactivity', () => {
  it('uses a 2 hour timeout with a warning 5 minutes before', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(2 * HOUR);
    expect(INACTIVITY_WARNING_MS).toBe(5 * MINUTE);
  });

  it('is active until 1 hour 55 minutes without activity', () => {
    expect(inactivityStatus(LAST, LAST)).toBe('active');
    expect(inactivityStatus(LAST, LAST + 115 * MINUTE - 1)).toBe('active');
  });

  it('warns from 5 minutes before the timeout', () => {
    expect(inactivityStatus(LAST, LAST + 115 * MINUTE)).toBe('warn');
    expect(inactivityStatus(LAST, LAST + 2 * HOUR - 1)).toBe('warn');
  });

  it('times out after 2 hours without activity', () => {
    expect(inactivityStatus(LAST, LAST + 2 * HOUR)).toBe('timeout');
  });

  it('says when the next check is due', () => {
    expect(inactivityCheck(LAST, LAST + MINUTE)).toEqual({ status: 'active', nextCheckAt: LAST + 115 * MINUTE });
    expect(inactivityCheck(LAST, LAST + 116 * MINUTE)).toEqual({ status: 'warn', nextCheckAt: LAST + 2 * HOUR });
    expect(inactivityCheck(LAST, LAST + 3 * HOUR)).toEqual({ status: 'timeout', nextCheckAt: null });
  });

  it('fires the warning and the timeout once each, on entering them', () => {
    expect(inactivityEvent('active', LAST, LAST + 116 * MINUTE)).toBe('warn');
    expect(inactivityEvent('warn', LAST, LAST + 117 * MINUTE)).toBeNull();
    expect(inactivityEvent('warn', LAST, LAST + 2 * HOUR)).toBe('timeout');
    expect(inactivityEvent('active', LAST, LAST + 3 * HOUR)).toBe('timeout');
    expect(inactivityEvent('timeout', LAST, LAST + 4 * HOUR)).toBeNull();
  });

  it('fires nothing when activity brings the status back to active', () => {
    const freshActivity = LAST + 116 * MINUTE;
    expect(inactivityEvent('warn', freshActivity, freshActivity + MINUTE)).toBeNull();
  });

  it('runs the first validation 1 second after start', () => {
    expect(FIRST_VALIDATION_DELAY_MS).toBe(1000);
    expect(firstValidationAt(LAST)).toBe(LAST + 1000);
  });
});
