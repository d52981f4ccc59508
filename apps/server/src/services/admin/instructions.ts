/**
 * Admin: the instructions page (HTML) of a practice, a location, or everyone (command line), and
 * the practice's own page in the console (read with its version and history, saved against the
 * version the editor started from, audited: revisions.ts). The page is stored as written; the app
 * sanitises it where it shows it (the nurse's Instructions page and the console's preview use the
 * same function).
 */
import type { InstructionsData, SaveResult } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPracticeOwnInstructions, setInstructionsHtml } from '../../repositories/instructions.repository.ts';
import { type PracticeRow, updatePractice } from '../../repositories/practices.repository.ts';
import { requireLocation, requirePractice } from './lookups.ts';
import { currentVersion, type Editor, revisionHistory, saveRevisioned } from './revisions.ts';

const MAX_INSTRUCTIONS_BYTES = 200 * 1024;
const SUBJECT = 'instructions';

function checkedHtml(html: string): string {
  if (html.trim() === '') throw new AppError('missingParams', 'html: The instructions page is empty');
  if (Buffer.byteLength(html, 'utf8') > MAX_INSTRUCTIONS_BYTES)
    throw new AppError('badData', 'html: The page is over 200 KB');
  return html;
}

export async function setInstructions(
  db: Database,
  scope: { practiceId?: string | undefined; locationId?: number | undefined },
  html: string,
  now: Date,
): Promise<void> {
  checkedHtml(html);
  const practice = scope.practiceId === undefined ? null : await requirePractice(db, scope.practiceId);
  if (scope.locationId !== undefined && !practice)
    throw new AppError('missingParams', 'A location page needs --practice');
  const location =
    scope.locationId === undefined || !practice
      ? null
      : await requireLocation(db, scope.locationId, practice.organizationId);
  await setInstructionsHtml(db, { practiceId: practice?.id ?? null, locationId: location?.id ?? null }, html, now);
}

export async function readPracticeInstructions(db: Database, practice: PracticeRow): Promise<InstructionsData> {
  const { version, lastChange } = await currentVersion(db, practice.id, SUBJECT);
  return {
    html: (await findPracticeOwnInstructions(db, practice.id)) ?? '',
    version,
    lastChange,
    history: await revisionHistory(db, practice.id, SUBJECT),
  };
}

/** Replaces the practice's own page; its nurses' next look at Instructions shows it. */
export async function savePracticeInstructions(
  db: Database,
  practice: PracticeRow,
  input: { baseVersion: number; html: string; editor: Editor; now: Date },
): Promise<SaveResult> {
  const html = checkedHtml(input.html);
  return saveRevisioned(db, {
    practice,
    subject: SUBJECT,
    baseVersion: input.baseVersion,
    editor: input.editor,
    now: input.now,
    before: async (tx) => (await findPracticeOwnInstructions(tx, practice.id)) ?? null,
    after: html,
    apply: async (tx) => {
      await setInstructionsHtml(tx, { practiceId: practice.id, locationId: null }, html, input.now);
      // Announces the change to the practice's open apps (the practices trigger).
      await updatePractice(tx, practice.id, { updatedAt: input.now });
    },
  });
}
