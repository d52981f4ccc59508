import { describe, expect, it } from 'vitest';
import type { Invalidation, InvalidationListener } from '../db/invalidation.ts';
import { PracticeChangeFeed } from './practice-changes.ts';

/** A listener the test announces on, as the database channel would. */
function channel() {
  const handlers: ((invalidation: Invalidation) => void)[] = [];
  const listener: InvalidationListener = {
    isLive: true,
    onInvalidation: (handler) => void handlers.push(handler),
    onReset: () => undefined,
    settle: async () => undefined,
    close: async () => undefined,
  };
  const announce = (invalidation: Invalidation) => {
    for (const handler of handlers) handler(invalidation);
  };
  return { listener, announce };
}

const nextTurnOfTheLoop = () => new Promise((resolve) => setImmediate(resolve));

describe('PracticeChangeFeed', () => {
  it("wakes the practice's waiters when it is announced, and only them", async () => {
    const { listener, announce } = channel();
    const feed = new PracticeChangeFeed(listener);
    const woke: string[] = [];
    const a = feed.next(1, 60_000).then(() => woke.push('a'));
    const b = feed.next(2, 60_000).then(() => woke.push('b'));
    announce({ kind: 'practice', id: 1 });
    await a;
    expect(woke).toEqual(['a']);
    feed.wakeAll();
    await b;
    expect(woke).toEqual(['a', 'b']);
  });

  it('gives woken polls their turns a slice per turn of the event loop, in order', async () => {
    const feed = new PracticeChangeFeed(channel().listener);
    const answered: number[] = [];
    const turns = Array.from({ length: 40 }, (_, i) => feed.turn().then(() => answered.push(i)));
    expect(answered).toEqual([]);
    await nextTurnOfTheLoop();
    expect(answered).toHaveLength(16);
    await nextTurnOfTheLoop();
    expect(answered).toHaveLength(32);
    await Promise.all(turns);
    expect(answered).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });
});
