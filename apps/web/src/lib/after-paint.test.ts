import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint.ts';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs in a task after the next animation frame, not before it', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    frames[0]?.(0);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('in a page that is not visible (no frames) runs in the next task', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const run = vi.fn();
    afterNextPaint(run);
    expect(frames).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after at most maxWaitMs when no frame comes', () => {
    const run = vi.fn();
    afterNextPaint(run, 500);
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    frames[0]?.(0);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled, never runs', () => {
    const run = vi.fn();
    const cancel = afterNextPaint(run);
    cancel();
    frames[0]?.(0);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
