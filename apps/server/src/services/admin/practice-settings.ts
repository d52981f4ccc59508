/**
 * A practice's options for the console and the command line: read with their version, saved under
 * the console's contract (AdminPracticeOptions: the spec's enumerations, origins checked) and the
 * practice's own protocols for columbiaScaleProtocols.
 */
import { AdminPracticeOptions, type PracticeSettingsData, type SaveResult } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listPracticeProtocolTitles } from '../../repositories/content.repository.ts';
import { findPracticeById, type PracticeRow, updatePractice } from '../../repositories/practices.repository.ts';
import { storedOptions } from '../account.service.ts';
import { problemsOf } from './practices.ts';
import { currentVersion, type Editor, saveRevisioned } from './revisions.ts';

const SUBJECT = 'options';
/** Options only the operator sets (licensing): `set-options` on the command line. */
const OPERATOR_ONLY_OPTIONS = ['enforceSubscriptions'] as const;

export async function readPracticeSettings(db: Database, practice: PracticeRow): Promise<PracticeSettingsData> {
  const { version, lastChange } = await currentVersion(db, practice.id, SUBJECT);
  return {
    options: storedOptions(practice),
    version,
    lastChange,
    protocols: await listPracticeProtocolTitles(db, practice.id),
  };
}

export async function savePracticeOptions(
  db: Database,
  practice: PracticeRow,
  input: { baseVersion: number; options: unknown; editor: Editor; now: Date },
): Promise<SaveResult> {
  const parsed = AdminPracticeOptions.safeParse(input.options);
  if (!parsed.success) throw new AppError('badData', problemsOf(parsed.error));
  const columbia = parsed.data.columbiaScaleProtocols ?? [];
  if (columbia.length > 0) {
    const known = new Set((await listPracticeProtocolTitles(db, practice.id)).map((p) => p.sourceProtocolId));
    const unknown = columbia.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new AppError('badData', `columbiaScaleProtocols: not protocols of this practice: ${unknown.join(', ')}`);
    }
  }
  const options = { ...(input.options as Record<string, unknown>) };
  // Licensing options are the operator's (command line), never the console's: sent back unchanged
  // they pass, changed they are refused; the stored value is kept either way.
  const stored = (practice.options ?? {}) as Record<string, unknown>;
  for (const key of OPERATOR_ONLY_OPTIONS) {
    if (key in options && options[key] !== stored[key]) {
      throw new AppError('badData', `${key}: is set by the operator (command line), not in the console`);
    }
    delete options[key];
    if (key in stored) options[key] = stored[key];
  }
  return saveRevisioned(db, {
    practice,
    subject: SUBJECT,
    baseVersion: input.baseVersion,
    editor: input.editor,
    now: input.now,
    before: async (tx) => (await findPracticeById(tx, practice.id))?.options ?? null,
    after: options,
    apply: async (tx) => {
      await updatePractice(tx, practice.id, { options, updatedAt: input.now });
    },
  });
}
