/**
 * COPY (spec sections 4 and 5): the suicide-risk screening first (columbiaBeforeCopy: a required
 * one opens in bypass mode instead of copying); then, only for a practice with the option
 * confirmCopyWithoutPositive (not in the spec, off unless set: ADR 0034), the silent-call check
 * (protocols without any question answered yes: the caller asks the nurse first, core's
 * isSilentCall); then the note is built from the session's template and options and copied (or handed to a registered sender, e.g. the host bridge), and
 * copyHasOccurred is set and the call's de-identified event recorded (features/call-events). A note
 * the sender holds for later ('waiting': the host has not completed its handshake) sets
 * copyHasOccurred only once delivered (stores/note-delivery.ts). While the call is still, the note of
 * its current state is built ahead (usePreparedCallNote), so COPY finds it ready instead of building
 * it then (ADR 0022).
 */
import { hasCopyRelevantChange, hasNoteContent, isSilentCall } from '@triage/core';
import { useCallback, useEffect } from 'react';
import { toast } from '../../../components/ui/toast/index.ts';
import {
  buildNoteForCall,
  callStateOf,
  prepareNoteForCall,
  useCallStore,
  useSessionHasBothAgeGroups,
} from '../../call/index.ts';
import { recordCopiedCall } from '../../call-events/index.ts';
import { columbiaBeforeCopy } from '../../columbia-scale/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { ehrPatientOfCall } from '../../smart/index.ts';
import { writeNoteToClipboard } from '../lib/clipboard.ts';
import { waitForDelivery } from '../stores/note-delivery.ts';
import { sendNoteThroughSenders } from '../stores/shell-store.ts';

export type CopyOutcome =
  | 'copied'
  | 'sent'
  | 'waiting'
  | 'screening-required'
  | 'silent-call'
  | 'nothing-to-copy'
  | 'failed';

export interface CopyRequest {
  /**
   * True once the nurse chose to copy a call whose protocols have no question answered yes (asked
   * only with the practice option confirmCopyWithoutPositive).
   */
  allowSilentCall?: boolean;
}

const COPY_FAILED = 'Copy failed';
/** How long the call stays unchanged before its note is built ahead of COPY. */
const PREPARE_AFTER_MS = 100;

/** Builds the note of the call's current state once the call has been still for PREPARE_AFTER_MS. */
export function usePreparedCallNote(): void {
  const sessionHasBoth = useSessionHasBothAgeGroups();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const state = useCallStore.getState();
        const account = useSessionStore.getState().account;
        if (account === null || !hasNoteContent(state)) return;
        prepareNoteForCall({ call: noteCallOf(state), account, sessionHasAdultAndPediatric: sessionHasBoth });
      }, PREPARE_AFTER_MS);
    };
    schedule();
    const unsubscribe = useCallStore.subscribe(schedule);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [sessionHasBoth]);
}
const NOTE_EMPTY = 'The call note is empty';

/** The call as its note and summary see it: with the EHR patient it was taken for, in a SMART launch. */
function noteCallOf(state: ReturnType<typeof useCallStore.getState>) {
  return { ...callStateOf(state), ehrPatient: ehrPatientOfCall(state.callId) };
}

export function useCopyCall(): (request?: CopyRequest) => Promise<CopyOutcome> {
  const sessionHasBoth = useSessionHasBothAgeGroups();
  return useCallback(
    async ({ allowSilentCall = false }: CopyRequest = {}) => {
      if (!columbiaBeforeCopy()) return 'screening-required';
      const account = useSessionStore.getState().account;
      const asksFirst = account?.options.confirmCopyWithoutPositive === true;
      if (asksFirst && !allowSilentCall && isSilentCall(useCallStore.getState())) return 'silent-call';
      const context = { call: noteCallOf(useCallStore.getState()), options: account?.options ?? null };
      try {
        const note = await buildNoteForCall({
          call: context.call,
          account,
          sessionHasAdultAndPediatric: sessionHasBoth,
        });
        if (!note) {
          toast({
            title: 'No call note',
            description: 'This account has no call-note template, or the call has nothing to note yet.',
            variant: 'destructive',
            altText: 'No call note was produced',
          });
          return 'nothing-to-copy';
        }
        // Template problems are reported by code and place only: never the note's text.
        if (note.problems.length > 0) {
          console.warn('Call note template problems:', note.problems.map((p) => `${p.code} at ${p.path}`).join(', '));
        }
        if (note.text.trim() === '') {
          toast({
            title: NOTE_EMPTY,
            description: "The practice's call-note template produced no text, so nothing was copied.",
            variant: 'destructive',
            altText: NOTE_EMPTY,
          });
          return 'failed';
        }
        const sent = await sendNoteThroughSenders(note, context);
        if (sent === false) await writeNoteToClipboard(note);
        if (sent !== false && sent !== 'delivered') {
          waitForDelivery(note, context.call, sent.delivery);
          return 'waiting';
        }
        // A change made while the note was being built is not in the copy: it stays 'not copied'.
        const now = useCallStore.getState();
        if (!hasCopyRelevantChange(context.call, callStateOf(now))) now.markCopied();
        // The call's de-identified event, in the background: COPY does not wait for it.
        recordCopiedCall(context);
        return sent === 'delivered' ? 'sent' : 'copied';
      } catch (error) {
        toast({
          title: COPY_FAILED,
          description: error instanceof Error ? error.message : 'The call note could not be copied.',
          variant: 'destructive',
          altText: COPY_FAILED,
        });
        return 'failed';
      }
    },
    [sessionHasBoth],
  );
}
