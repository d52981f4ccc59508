import { useEffect } from 'react';
import { useCallStore } from '../stores/use-call-store.ts';

/** Restores the stored call once, when the signed-in shell first mounts; returns true once done. */
export function useCallRestore(): boolean {
  const restoreStatus = useCallStore((state) => state.restoreStatus);
  useEffect(() => {
    if (restoreStatus === 'idle') void useCallStore.getState().restore();
  }, [restoreStatus]);
  return restoreStatus === 'restored';
}
