import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createEncryptedStorage } from './encrypted-storage.ts';
import {
  checkLastSession,
  clearLastSession,
  LAST_SESSION_TTL_MS,
  readLastSession,
  writeLastSession,
} from './last-session.ts';

const KEY = 'last-session-id';
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('checkLastSession', () => {
  const record = { version: 1, timestamp: T0, id: 'session-a' };

  it('accepts a version-1 record up to exactly 24 hours old', () => {
    expect(checkLastSession(record, T0)).toEqual({ kind: 'valid', record });
    expect(checkLastSession(record, T0 + LAST_SESSION_TTL_MS)).toEqual({ kind: 'valid', record });
  });

  it('expires a record older than 24 hours or dated in the future', () => {
    expect(checkLastSession(record, T0 + LAST_SESSION_TTL_MS + 1)).toEqual({ kind: 'expired' });
    expect(checkLastSession(record, T0 - 1)).toEqual({ kind: 'expired' });
  });

  it.each([
    ['another version', { ...record, version: 2 }],
    ['no version', { timestamp: T0, id: 'session-a' }],
    ['a text timestamp', { ...record, timestamp: '2026-11-23' }],
    ['an empty id', { ...record, id: '' }],
    ['an array', [1, T0, 'session-a']],
    ['a string', 'session-a'],
  ])('rejects %s', (_label, value) => {
    expect(checkLastSession(value, T0)).toEqual({ kind: 'invalid' });
  });
});

describe('the stored last-session record', () => {
  it('is written encrypted with the current time and read back within 24 hours', async () => {
    const storage = createEncryptedStorage();
    await writeLastSession('session-a', { storage, now: () => T0 });
    expect(window.localStorage.getItem(KEY)).not.toContain('session-a');
    expect(await readLastSession({ storage, now: () => T0 + 60_000 })).toEqual({
      version: 1,
      timestamp: T0,
      id: 'session-a',
    });
  });

  it('is removed once older than 24 hours', async () => {
    const storage = createEncryptedStorage();
    await writeLastSession('session-a', { storage, now: () => T0 });
    expect(await readLastSession({ storage, now: () => T0 + LAST_SESSION_TTL_MS + 1 })).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('is removed when of the wrong version', async () => {
    const storage = createEncryptedStorage();
    await storage.setJson(KEY, { version: 2, timestamp: T0, id: 'session-a' });
    expect(await readLastSession({ storage, now: () => T0 })).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('corrupt last-session'));
  });

  it('is removed when corrupt (not JSON, or not decryptable)', async () => {
    const storage = createEncryptedStorage();
    await storage.setItem(KEY, '{"version":1,');
    expect(await readLastSession({ storage, now: () => T0 })).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();

    window.localStorage.setItem(KEY, '{"version":1,"timestamp":0,"id":"x"}');
    expect(await readLastSession({ storage, now: () => T0 })).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('reads as null when there is none, and can be cleared', async () => {
    const storage = createEncryptedStorage();
    expect(await readLastSession({ storage })).toBeNull();
    await writeLastSession('session-a', { storage });
    await clearLastSession({ storage });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
