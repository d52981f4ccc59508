/**
 * When a session ends: 2 hours without activity (the same constant as the browser's inactivity
 * timeout) or 12 hours after sign-in, whichever comes first.
 */
import { INACTIVITY_TIMEOUT_MS } from '@triage/core';

export const IDLE_TIMEOUT_MS = INACTIVITY_TIMEOUT_MS;
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

export type SessionEnd = 'idle' | 'absolute';

export interface SessionTimes {
  lastActiveAt: Date;
  expiresAt: Date;
}

/** Why the session has ended at `now`, or null while it is alive. */
export function sessionEnd(session: SessionTimes, now: Date): SessionEnd | null {
  if (now.getTime() >= session.expiresAt.getTime()) return 'absolute';
  if (now.getTime() >= session.lastActiveAt.getTime() + IDLE_TIMEOUT_MS) return 'idle';
  return null;
}

/** When the session would end without further activity. */
export function idleExpiresAt(session: SessionTimes): Date {
  return new Date(Math.min(session.lastActiveAt.getTime() + IDLE_TIMEOUT_MS, session.expiresAt.getTime()));
}
