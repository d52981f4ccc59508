/**
 * Resume Previous Call (spec section 2): offered once after a call was restored, when it has an
 * explicit protocol or a free note and persistCall is not false. Lists the protocols and shows the
 * generated call note (max 200px, scrolling). Start New Call clears the previous call; Resume Call
 * keeps it. Closes itself when the user is no longer authenticated.
 */
import { sessionHasAdultAndPediatric, shouldOfferResume, titleWithAgeGroup } from '@triage/core';
import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { noteHtmlForDisplay } from '../../../lib/sanitize-html.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useProtocolList, useSessionStore } from '../../session/index.ts';
import { buildNoteForCall } from '../lib/call-note.ts';
import { callStateOf } from '../stores/call-store.ts';
import { useCallStore } from '../stores/use-call-store.ts';

type NoteView = { status: 'loading' } | { status: 'ready'; text: string; isHtml: boolean } | { status: 'none' };

export function ResumeCallDialog() {
  const isAuthenticated = useAuthStore((state) => state.status === 'authenticated');
  const account = useSessionStore((state) => state.account);
  const offer = useCallStore((state) => state.resumeOffer);
  const { data: protocolList } = useProtocolList();
  const [note, setNote] = useState<NoteView>({ status: 'loading' });
  const sessionHasBoth = useMemo(() => sessionHasAdultAndPediatric(protocolList ?? []), [protocolList]);

  const options = account?.options ?? null;
  // Offered for an explicit protocol or a free note (core's shouldOfferResume, spec section 4).
  const canOffer = useCallStore((state) => options !== null && shouldOfferResume(state, options));
  const isOffered = offer === 'pending' && canOffer;
  const open = isOffered && isAuthenticated;

  // Once the options are known: nothing to offer (or persistCall false) ends the offer.
  useEffect(() => {
    if (offer !== 'pending' || options === null) return;
    if (options.persistCall === false) useCallStore.getState().resetCallState();
    else if (!isOffered) useCallStore.getState().dismissResumeOffer();
  }, [offer, options, isOffered]);

  useEffect(() => {
    if (!open) return;
    let isCurrent = true;
    setNote({ status: 'loading' });
    buildNoteForCall({
      call: callStateOf(useCallStore.getState()),
      account,
      sessionHasAdultAndPediatric: sessionHasBoth,
    })
      .then((built) => {
        if (!isCurrent) return;
        const hasText = built !== null && built.text.trim() !== '';
        setNote(
          hasText ? { status: 'ready', text: built.text, isHtml: built.mimeType === 'text/html' } : { status: 'none' },
        );
      })
      .catch(() => {
        if (isCurrent) setNote({ status: 'none' });
      });
    return () => {
      isCurrent = false;
    };
  }, [open, account, sessionHasBoth]);

  const startNewCall = () => useCallStore.getState().resetCallState();
  const resumeCall = () => useCallStore.getState().dismissResumeOffer();

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) resumeCall();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-[600px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-[var(--radius-app)] bg-white shadow-xl focus:outline-none motion-safe:animate-pop-in">
          <div className="px-4 pt-4 pb-2">
            <RadixDialog.Title className="text-lg font-semibold">Resume Previous Call</RadixDialog.Title>
            <RadixDialog.Description className="mt-1 text-sm text-slate-700">
              A call in progress was found on this computer. Resume it, or start a new call and clear it.
            </RadixDialog.Description>
          </div>
          <ResumeCallSummary note={note} sessionHasBoth={sessionHasBoth} />
          <div className="flex justify-end gap-2 border-t border-slate-200 px-4 py-3">
            <Button variant="outline" onClick={startNewCall}>
              Start New Call
            </Button>
            <Button onClick={resumeCall} autoFocus>
              Resume Call
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * The dialog's protocols and note, mounted only while it is open: the call's protocols and free
 * note are read here, so an answer or a free-note keystroke does not render the closed dialog
 * (ADR 0022).
 */
function ResumeCallSummary({ note, sessionHasBoth }: { note: NoteView; sessionHasBoth: boolean }) {
  const selectedProtocols = useCallStore((state) => state.selectedProtocols);
  const freeNote = useCallStore((state) => state.freeNote);
  return (
    <div className="flex flex-col gap-3 px-4 pb-3">
      {selectedProtocols.length > 0 ? (
        <section aria-label="Selected protocols">
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Selected protocols</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-900">
            {selectedProtocols.map((protocol) => (
              <li key={protocol.fullId}>
                {titleWithAgeGroup(protocol.title, protocol.contentSet.name, sessionHasBoth)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label="Call note">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Call note</h3>
        <div
          data-testid="resume-call-note"
          className="mt-1 max-h-[200px] overflow-y-auto rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
        >
          {note.status === 'loading' ? (
            <span className="text-slate-500">Preparing the call note...</span>
          ) : note.status === 'ready' && note.isHtml ? (
            // Sanitised by DOMPurify inside buildNoteForCall; style attributes dropped for the CSP.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the note HTML is sanitised (noteHtmlForDisplay)
            <div dangerouslySetInnerHTML={{ __html: noteHtmlForDisplay(note.text) }} />
          ) : note.status === 'ready' ? (
            <pre className="font-sans whitespace-pre-wrap">{note.text}</pre>
          ) : (
            <>
              <p className="mb-1 text-xs text-slate-500">The call note could not be prepared; the free note:</p>
              <pre className="font-sans whitespace-pre-wrap">{freeNote}</pre>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
