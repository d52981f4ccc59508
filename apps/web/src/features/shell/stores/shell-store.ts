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

/** Runs before the note is built; resolving false cancels the COPY (e.g. a required C-SSRS). */
export type BeforeCopy = (context: CopyContext) => boolean | Promise<boolean>;

/**
 * Delivers a built note instead of the clipboard (e.g. the host bridge in postMessage mode);
 * resolving true means delivered, false lets the next sender or the clipboard take it.
 */
export type CallNoteSender = (note: CallNote, context: CopyContext) => boolean | Promise<boolean>;

const beforeCopyHooks = new Set<BeforeCopy>();
const noteSenders = new Set<CallNoteSender>();

/** Registers a hook run before every COPY; returns the function that removes it. */
export function registerBeforeCopy(hook: BeforeCopy): () => void {
  beforeCopyHooks.add(hook);
  return () => beforeCopyHooks.delete(hook);
}

/** Registers a note sender tried before the clipboard; returns the function that removes it. */
export function registerCallNoteSender(sender: CallNoteSender): () => void {
  noteSenders.add(sender);
  return () => noteSenders.delete(sender);
}

/** True unless a beforeCopy hook cancels. A hook that throws cancels too (never copy half-checked). */
export async function runBeforeCopy(context: CopyContext): Promise<boolean> {
  for (const hook of [...beforeCopyHooks]) {
    try {
      if ((await hook(context)) === false) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** True when a registered sender delivered the note. */
export async function sendNoteThroughSenders(note: CallNote, context: CopyContext): Promise<boolean> {
  for (const sender of [...noteSenders]) {
    if (await sender(note, context)) return true;
  }
  return false;
}
