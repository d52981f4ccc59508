/**
 * The practice's own notes on protocols (set in the console's Customization), shown to the nurse
 * where they belong, marked as the practice's words: protocolNote with the protocol description,
 * questionsNote on the Questions screen, caNote with the care advice. Read again when the practice
 * changes (practice-follower).
 */

import { useQuery } from '@tanstack/react-query';
import { listProtocolNotes, type ProtocolNote } from '@triage/contracts';
import { memo } from 'react';
import { callApi } from '../../lib/call-api.ts';
import { useAuthStore } from '../auth/index.ts';

export const PROTOCOL_NOTES_KEY = 'protocol-notes';

type NoteKind = 'protocolNote' | 'questionsNote' | 'caNote';

export interface NotedProtocol {
  sourceProtocolId: number;
  contentSet: { name: string };
}

function useProtocolNotes(): ProtocolNote[] {
  const sessionId = useAuthStore((state) => state.sessionId);
  const { data } = useQuery({
    queryKey: [PROTOCOL_NOTES_KEY, sessionId],
    queryFn: () => callApi(listProtocolNotes, { sessionId }),
    enabled: sessionId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { persist: false },
  });
  return data?.notes ?? [];
}

/** The practice's note of one kind on a protocol, marked as the practice's own words; nothing when there is none. */
/**
 * Memoised on what names the protocol: the protocol object changes at every answer, its note does
 * not (the notes themselves arrive through the query, which renders it again).
 */
export const PracticeNote = memo(
  function PracticeNote({ protocol, kind }: { protocol: NotedProtocol; kind: NoteKind }) {
    const note = useProtocolNotes().find(
      (candidate) =>
        candidate.protocolId === protocol.sourceProtocolId && candidate.contentSet === protocol.contentSet.name,
    )?.[kind];
    if (!note) return null;
    return (
      <aside
        aria-label="Practice note"
        className="rounded-[var(--radius-app)] border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm text-slate-900"
      >
        <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">
          Practice note — your practice's own words
        </p>
        <p className="whitespace-pre-line">{note}</p>
      </aside>
    );
  },
  (before, after) =>
    before.kind === after.kind &&
    before.protocol.sourceProtocolId === after.protocol.sourceProtocolId &&
    before.protocol.contentSet.name === after.protocol.contentSet.name,
);
