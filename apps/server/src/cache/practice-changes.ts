/**
 * Nurses' apps follow their practice's changes (options, notes, template) within a second: each
 * asks `watchPractice`, a long poll this instance answers when the database announces a change to
 * the practice (the triage_cache channel, every instance hears every change) or after 25 seconds.
 */
import type { InvalidationListener } from '../db/invalidation.ts';

export const WATCH_TIMEOUT_MS = 25_000;
/** Woken polls answered per turn of the event loop (see `turn`). */
const ANSWERS_PER_TURN = 16;

export class PracticeChangeFeed {
  private readonly waiters = new Map<number, Set<() => void>>();
  private readonly turns: (() => void)[] = [];
  private turning = false;

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

  /**
   * A woken poll's turn to make its answer: a few per turn of the event loop, the rest in later
   * turns, so the requests of nurses at work are served between the slices of a change's surge
   * (every poll of the practice wakes at once) instead of behind all of it.
   */
  turn(): Promise<void> {
    return new Promise((resolve) => {
      this.turns.push(resolve);
      this.nextTurn();
    });
  }

  private nextTurn(): void {
    if (this.turning) return;
    this.turning = true;
    setImmediate(() => {
      this.turning = false;
      for (const resolve of this.turns.splice(0, ANSWERS_PER_TURN)) resolve();
      if (this.turns.length > 0) this.nextTurn();
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
