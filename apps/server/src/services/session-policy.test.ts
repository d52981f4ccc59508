import { describe, expect, it } from 'vitest';
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS, idleExpiresAt, sessionEnd } from './session-policy.ts';

const start = new Date('2026-01-01T08:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const session = { lastActiveAt: start, expiresAt: at(ABSOLUTE_LIFETIME_MS) };

describe('session policy', () => {
  it('idles out after 2 hours and ends after 12', () => {
    expect(IDLE_TIMEOUT_MS).toBe(2 * 60 * 60 * 1000);
    expect(ABSOLUTE_LIFETIME_MS).toBe(12 * 60 * 60 * 1000);
  });

  it('keeps a session alive until the idle timeout is reached', () => {
    expect(sessionEnd(session, at(IDLE_TIMEOUT_MS - 1))).toBeNull();
    expect(sessionEnd(session, at(IDLE_TIMEOUT_MS))).toBe('idle');
  });

  it('ends a session at its absolute limit even when it was just active', () => {
    const active = { lastActiveAt: at(ABSOLUTE_LIFETIME_MS - 1), expiresAt: session.expiresAt };
    expect(sessionEnd(active, at(ABSOLUTE_LIFETIME_MS - 1))).toBeNull();
    expect(sessionEnd(active, at(ABSOLUTE_LIFETIME_MS))).toBe('absolute');
    expect(idleExpiresAt(active)).toEqual(session.expiresAt);
  });
});
