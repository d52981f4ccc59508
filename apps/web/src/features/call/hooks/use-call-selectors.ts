/** Selectors over the call store for screens: stable results, so components re-render only on real changes. */
import type { SelectedProtocol } from '@triage/contracts';
import { activeSelectedProtocol, explicitProtocols } from '@triage/core';
import { useMemo } from 'react';
import type { ProtocolLoad } from '../stores/call-store.ts';
import { useCallStore } from '../stores/use-call-store.ts';

/** The active protocol's entry in the call (with content once loaded), or null. */
export function useActiveProtocol(): SelectedProtocol | null {
  return useCallStore((state) => activeSelectedProtocol(state));
}

/** True when a protocol is active (Triage, Plan, NEXT, PREV and COPY need one). */
export function useHasActiveProtocol(): boolean {
  return useCallStore((state) => state.activeProtocol !== null);
}

/** The explicitly selected protocols ('Protocols Used In This Call'). */
export function useExplicitProtocols(): SelectedProtocol[] {
  const selected = useCallStore((state) => state.selectedProtocols);
  return useMemo(() => explicitProtocols(selected), [selected]);
}

/** Loading state of a selected protocol's content (undefined when loaded or not selected). */
export function useProtocolLoad(fullId: string | null | undefined): ProtocolLoad | undefined {
  return useCallStore((state) => (fullId ? state.protocolLoads[fullId] : undefined));
}
