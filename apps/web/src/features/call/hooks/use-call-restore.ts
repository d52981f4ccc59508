import { useEffect } from 'react';
import { afterNextPaint } from '../../../lib/after-paint.ts';
import { useCallStore } from '../stores/use-call-store.ts';

/**
 * Restores the stored call once, when the signed-in shell first mounts, after the shell's first
 * paint (ADR 0065): reading and decrypting the stored call, and the renders the restored call
 * causes, then run in tasks of their own instead of lengthening the mount's. Returns true once done.
 */
export function useCallRestore(): boolean {
  const restoreStatus = useCallStore((state) => state.restoreStatus);
  useEffect(() => {
    if (restoreStatus !== 'idle') return;
    return afterNextPaint(() => void useCallStore.getState().restore());
  }, [restoreStatus]);
  return restoreStatus === 'restored';
}
