/**
 * The call in progress (spec sections 3 and 4): selected protocols, the active one, the free note,
 * the disposition override, the suicide-risk scale, the call id and the copy/reset flags.
 *
 * Every rule is core's: each action reads the CallState, hands it to a @triage/core function and
 * stores what comes back, through `updateCall` so that copyHasOccurred clears on any change that
 * invalidates a copy. The store adds only what the browser needs around those rules: fetching a
 * selected protocol's content (never cached), the pending 'Are You Sure?' removal, the restore
 * from encrypted storage and the one-time Resume Previous Call offer.
 *
 * Nothing here logs call content: the free note and answers never leave the browser.
 */
import type { CallState, SelectedProtocol } from '@triage/contracts';
import {
  cancelReset,
  clearOverride,
  hasFreeNote,
  initialCallState,
  markCopied,
  removeProtocol,
  replaceWithFullProtocol,
  resetCall,
  selectionForCallId,
  selectProtocol,
  setFreeNote,
  updateCall,
  withCallId,
} from '@triage/core';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { CallStore, CallStoreDependencies, ProtocolLoad } from './call-store-types.ts';

const CALL_KEYS = [
  'selectedProtocols',
  'activeProtocol',
  'dispositionOverride',
  'freeNote',
  'columbiaScale',
  'callId',
  'confirmBeforeReset',
  'copyHasOccurred',
] as const satisfies readonly (keyof CallState)[];

/** The CallState part of the store. */
export function callStateOf(state: CallState): CallState {
  return {
    selectedProtocols: state.selectedProtocols,
    activeProtocol: state.activeProtocol,
    dispositionOverride: state.dispositionOverride,
    freeNote: state.freeNote,
    columbiaScale: state.columbiaScale,
    callId: state.callId,
    confirmBeforeReset: state.confirmBeforeReset,
    copyHasOccurred: state.copyHasOccurred,
  };
}

function hasCallChanged(a: CallState, b: CallState): boolean {
  return CALL_KEYS.some((key) => a[key] !== b[key]);
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The protocol could not be loaded.';
}

