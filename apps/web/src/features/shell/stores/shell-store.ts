/**
 * Shell state shared with the screens: the Select Protocol dialog's open flag (the dialog itself
 * belongs to the protocols feature), the element the call disposition is portalled into, and the
 * hooks COPY runs.
 */
import type { CallState, PracticeOptions } from '@triage/contracts';
import type { CallNote } from '@triage/core/call-note';
import { create } from 'zustand';

interface ShellState {
  isSelectProtocolOpen: boolean;
  dispositionTarget: HTMLElement | null;
}

export const useShellStore = create<ShellState>(() => ({
  isSelectProtocolOpen: false,
  dispositionTarget: null,
}));

/** Opens the Select Protocol dialog (the selection row's 'Add protocol'). */
export function openSelectProtocolDialog(): void {
  useShellStore.setState({ isSelectProtocolOpen: true });
}

export function closeSelectProtocolDialog(): void {
  useShellStore.setState({ isSelectProtocolOpen: false });
}

/** What a COPY hook sees. */
export interface CopyContext {
  call: CallState;
  options: PracticeOptions | null;
}

/**
 * Delivers a built note instead of the clipboard (e.g. the host bridge in postMessage mode);
 * resolving true means delivered, false lets the next sender or the clipboard take it.
 */
export type CallNoteSender = (note: CallNote, context: CopyContext) => boolean | Promise<boolean>;

const noteSenders = new Set<CallNoteSender>();

/** Registers a note sender tried before the clipboard; returns the function that removes it. */
export function registerCallNoteSender(sender: CallNoteSender): () => void {
  noteSenders.add(sender);
  return () => noteSenders.delete(sender);
}

/** True when a registered sender delivered the note. */
export async function sendNoteThroughSenders(note: CallNote, context: CopyContext): Promise<boolean> {
  for (const sender of [...noteSenders]) {
    if (await sender(note, context)) return true;
  }
  return false;
}
