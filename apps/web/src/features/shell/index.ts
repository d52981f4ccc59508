/**
 * The signed-in shell: layout, free-note box, tabs, selection row, sub-tab strip, bottom bar
 * (RESET, PREV, NEXT, COPY) and the slots other features fill (user menu, call disposition,
 * Select Protocol dialog, COPY hooks).
 */
export { AppShell, type AppShellProps } from './components/app-shell.tsx';
export { COPIED_TEXT, COPIED_VISIBLE_MS } from './components/bottom-bar.tsx';
export {
  collapsedHeightFor,
  FREE_NOTE_COLLAPSED_MAX_HEIGHT,
  FREE_NOTE_EXPANDED_HEIGHT,
  FREE_NOTE_INITIAL_HEIGHT,
  FreeNoteBox,
  normaliseLineBreaks,
} from './components/free-note-box.tsx';
export { RequireActiveProtocol } from './components/require-active-protocol.tsx';
export { RESET_TEXT, RESET_TITLE } from './components/reset-dialog.tsx';
export { CallDispositionSlot, SelectionRow } from './components/selection-row.tsx';
export { inactiveReason, type SubTab, SubTabStrip, type SubTabStripProps } from './components/sub-tab-strip.tsx';
export { type CopyOutcome, useCopyCall } from './hooks/use-copy-call.ts';
export { MAIN_TABS, type MainTab, type MainTabId, mainTabOf } from './lib/tabs.ts';
export {
  type CallNoteSender,
  type CopyContext,
  closeSelectProtocolDialog,
  openSelectProtocolDialog,
  registerCallNoteSender,
  useShellStore,
} from './stores/shell-store.ts';
