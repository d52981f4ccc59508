import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirLockedError, lockDataDir } from './lock.ts';

/** The lock as a server in another container leaves it: the directory, fresh or last refreshed `ageMs` ago. */
function foreignLock(dir: string, ageMs = 0): void {
  mkdirSync(join(dir, 'data.lock'));
  const at = new Date(Date.now() - ageMs);
  utimesSync(join(dir, 'data.lock'), at, at);
}

describe('embedded database lock (across containers: no PID)', () => {
  it('refuses a data directory whose lock another container keeps fresh, with a clear message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'triage-lock-'));
    foreignLock(dir);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another server process/);
  });

  it('takes over a lock no longer refreshed (its holder died), and ignores an old PID lock file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'triage-lock-'));
    foreignLock(dir, 60_000);
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'data.lock'))).toBe(true);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(join(dir, 'data.lock'))).toBe(false);
  });

  it('releases the lock when the database closes, so a second start reuses the data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'triage-lock-'));
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.close();
    expect(existsSync(join(dir, 'data.lock'))).toBe(false);
    const second = await openDatabase({ dataDir: dir });
    await second.ping();
    await second.close();
  }, 60_000);
});
