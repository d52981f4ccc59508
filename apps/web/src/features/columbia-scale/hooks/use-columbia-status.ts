/**
 * The suicide-risk scale's standing in the call, from core's rules over the call store and the
 * session options: whether the screening is required (a selected protocol listed in
 * columbiaScaleProtocols, no score and no bypass), the C-SSRS sub-tab status, and whether COPY is
 * blocked while the bypass dialog is open.
 */
import {
  type ColumbiaSubTabStatus,
  columbiaSubTabStatus,
  isColumbiaScaleRequiredInCall,
  isColumbiaSubTabShown,
  isCopyBlockedByColumbia,
} from '@triage/core';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useCallStore } from '../../call/index.ts';
import { useSessionOptions } from '../../session/index.ts';

export function useColumbiaScaleProtocols(): readonly number[] | undefined {
  return useSessionOptions()?.columbiaScaleProtocols;
}

/** True while a selected protocol requires a screening that has neither a score nor a bypass. */
export function useIsColumbiaScaleRequired(): boolean {
  const listed = useColumbiaScaleProtocols();
  return useCallStore((state) => isColumbiaScaleRequiredInCall(state, listed));
}

export interface ColumbiaSubTab extends ColumbiaSubTabStatus {
  /** False unless the session options define columbiaScaleProtocols (the sub-tabs are hidden). */
  isShown: boolean;
}

/** The C-SSRS sub-tab of Triage and Plan: shown or hidden, a check icon once scored, else the 'required' tooltip. */
export function useColumbiaSubTab(): ColumbiaSubTab {
  const listed = useColumbiaScaleProtocols();
  // The protocols' ids only: an answer changes a protocol, not this status (the signed-in shell
  // reads it, and must not render again at every answer; ADR 0022).
  const sourceIds = useCallStore(useShallow((state) => state.selectedProtocols.map((p) => p.sourceProtocolId)));
  const result = useCallStore((state) => state.columbiaScale.result);
  return useMemo(
    () => ({
      isShown: isColumbiaSubTabShown(listed),
      ...columbiaSubTabStatus(sourceIds, listed, { result }),
    }),
    [listed, sourceIds, result],
  );
}

/** True while COPY must stay disabled: the dialog is open in bypass mode and screening is required. */
export function useIsCopyBlockedByColumbia(): boolean {
  const isRequired = useIsColumbiaScaleRequired();
  const scale = useCallStore((state) => state.columbiaScale);
  return isCopyBlockedByColumbia(scale, isRequired);
}
