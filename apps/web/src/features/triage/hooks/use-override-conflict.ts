/**
 * The 'Caution' trigger (spec section 4): whenever the selected protocols change, the call's
 * highest-acuity disposition without the override is compared before and after; core's
 * hasOverrideConflict decides whether the change conflicts with an applying override. A call
 * restored from storage is the starting point, not a change: nothing was chosen, so the restore
 * itself never asks Caution (it used to, whenever this hook subscribed before the restore ended).
 */
import type { Disposition } from '@triage/contracts';
import { hasOverrideConflict, highestAcuityDisposition, overrideApplies } from '@triage/core';
import { useCallback, useEffect, useState } from 'react';
import { useCallStore } from '../../call/index.ts';

export interface OverrideConflict {
  /** The more acute disposition the answers now give, while a conflict is shown; else null. */
  conflict: Disposition | null;
  dismiss: () => void;
}

export function useOverrideConflict(): OverrideConflict {
  const [conflict, setConflict] = useState<Disposition | null>(null);
  useEffect(
    () =>
      useCallStore.subscribe((state, previous) => {
        if (state.selectedProtocols === previous.selectedProtocols) return;
        if (previous.restoreStatus !== 'restored') return;
        // Without an applying override nothing can conflict: the two acuity scans are skipped on
        // the answer's own task (ADR 0022).
        if (!overrideApplies(state.dispositionOverride)) return;
        const next = highestAcuityDisposition(state.selectedProtocols, null);
        const current = highestAcuityDisposition(previous.selectedProtocols, null);
        if (hasOverrideConflict(next, current, state.dispositionOverride)) setConflict(next);
      }),
    [],
  );
  const dismiss = useCallback(() => setConflict(null), []);
  return { conflict, dismiss };
}
