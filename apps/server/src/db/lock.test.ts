import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirLockedError, lockDataDir } from './lock.ts';

describe('embedded database lock', () => {
  it('refuses a data directory held by another live process, with a clear message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'triage-lock-'));
    // The parent process (the test runner) is alive and is not us.
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another server process/);
  });

  it('takes over a stale lock left by a process that is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'triage-lock-'));
    writeFileSync(join(dir, 'server.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('releases the lock when the database closes, so a second start reuses the data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'triage-lock-'));
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.close();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    const second = await openDatabase({ dataDir: dir });
    await second.ping();
    await second.close();
  }, 60_000);
});
