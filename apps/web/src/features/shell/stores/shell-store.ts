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
 * What a sender did with a note: `false` when it did not take it (the next sender or the clipboard
 * does), 'delivered', or waiting: it holds the note and `delivery` settles when it is delivered
 * (true) or cannot be (false).
 */
export type NoteSendResult = false | 'delivered' | { delivery: Promise<boolean> };

/** Delivers a built note instead of the clipboard (e.g. the host bridge in postMessage mode). */
export type CallNoteSender = (note: CallNote, context: CopyContext) => NoteSendResult | Promise<NoteSendResult>;

const noteSenders = new Set<CallNoteSender>();

/** Registers a note sender tried before the clipboard; returns the function that removes it. */
export function registerCallNoteSender(sender: CallNoteSender): () => void {
  noteSenders.add(sender);
  return () => noteSenders.delete(sender);
}

/** The first registered sender's result that took the note; false when none did. */
export async function sendNoteThroughSenders(note: CallNote, context: CopyContext): Promise<NoteSendResult> {
  for (const sender of [...noteSenders]) {
    const result = await sender(note, context);
    if (result !== false) return result;
  }
  return false;
}
