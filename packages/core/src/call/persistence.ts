import type { CallState, ColumbiaScale, PracticeOptions, SelectedProtocol } from '@triage/contracts';
import { protocolsToPersist } from '../protocol-selection/index.ts';
import { hasExplicitProtocol, hasFreeNote } from './state.ts';

/** The persistCall option (default true). */
export type PersistOptions = Partial<Pick<PracticeOptions, 'persistCall'>>;

/**
 * What to write to local storage for a call. With persistCall false nothing is persisted and the
 * stored protocols are removed. Otherwise the call state (only explicit protocols, the active marker
 * only if its protocol is kept), the scale, and each kept protocol (stored per full id).
 */
export type CallPersistencePlan =
  | { persist: false; removeStoredProtocols: true }
  | {
      persist: true;
      callState: CallState;
      columbiaScale: ColumbiaScale;
      protocols: SelectedProtocol[];
      activeProtocol: string | null;
    };

/** Decides what to persist for a call (see `CallPersistencePlan`). */
export function callPersistencePlan(state: CallState, options: PersistOptions): CallPersistencePlan {
  if (options.persistCall === false) return { persist: false, removeStoredProtocols: true };
  const protocols = protocolsToPersist(state.selectedProtocols);
  const activeProtocol = protocols.some((p) => p.fullId === state.activeProtocol) ? state.activeProtocol : null;
  return {
    persist: true,
    callState: { ...state, selectedProtocols: protocols, activeProtocol },
    columbiaScale: state.columbiaScale,
    protocols,
    activeProtocol,
  };
}

/**
 * Whether the Resume Previous Call dialog is shown for a restored call: at least one explicitly
 * selected protocol or a free note, and persistCall not false. (It is shown once; the caller tracks that.)
 */
export function shouldOfferResume(state: CallState, options: PersistOptions): boolean {
  return options.persistCall !== false && (hasExplicitProtocol(state) || hasFreeNote(state));
}
