import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.tsx';

describe('AfterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
    // No postTask here: the task after the frame is a timer.
    vi.stubGlobal('scheduler', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders nothing in the commit that mounts it, its children once the next frame is painted', () => {
    render(
      <AfterFirstPaint>
        <p>Closed dialog</p>
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('Closed dialog')).toBeNull();
    act(() => {
      for (const frame of frames.splice(0)) frame(0);
    });
    expect(screen.queryByText('Closed dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Closed dialog')).toBeTruthy();
  });

  it('unmounted before the paint, it schedules nothing more', () => {
    const { unmount } = render(
      <AfterFirstPaint>
        <p>Closed dialog</p>
      </AfterFirstPaint>,
    );
    unmount();
    act(() => {
      for (const frame of frames.splice(0)) frame(0);
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Closed dialog')).toBeNull();
  });
});
