/**
 * The practice's call-note template in the console: read with its version and history, saved
 * against the version the editor started from (checked by the note's own renderer first), and an
 * earlier version restored (itself a save: a new version, audited as a restore). revisions.ts keeps
 * the versions and the audit trail; nurses get the new template with their account (the practices
 * trigger announces the change).
 */
import type { CallNoteTemplateData, SaveResult } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPracticeById, type PracticeRow, updatePractice } from '../../repositories/practices.repository.ts';
import { effectiveOptions, storedTemplate } from '../account.service.ts';
import { checkedCallNoteTemplate } from './practices.ts';
import { currentVersion, type Editor, revisionHistory, revisionValue, saveRevisioned } from './revisions.ts';

const SUBJECT = 'call-note-template';

export async function readCallNoteTemplate(db: Database, practice: PracticeRow): Promise<CallNoteTemplateData> {
  const { version, lastChange } = await currentVersion(db, practice.id, SUBJECT);
  return {
    template: storedTemplate(practice),
    version,
    lastChange,
    history: await revisionHistory(db, practice.id, SUBJECT),
    options: effectiveOptions(practice, null),
  };
}

interface SaveInput {
  baseVersion: number;
  editor: Editor;
  now: Date;
}

function saveTemplate(
  db: Database,
  practice: PracticeRow,
  template: unknown,
  input: SaveInput & { action?: string },
): Promise<SaveResult> {
  const checked = checkedCallNoteTemplate(template);
  return saveRevisioned(db, {
    practice,
    subject: SUBJECT,
    baseVersion: input.baseVersion,
    editor: input.editor,
    now: input.now,
    before: async (tx) => (await findPracticeById(tx, practice.id))?.callNoteTemplate ?? null,
    after: checked,
    apply: async (tx) => {
      await updatePractice(tx, practice.id, { callNoteTemplate: checked, updatedAt: input.now });
    },
    ...(input.action === undefined ? {} : { action: input.action }),
  });
}

/** Saves a template; refused (badData, every problem with its line) when the renderer refuses it. */
export function saveCallNoteTemplate(
  db: Database,
  practice: PracticeRow,
  input: SaveInput & { template: unknown },
): Promise<SaveResult> {
  return saveTemplate(db, practice, input.template, input);
}

/** Saves version `version` again as the newest version (a conflict when changed since baseVersion). */
export async function restoreCallNoteTemplate(
  db: Database,
  practice: PracticeRow,
  input: SaveInput & { version: number },
): Promise<SaveResult> {
  const value = await revisionValue(db, practice.id, SUBJECT, input.version);
  if (value === undefined) throw new AppError('badData', `version: there is no version ${input.version}`);
  return saveTemplate(db, practice, value, { ...input, action: `restored version ${input.version}` });
}
