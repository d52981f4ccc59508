/**
 * Session activity (a heartbeat with prolong=true) is written to the database at most once per
 * `ACTIVITY_WRITE_INTERVAL_MS` per session: a prolong writes `last_active_at` when the stored value
 * is that old or older; otherwise the activity is held in this instance's memory, which this
 * instance applies to the idle timeout at once. The stored value is therefore never more than the
 * interval behind the last activity: if the instance stops without writing what it holds (it
 * writes it on a graceful shutdown), or another instance judges the session, the 2-hour idle
 * timeout may end up to that interval early, never late. The 12-hour limit is not affected.
 */
import type { Database } from '../db/client.ts';
import { touchSession } from '../repositories/sessions.repository.ts';

const ACTIVITY_WRITE_INTERVAL_MS = 30_000;
const MAX_HELD = 50_000;

export class SessionActivity {
  /** Activity not written yet, by session id hash. */
  private readonly held = new Map<string, Date>();

  /** The session's last activity as this instance knows it (the stored value or a later held one). */
  lastActiveAt(idHash: string, stored: Date): Date {
    const held = this.held.get(idHash);
    return held && held.getTime() > stored.getTime() ? held : stored;
  }

  /** Records activity at `now`; true when it was written (the stored value was due). */
  async record(db: Database, idHash: string, stored: Date, now: Date): Promise<boolean> {
    if (now.getTime() - stored.getTime() < ACTIVITY_WRITE_INTERVAL_MS) {
      this.held.delete(idHash);
      this.held.set(idHash, now);
      while (this.held.size > MAX_HELD) {
        const oldest = this.held.keys().next();
        if (oldest.done) break;
        this.held.delete(oldest.value);
      }
      return false;
    }
    await touchSession(db, idHash, now);
    this.held.delete(idHash);
    return true;
  }

  /** The session ended: what was held for it no longer matters. */
  forget(idHash: string): void {
    this.held.delete(idHash);
  }

  /** Writes everything held (a graceful shutdown); failures are left to the interval's bound. */
  async flush(db: Database): Promise<void> {
    const held = [...this.held];
    this.held.clear();
    for (const [idHash, at] of held) {
      await touchSession(db, idHash, at).catch(() => {});
    }
  }
}
