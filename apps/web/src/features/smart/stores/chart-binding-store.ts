/**
 * The EHR patient the open call belongs to (lib/chart-binding.ts has the rules): persisted encrypted
 * with the call, so a reload keeps which patient the call was taken for and whether it was sent;
 * never sent to the Triage Desk server. A launch binds the call open at launch, or the first call
 * started after it; a new call (RESET) gets no binding until the nurse confirms its patient.
 * Cleared at every end of the session, with the call.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createEncryptedJSONStorage, STORAGE_KEYS } from '../../../lib/storage/index.ts';
import { subscribeSignedOut } from '../../auth/index.ts';
import { useCallStore } from '../../call/index.ts';
import {
  bindingAtLaunch,
  bindPendingLaunch,
  type ChartBinding,
  confirmedBinding,
  type LaunchTarget,
} from '../lib/chart-binding.ts';

interface ChartBindingState {
  binding: ChartBinding | null;
  /** A launch waiting for its call (no call was open at launch). */
  pending: LaunchTarget | null;
  bindAtLaunch: (target: LaunchTarget) => void;
  confirm: (callId: string, target: LaunchTarget) => ChartBinding;
  markSent: (callId: string, sent: NonNullable<ChartBinding['sent']>) => void;
  clear: () => void;
}

export const useChartBindingStore = create<ChartBindingState>()(
  persist(
    (set, get) => ({
      binding: null,
      pending: null,
      bindAtLaunch: (target) => set(bindingAtLaunch(get().binding, useCallStore.getState().callId, target)),
      confirm: (callId, target) => {
        const binding = confirmedBinding(callId, target);
        set({ binding, pending: null });
        return binding;
      },
      markSent: (callId, sent) => {
        const { binding } = get();
        if (binding?.callId === callId) set({ binding: { ...binding, sent } });
      },
      clear: () => set({ binding: null, pending: null }),
    }),
    {
      name: STORAGE_KEYS.chartBinding,
      version: 1,
      storage: createEncryptedJSONStorage<Pick<ChartBindingState, 'binding' | 'pending'>>(),
      partialize: (state) => ({ binding: state.binding, pending: state.pending }),
    },
  ),
);

// The first call id after a launch that found no call open binds that call; a later call id (a new
// call after RESET) binds nothing, and a binding of a call that is gone is dropped.
useCallStore.subscribe((state, previous) => {
  if (state.callId === previous.callId) return;
  const { binding, pending } = useChartBindingStore.getState();
  if (state.callId !== null && pending !== null) {
    useChartBindingStore.setState({ binding: bindPendingLaunch(pending, state.callId), pending: null });
  } else if (binding !== null && binding.callId !== state.callId) {
    useChartBindingStore.setState({ binding: null });
  }
});

// Signing out (or any end of the session) forgets the binding with the call.
subscribeSignedOut(() => useChartBindingStore.getState().clear());

/** Resolves once the stored binding has been read (a binding made before would be overwritten by it). */
export function chartBindingHydrated(): Promise<void> {
  if (useChartBindingStore.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useChartBindingStore.persist.onFinishHydration(() => {
      unsubscribe();
      resolve();
    });
  });
}

/** The EHR patient this call was taken for (its binding's patient), or null: what the note and summary name. */
export function ehrPatientOfCall(callId: string | null): string | null {
  const { binding } = useChartBindingStore.getState();
  return binding !== null && callId !== null && binding.callId === callId ? binding.patient : null;
}
