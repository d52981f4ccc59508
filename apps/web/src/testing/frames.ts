/**
 * The web app's one owner of animation-frame test set-up: frames and the timers after them under
 * the test's control, for code that waits for a paint (`afterNextPaint`). Never imported by
 * production code.
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export interface TestFrames {
  /** The frame callbacks requested and not yet run. */
  readonly requested: FrameRequestCallback[];
  /** Paints a frame (runs the callbacks requested) and then the tasks posted after it, inside act. */
  paint(): void;
}

/** In a describe block: stubs requestAnimationFrame (and postTask's absence) and fakes timers for each test. */
export function useTestFrames(): TestFrames {
  const requested: FrameRequestCallback[] = [];
  beforeEach(() => {
    requested.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => requested.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      requested[id - 1] = () => undefined;
    });
    // No postTask: the task after a frame is a timer.
    vi.stubGlobal('scheduler', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return {
    requested,
    paint: () =>
      act(() => {
        for (const frame of requested.splice(0)) frame(0);
        vi.advanceTimersByTime(0);
      }),
  };
}
