/**
 * 'Waiting for the EHR…' in the bottom bar while call notes wait for the host's handshake
 * (stores/note-delivery.ts), with the clipboard offered as a fallback. Nothing while none waits.
 */
import { useState } from 'react';
import { toast } from '../../../components/ui/toast/index.ts';
import { copyWaitingNotesToClipboard, useWaitingNotes } from '../stores/note-delivery.ts';

const WAITING_TEXT = 'Waiting for the EHR…';
const NOT_SENT_TEXT = 'Not sent to the EHR.';
const COPY_WAITING_LABEL = 'Use the clipboard instead';
const COPIED_WAITING_TEXT = 'Copied to the clipboard; the EHR still gets it when it is ready.';

export function WaitingForHost() {
  const waiting = useWaitingNotes((state) => state.waiting);
  const [copiedCount, setCopiedCount] = useState(0);
  if (waiting.length === 0) return null;
  const hasFailed = waiting.some((w) => w.hasFailed);
  const count = waiting.length > 1 ? ` (${waiting.length} call notes)` : '';
  const isCopied = copiedCount === waiting.length;

  const copy = async () => {
    try {
      await copyWaitingNotesToClipboard();
      setCopiedCount(waiting.length);
    } catch (error) {
      toast({
        title: 'Copy failed',
        description: error instanceof Error ? error.message : 'The call note could not be copied.',
        variant: 'destructive',
        altText: 'Copy failed',
      });
    }
  };

  return (
    <div role="status" className="flex items-center gap-2 text-sm text-amber-900">
      <span className="font-medium">
        {hasFailed ? NOT_SENT_TEXT : WAITING_TEXT}
        {count}
      </span>
      {isCopied ? (
        <span className="text-slate-600">{COPIED_WAITING_TEXT}</span>
      ) : (
        <button
          type="button"
          onClick={() => void copy()}
          className="rounded-[var(--radius-app)] border border-amber-300 bg-amber-50 px-2 py-1 font-semibold hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {COPY_WAITING_LABEL}
        </button>
      )}
    </div>
  );
}
