/**
 * The signed-in shell: layout, free-note box, tabs, selection row, sub-tab strip, bottom bar
 * (RESET, PREV, NEXT, COPY) and the slots other features fill (user menu, call disposition,
 * Select Protocol dialog, COPY hooks).
 */

// The gate the call layout's closed dialogs wait behind (ADR 0065), from the shell's chunk.
export { AfterFirstPaint } from '../../components/ui/after-first-paint.tsx';
export { AppShell } from './components/app-shell.tsx';
export { RequireActiveProtocol } from './components/require-active-protocol.tsx';
export { CallDispositionSlot } from './components/selection-row.tsx';
export { type SubTab, SubTabStrip } from './components/sub-tab-strip.tsx';
export { closeSelectProtocolDialog, registerCallNoteSender, useShellStore } from './stores/shell-store.ts';