export function createCallStore(deps: CallStoreDependencies): UseBoundStore<StoreApi<CallStore>> {
  let restoring: Promise<void> | null = null;

  const store = create<CallStore>()((set, get) => {
    /** Stores a new call state if it differs. */
    const commit = (next: CallState) => {
      if (hasCallChanged(callStateOf(get()), next)) set(next);
    };
    const change = (fn: (state: CallState) => CallState) => commit(updateCall(callStateOf(get()), fn));

    const setLoad = (fullId: string, load: ProtocolLoad | null) => {
      const loads = { ...get().protocolLoads };
      if (load) loads[fullId] = load;
      else delete loads[fullId];
      set({ protocolLoads: loads });
    };

    const loadContent = async (protocol: SelectedProtocol): Promise<void> => {
      setLoad(protocol.fullId, { status: 'loading' });
      try {
        const full = await deps.fetchProtocol(protocol);
        change((state) => replaceWithFullProtocol(state, full));
        setLoad(protocol.fullId, null);
      } catch (error) {
        const isStillSelected = get().selectedProtocols.some((p) => p.fullId === protocol.fullId);
        setLoad(protocol.fullId, isStillSelected ? { status: 'failed', message: errorMessage(error) } : null);
      }
    };

    const dropLoadsOfUnselected = () => {
      const selected = new Set(get().selectedProtocols.map((p) => p.fullId));
      const loads = get().protocolLoads;
      if (Object.keys(loads).every((fullId) => selected.has(fullId))) return;
      set({ protocolLoads: Object.fromEntries(Object.entries(loads).filter(([fullId]) => selected.has(fullId))) });
    };

    const clearAll = () => {
      void deps.persistence.clear();
      set({ ...initialCallState(), protocolLoads: {}, pendingRemoval: null, resumeOffer: 'none' });
    };

    return {
      ...initialCallState(),
      restoreStatus: 'idle',
      resumeOffer: 'none',
      protocolLoads: {},
      pendingRemoval: null,

      async selectProtocol(protocol, mode, options = {}) {
        const result = selectProtocol(callStateOf(get()), protocol, mode, options);
        if (result.status === 'needs-confirmation') {
          set({ pendingRemoval: { protocols: result.protocols, request: { kind: 'select', protocol, mode } } });
          return result.status;
        }
        if (result.status === 'not-found') return result.status;
        change(() => (result.status === 'selected' ? withCallId(result.state, deps.generateId) : result.state));
        if (result.status === 'removed') {
          dropLoadsOfUnselected();
          return result.status;
        }
        const entry = get().selectedProtocols.find((p) => p.fullId === protocol.fullId);
        if (entry && entry.content === undefined && get().protocolLoads[entry.fullId]?.status !== 'loading') {
          await loadContent(entry);
        }
        return result.status;
      },

      removeProtocol(sourceProtocolId, options = {}) {
        const result = removeProtocol(callStateOf(get()), sourceProtocolId, options);
        if (result.status === 'needs-confirmation') {
          set({ pendingRemoval: { protocols: result.protocols, request: { kind: 'remove', sourceProtocolId } } });
        } else if (result.status === 'removed') {
          change(() => result.state);
          dropLoadsOfUnselected();
        }
        return result.status;
      },

      confirmPendingRemoval() {
        const pending = get().pendingRemoval;
        if (!pending) return;
        set({ pendingRemoval: null });
        if (pending.request.kind === 'remove') {
          get().removeProtocol(pending.request.sourceProtocolId, { confirmed: true });
        } else {
          void get().selectProtocol(pending.request.protocol, pending.request.mode, { confirmed: true });
        }
      },

      cancelPendingRemoval() {
        if (get().pendingRemoval) set({ pendingRemoval: null });
      },

      setActiveProtocol(fullId) {
        const state = get();
        if (state.activeProtocol === fullId) return;
        const entry = state.selectedProtocols.find((p) => p.fullId === fullId);
        if (entry) void state.selectProtocol(entry, 'explicit');
      },

      async retryProtocolLoad(fullId) {
        const entry = get().selectedProtocols.find((p) => p.fullId === fullId);
        if (entry && entry.content === undefined) await loadContent(entry);
      },

      setFreeNote(freeNote) {
        change((state) => {
          const next = setFreeNote(state, freeNote, deps.generateId);
          return selectionForCallId(next, state.callId, next.callId);
        });
      },

      updateProtocol(fullId, fn) {
        change((state) => {
          let isChanged = false;
          const selectedProtocols = state.selectedProtocols.map((protocol) => {
            if (protocol.fullId !== fullId) return protocol;
            const next = fn(protocol);
            if (next !== protocol) isChanged = true;
            return next;
          });
          return isChanged ? { ...state, selectedProtocols } : state;
        });
      },

      updateCallState(fn) {
        change(fn);
      },

      setDispositionOverride(override) {
        change((state) => ({ ...state, dispositionOverride: override }));
      },

      clearDispositionOverride() {
        change((state) => clearOverride(state));
      },

      setColumbiaScale(scale) {
        change((state) => {
          const next = typeof scale === 'function' ? scale(state.columbiaScale) : scale;
          return next === state.columbiaScale ? state : { ...state, columbiaScale: next };
        });
      },

      markCopied() {
        commit(markCopied(callStateOf(get())));
      },

      reset() {
        const result = resetCall(callStateOf(get()));
        if (result.status === 'needs-confirmation') {
          commit(result.state);
          return result.status;
        }
        clearAll();
        return result.status;
      },

      confirmReset() {
        clearAll();
      },

      cancelReset() {
        commit(cancelReset(callStateOf(get())));
      },

      resetCallState() {
        clearAll();
      },

      restore() {
        if (restoring) return restoring;
        set({ restoreStatus: 'restoring' });
        restoring = deps.persistence
          .read()
          .catch(() => null)
          .then((stored) => {
            const current = get();
            const isUntouched =
              current.callId === null && !hasFreeNote(current) && current.selectedProtocols.length === 0;
            const hasSomething = stored !== null && (hasFreeNote(stored) || stored.selectedProtocols.length > 0);
            if (stored && isUntouched && hasSomething) {
              set({ ...initialCallState(stored.columbiaScale), ...stored, resumeOffer: 'pending' });
            }
            set({ restoreStatus: 'restored' });
            deps.persistence.write(callStateOf(get()), deps.persistOptions());
          });
        return restoring;
      },

      dismissResumeOffer() {
        if (get().resumeOffer !== 'none') set({ resumeOffer: 'none' });
      },
    };
  });

  store.subscribe((state, previous) => {
    if (state.restoreStatus !== 'restored' || previous.restoreStatus !== 'restored') return;
    if (hasCallChanged(state, previous)) deps.persistence.write(callStateOf(state), deps.persistOptions());
  });

  return store;
}

export { randomCallId } from './call-id.ts';
export { createCallPersistence } from './call-persistence.ts';
export type { CallStore, CallStoreDependencies, ProtocolLoad } from './call-store-types.ts';
