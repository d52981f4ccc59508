/**
 * The call in progress: the call store (every rule delegated to @triage/core), its encrypted
 * persistence, the call note builder and the call's dialogs (Resume Previous Call, the
 * 'Are You Sure?' removal).
 */

export { ProtocolMarker, useSessionHasBothAgeGroups } from './components/protocol-marker.tsx';
export { RemoveProtocolDialog } from './components/remove-protocol-dialog.tsx';
export { ResumeCallDialog } from './components/resume-call-dialog.tsx';
export { useCallRestore } from './hooks/use-call-restore.ts';
export {
  useActiveProtocol,
  useExplicitProtocols,
  useHasActiveProtocol,
  useProtocolLoad,
} from './hooks/use-call-selectors.ts';
export { buildNoteForCall, preloadCallNote, prepareNoteForCall } from './lib/call-note.ts';
export { callPatientTexts, describeCallForErrorReport } from './stores/call-report.ts';
export { callStateOf, createCallStore } from './stores/call-store.ts';
export { resetCallState, useCallStore } from './stores/use-call-store.ts';
