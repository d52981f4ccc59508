import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTestFrames } from '../../testing/frames.ts';
import { AfterFirstPaint } from './after-first-paint.tsx';

describe('AfterFirstPaint', () => {
  const frames = useTestFrames();

  it('renders nothing in the commit that mounts it, its children once the next frame is painted', () => {
    render(
      <>
        <AfterFirstPaint>
          <p>Closed dialog</p>
        </AfterFirstPaint>
        <AfterFirstPaint>
          <p>Closed overlay</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.queryByText('Closed dialog')).toBeNull();
    // The gates of one commit share one wait for the paint.
    expect(frames.requested).toHaveLength(1);
    frames.paint();
    // Each opens in a task of its own after the paint (posted from a timer: the fake clock runs it 1 ms on).
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Closed dialog')).toBeTruthy();
    expect(screen.getByText('Closed overlay')).toBeTruthy();
  });

  it('unmounted before the paint, it schedules nothing more', () => {
    const { unmount } = render(
      <AfterFirstPaint>
        <p>Closed dialog</p>
      </AfterFirstPaint>,
    );
    unmount();
    frames.paint();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Closed dialog')).toBeNull();
  });
});
