/**
 * The call in progress: the call store (every rule delegated to @triage/core), its encrypted
 * persistence, the call note builder and the call's dialogs (Resume Previous Call, the
 * 'Are You Sure?' removal).
 */

export { ProtocolMarker, type ProtocolMarkerProps, useSessionHasBothAgeGroups } from './components/protocol-marker.tsx';
export {
  REMOVE_PROTOCOL_TEXT,
  REMOVE_PROTOCOL_TITLE,
  RemoveProtocolDialog,
} from './components/remove-protocol-dialog.tsx';
export { ResumeCallDialog } from './components/resume-call-dialog.tsx';
export { useCallRestore } from './hooks/use-call-restore.ts';
export {
  useActiveProtocol,
  useExplicitProtocols,
  useHasActiveProtocol,
  useProtocolLoad,
} from './hooks/use-call-selectors.ts';
export {
  type BuildNoteInput,
  buildHostCallSummary,
  buildNoteForCall,
  type HostCallSummary,
  preloadCallNote,
} from './lib/call-note.ts';
export { type CallPersistence, createCallPersistence, type StoredCall } from './stores/call-persistence.ts';
export {
  type CallStore,
  type CallStoreActions,
  type CallStoreDependencies,
  type CallStoreState,
  callStateOf,
  createCallStore,
  type PendingRemoval,
  type ProtocolLoad,
  randomCallId,
  type SelectOutcome,
} from './stores/call-store.ts';
export { resetCallState, useCallStore } from './stores/use-call-store.ts';
