/**
 * Call notes a sender holds but has not delivered yet (the host bridge before the EHR completed its
 * handshake): kept per call id, in the order the calls were first copied, until delivered. The bottom
 * bar shows them as 'Waiting for the EHR…' with the clipboard as a fallback. copyHasOccurred is set
 * only when a note is delivered or copied to the clipboard, so RESET still asks while it waits
 * (docs/bridge.md 'Waiting summaries'; hazard H7 in docs/clinical-safety.md).
 */
import type { CallState } from '@triage/contracts';
import { hasCopyRelevantChange } from '@triage/core';
import type { CallNote } from '@triage/core/call-note';
import { create } from 'zustand';
import { callStateOf, useCallStore } from '../../call/index.ts';
import { writeNoteToClipboard } from '../lib/clipboard.ts';

export interface WaitingNote {
  callId: string;
  note: CallNote;
  /** The call as it was when its note was built. */
  call: CallState;
  /** The sender reported that it cannot deliver this note (only the clipboard is left). */
  hasFailed: boolean;
}

export const useWaitingNotes = create<{ waiting: readonly WaitingNote[] }>(() => ({ waiting: [] }));

const deliveredListeners = new Set<() => void>();

/** Calls `listener` whenever the call in progress is marked copied by a late delivery. */
export function onCurrentNoteDelivered(listener: () => void): () => void {
  deliveredListeners.add(listener);
  return () => deliveredListeners.delete(listener);
}

/** Marks the call in progress copied if it is still the call of `call` (same id, no change since). */
function markCopiedIfUnchanged(call: CallState): boolean {
  const now = useCallStore.getState();
  if (now.callId !== call.callId || hasCopyRelevantChange(call, callStateOf(now))) return false;
  now.markCopied();
  return true;
}

const keyOf = (call: CallState) => call.callId ?? '';

/** Keeps the note waiting until `delivery` settles; a later note of the same call replaces it in place. */
export function waitForDelivery(note: CallNote, call: CallState, delivery: Promise<boolean>): void {
  const entry: WaitingNote = { callId: keyOf(call), note, call, hasFailed: false };
  const { waiting } = useWaitingNotes.getState();
  const index = waiting.findIndex((w) => w.callId === entry.callId);
  useWaitingNotes.setState({
    waiting: index < 0 ? [...waiting, entry] : waiting.map((w, i) => (i === index ? entry : w)),
  });
  void delivery.then((isDelivered) => {
    const current = useWaitingNotes.getState().waiting;
    // Replaced by a later copy of the same call: that copy's delivery decides.
    if (!current.includes(entry)) return;
    if (!isDelivered) {
      useWaitingNotes.setState({ waiting: current.map((w) => (w === entry ? { ...w, hasFailed: true } : w)) });
      return;
    }
    useWaitingNotes.setState({ waiting: current.filter((w) => w !== entry) });
    if (markCopiedIfUnchanged(call)) for (const listener of [...deliveredListeners]) listener();
  });
}

/** A separator line between notes copied together. */
const NOTE_SEPARATOR = '\n\n----------\n\n';

/**
 * The fallback: copies every waiting note to the clipboard, oldest first (one note keeps its HTML).
 * The notes keep waiting: the EHR still gets them when it is ready. Throws when copying failed.
 */
export async function copyWaitingNotesToClipboard(): Promise<void> {
  const { waiting } = useWaitingNotes.getState();
  const [only] = waiting;
  if (!only) return;
  if (waiting.length === 1) {
    await writeNoteToClipboard(only.note);
  } else {
    const text = waiting.map((w) => w.note.plainText).join(NOTE_SEPARATOR);
    await writeNoteToClipboard({ text, plainText: text, mimeType: 'text/plain' });
  }
  for (const entry of waiting) markCopiedIfUnchanged(entry.call);
}
