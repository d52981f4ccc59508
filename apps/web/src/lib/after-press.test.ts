import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPointerPress, trackPointerPresses } from './after-press.ts';

const pointer = (type: string, pointerId = 1) => window.dispatchEvent(new PointerEvent(type, { pointerId }));

describe('afterPointerPress', () => {
  beforeEach(() => {
    trackPointerPresses();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('runs at once when no pointer is pressed (a Tab away)', () => {
    const run = vi.fn();
    afterPointerPress(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the pressed pointer’s release, then runs in the next task (after its click)', () => {
    const run = vi.fn();
    pointer('pointerdown');
    afterPointerPress(run);
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    pointer('pointerup');
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    pointer('pointerdown');
    pointer('pointerup');
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after a cancelled press too', () => {
    const run = vi.fn();
    pointer('pointerdown', 7);
    afterPointerPress(run);
    pointer('pointercancel', 7);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    afterPointerPress(run);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
