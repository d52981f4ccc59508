/**
 * The last-session record `{ version: 1, timestamp, id }` (spec sections 3 and 9): the id of the
 * last session with the time it was recorded, valid for 24 hours. A corrupt, wrong-version or
 * expired record is removed. Stored encrypted; the clock is injectable.
 */
import { z } from 'zod';
import { type EncryptedStorage, encryptedStorage } from './encrypted-storage.ts';
import { STORAGE_KEYS } from './keys.ts';
import { logStorageFailure } from './storage-log.ts';

/** The record format version. */
export const LAST_SESSION_VERSION = 1;

/** How long a last-session record lasts: 24 hours. */
export const LAST_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

const LastSessionRecordSchema = z.object({
  version: z.literal(LAST_SESSION_VERSION),
  timestamp: z.number().int().nonnegative(),
  id: z.string().min(1),
});

/** The stored last-session record. */
export type LastSessionRecord = z.infer<typeof LastSessionRecordSchema>;

/** Where the record lives and what time it is. */
export interface LastSessionOptions {
  storage?: EncryptedStorage;
  /** Milliseconds since the epoch. Default `Date.now`. */
  now?: () => number;
}

/** The result of checking a stored value: a valid record, or why it is not one. */
export type LastSessionCheck = { kind: 'valid'; record: LastSessionRecord } | { kind: 'invalid' } | { kind: 'expired' };

/**
 * Checks a stored value at time `now`. A record is expired when older than 24 hours, or dated in
 * the future (a clock moved back cannot make a record last longer).
 */
export function checkLastSession(value: unknown, now: number): LastSessionCheck {
  const parsed = LastSessionRecordSchema.safeParse(value);
  if (!parsed.success) return { kind: 'invalid' };
  const age = now - parsed.data.timestamp;
  if (age < 0 || age > LAST_SESSION_TTL_MS) return { kind: 'expired' };
  return { kind: 'valid', record: parsed.data };
}

/** Reads the last-session record; a corrupt, wrong-version or expired one is removed and read as null. */
export async function readLastSession(options: LastSessionOptions = {}): Promise<LastSessionRecord | null> {
  const storage = options.storage ?? encryptedStorage;
  const value = await storage.getJson(STORAGE_KEYS.lastSession);
  if (value === null) return null;
  const check = checkLastSession(value, (options.now ?? Date.now)());
  if (check.kind === 'valid') return check.record;
  if (check.kind === 'invalid') logStorageFailure('Removed a corrupt last-session record', STORAGE_KEYS.lastSession);
  await storage.removeItem(STORAGE_KEYS.lastSession);
  return null;
}

/** Records `sessionId` as the last session, stamped with the current time. */
export async function writeLastSession(sessionId: string, options: LastSessionOptions = {}): Promise<void> {
  const record: LastSessionRecord = {
    version: LAST_SESSION_VERSION,
    timestamp: (options.now ?? Date.now)(),
    id: sessionId,
  };
  await (options.storage ?? encryptedStorage).setJson(STORAGE_KEYS.lastSession, record);
}

/** Removes the last-session record. */
export async function clearLastSession(options: Pick<LastSessionOptions, 'storage'> = {}): Promise<void> {
  await (options.storage ?? encryptedStorage).removeItem(STORAGE_KEYS.lastSession);
}
