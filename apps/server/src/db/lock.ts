/**
 * PGlite has no cross-process lock: two processes on one data directory silently lose writes.
 * The data directory's lock refuses a second server on it with a clear message — across
 * containers and machines too (ADR 0040): it is proper-lockfile's lock, a directory
 * `DATA_DIR/data.lock` made atomically (mkdir) whose modification time the holder refreshes every
 * 5 seconds. No PID is involved (a PID means nothing in another container's namespace): a lock not
 * refreshed for 15 seconds is stale (its holder died) and is taken over; a holder that finds its
 * lock taken over stops (proper-lockfile's onCompromised throws), rather than write beside another.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

const STALE_MS = 15_000;
const UPDATE_MS = 5_000;

/** @internal */
export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another server process (here or in another container). ` +
        'The embedded database allows one process per data directory: stop the other process, ' +
        'choose another DATA_DIR, or run several instances against PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Takes the data directory's lock; returns its release function. A stale lock is taken over. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  try {
    return lockfile.lockSync(dataDir, {
      lockfilePath: join(dataDir, 'data.lock'),
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
