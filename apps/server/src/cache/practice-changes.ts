/**
 * Nurses' apps follow their practice's changes (options, notes, template) within a second: each
 * asks `watchPractice`, a long poll this instance answers when the database announces a change to
 * the practice (the triage_cache channel, every instance hears every change) or after 25 seconds.
 */
import type { InvalidationListener } from '../db/invalidation.ts';

export const WATCH_TIMEOUT_MS = 25_000;

export class PracticeChangeFeed {
  private readonly waiters = new Map<number, Set<() => void>>();

  constructor(listener: InvalidationListener) {
    listener.onInvalidation((invalidation) => {
      if (invalidation.kind === 'practice') this.wake(invalidation.id);
      if (invalidation.kind === 'reset') this.wakeAll();
    });
    listener.onReset(() => this.wakeAll());
  }

  /** Resolves when the practice changes, after `timeoutMs`, or when `signal` aborts. */
  next(practiceId: number, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.waiters.get(practiceId) ?? new Set<() => void>();
      this.waiters.set(practiceId, waiters);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        if (waiters.size === 0) this.waiters.delete(practiceId);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal?.addEventListener('abort', done);
      waiters.add(done);
    });
  }

  /** Wakes every waiter (the instance is closing). */
  wakeAll(): void {
    for (const id of [...this.waiters.keys()]) this.wake(id);
  }

  private wake(practiceId: number): void {
    for (const done of [...(this.waiters.get(practiceId) ?? [])]) done();
  }
}
