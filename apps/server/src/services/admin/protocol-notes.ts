/**
 * The practice's notes on protocols for the console (Customization) and the command line: read
 * with their version; saved against the version the editor started from, audited (revisions.ts).
 * Shown to nurses as the practice's own words (listProtocolNotes).
 */

import type { ProtocolNote } from '@triage/contracts';
import type { ProtocolNotesData, SaveResult } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { listPracticeProtocolsByContentSet } from '../../repositories/content.repository.ts';
import { findPracticeById, type PracticeRow, updatePractice } from '../../repositories/practices.repository.ts';
import { protocolNotesOf } from '../protocols.service.ts';
import { currentVersion, type Editor, saveRevisioned } from './revisions.ts';

const SUBJECT = 'protocol-notes';

export async function readProtocolNotes(db: Database, practice: PracticeRow): Promise<ProtocolNotesData> {
  const { version, lastChange } = await currentVersion(db, practice.id, SUBJECT);
  return {
    notes: protocolNotesOf(practice),
    version,
    lastChange,
    protocols: await listPracticeProtocolsByContentSet(db, practice.id),
  };
}

/** Notes without any text are dropped; the list replaces the practice's notes. */
export async function saveProtocolNotes(
  db: Database,
  practice: PracticeRow,
  input: { baseVersion: number; notes: ProtocolNote[]; editor: Editor; now: Date },
): Promise<SaveResult> {
  const notes = input.notes.filter((note) => note.protocolNote || note.questionsNote || note.caNote);
  return saveRevisioned(db, {
    practice,
    subject: SUBJECT,
    baseVersion: input.baseVersion,
    editor: input.editor,
    now: input.now,
    before: async (tx) => (await findPracticeById(tx, practice.id))?.protocolNotes ?? null,
    after: notes,
    apply: async (tx) => {
      await updatePractice(tx, practice.id, { protocolNotes: notes.length > 0 ? notes : null, updatedAt: input.now });
    },
  });
}
