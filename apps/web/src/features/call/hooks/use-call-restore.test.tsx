import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCallStore } from '../stores/use-call-store.ts';
import { useCallRestore } from './use-call-restore.ts';

function Shell() {
  useCallRestore();
  return null;
}

describe('useCallRestore', () => {
  let frames: FrameRequestCallback[];
  const original = useCallStore.getState();
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
    vi.stubGlobal('scheduler', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useCallStore.setState(original, true);
  });

  it('restores the stored call after the shell first paints, not in the task that mounts it (ADR 0065)', () => {
    const restore = vi.fn(async () => undefined);
    useCallStore.setState({ restoreStatus: 'idle', restore });
    render(<Shell />);
    expect(restore).not.toHaveBeenCalled();
    act(() => {
      for (const frame of frames.splice(0)) frame(0);
      vi.advanceTimersByTime(0);
    });
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('does not restore a call that is restored already', () => {
    const restore = vi.fn(async () => undefined);
    useCallStore.setState({ restoreStatus: 'restored', restore });
    render(<Shell />);
    act(() => {
      for (const frame of frames.splice(0)) frame(0);
      vi.advanceTimersByTime(2000);
    });
    expect(restore).not.toHaveBeenCalled();
  });
});
