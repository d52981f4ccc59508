import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTestFrames } from '../../../testing/frames.ts';
import { FIRST_ROWS, STAGE_ROWS, useRowsInStages } from './use-rows-in-stages.ts';

describe('useRowsInStages', () => {
  const { paint, requested: frames } = useTestFrames();

  it('renders a first screenful, then one stage per painted frame until the whole list', () => {
    const count = FIRST_ROWS + 2 * STAGE_ROWS - 5;
    const { result } = renderHook(() => useRowsInStages(count));
    expect(result.current).toBe(FIRST_ROWS);
    paint();
    expect(result.current).toBe(FIRST_ROWS + STAGE_ROWS);
    paint();
    expect(result.current).toBe(count);
    paint();
    expect(frames).toHaveLength(0);
  });

  it('does not wait for a frame that never comes (bounded by after-paint’s own limit)', () => {
    const { result } = renderHook(() => useRowsInStages(FIRST_ROWS + 1));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(FIRST_ROWS + 1);
  });

  it('renders a short list whole at once', () => {
    const { result } = renderHook(() => useRowsInStages(12));
    expect(result.current).toBe(12);
    expect(frames).toHaveLength(0);
  });

  it('always renders the rows up to the one it must show (cursor, selection)', () => {
    const { result } = renderHook(() => useRowsInStages(500, 300));
    expect(result.current).toBe(300);
  });

  it('stays whole once whole: a shorter, then a longer list renders at once', () => {
    const { result, rerender } = renderHook(({ count }) => useRowsInStages(count), {
      initialProps: { count: FIRST_ROWS + 10 },
    });
    paint();
    expect(result.current).toBe(FIRST_ROWS + 10);
    rerender({ count: 3 });
    expect(result.current).toBe(3);
    rerender({ count: 400 });
    expect(result.current).toBe(400);
  });

  it('a list that grows past the first screenful later renders in stages', () => {
    const { result, rerender } = renderHook(({ count }) => useRowsInStages(count), { initialProps: { count: 5 } });
    rerender({ count: 400 });
    expect(result.current).toBe(FIRST_ROWS);
    paint();
    expect(result.current).toBe(FIRST_ROWS + STAGE_ROWS);
  });
});
