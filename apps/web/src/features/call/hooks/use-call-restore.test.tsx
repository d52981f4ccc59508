import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestFrames } from '../../../testing/frames.ts';
import { useCallStore } from '../stores/use-call-store.ts';
import { useCallRestore } from './use-call-restore.ts';

function Shell() {
  useCallRestore();
  return null;
}

describe('useCallRestore', () => {
  const frames = useTestFrames();
  const original = useCallStore.getState();
  afterEach(() => useCallStore.setState(original, true));

  it('restores the stored call after the shell first paints, not in the task that mounts it (ADR 0065)', () => {
    const restore = vi.fn(async () => undefined);
    useCallStore.setState({ restoreStatus: 'idle', restore });
    render(<Shell />);
    expect(restore).not.toHaveBeenCalled();
    frames.paint();
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('does not restore a call that is restored already', () => {
    const restore = vi.fn(async () => undefined);
    useCallStore.setState({ restoreStatus: 'restored', restore });
    render(<Shell />);
    frames.paint();
    act(() => vi.advanceTimersByTime(2000));
    expect(restore).not.toHaveBeenCalled();
  });
});
