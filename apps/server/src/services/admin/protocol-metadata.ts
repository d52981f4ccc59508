/**
 * Custom protocol titles and keywords in the console (Customization), only for a practice with
 * `allowCustomProtocolMetadata`: read with their version, saved against the version the editor
 * started from and audited (revisions.ts). Without the option a save is refused. Nurses get them in
 * their protocol list (services/protocol-metadata.ts) once their app hears of the change.
 */
import type { ProtocolMetadata, ProtocolMetadataData, SaveResult } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listPracticeProtocolKeywords } from '../../repositories/content.repository.ts';
import { findPracticeById, type PracticeRow, updatePractice } from '../../repositories/practices.repository.ts';
import { allowsProtocolMetadata, storedProtocolMetadata } from '../protocol-metadata.ts';
import { currentVersion, type Editor, saveRevisioned } from './revisions.ts';

const SUBJECT = 'protocol-metadata';

/** Refused when the practice does not allow custom titles and keywords. */
const NOT_ALLOWED =
  'metadata: custom protocol titles and keywords are off for this practice (allowCustomProtocolMetadata)';

export async function readProtocolMetadata(db: Database, practice: PracticeRow): Promise<ProtocolMetadataData> {
  const { version, lastChange } = await currentVersion(db, practice.id, SUBJECT);
  return {
    allowed: allowsProtocolMetadata(practice),
    metadata: storedProtocolMetadata(practice),
    version,
    lastChange,
    protocols: await listPracticeProtocolKeywords(db, practice.id),
  };
}

/** Entries without a title or keyword are dropped; the list replaces the practice's. */
export async function saveProtocolMetadata(
  db: Database,
  practice: PracticeRow,
  input: { baseVersion: number; metadata: ProtocolMetadata[]; editor: Editor; now: Date },
): Promise<SaveResult> {
  if (!allowsProtocolMetadata(practice)) throw new AppError('badData', NOT_ALLOWED);
  const entries = input.metadata
    .map((entry) => ({ ...entry, title: entry.title?.trim() || null }))
    .filter((entry) => entry.title !== null || entry.keywords.length > 0);
  const known = new Set(
    (await listPracticeProtocolKeywords(db, practice.id)).map((p) => `${p.contentSet}\n${p.sourceProtocolId}`),
  );
  const unknown = entries.filter((entry) => !known.has(`${entry.contentSet}\n${entry.protocolId}`));
  if (unknown.length > 0) {
    const names = unknown.map((entry) => `${entry.contentSet} ${entry.protocolId}`).join(', ');
    throw new AppError('badData', `metadata: not protocols of this practice: ${names}`);
  }
  return saveRevisioned(db, {
    practice,
    subject: SUBJECT,
    baseVersion: input.baseVersion,
    editor: input.editor,
    now: input.now,
    before: async (tx) => (await findPracticeById(tx, practice.id))?.protocolMetadata ?? null,
    after: entries,
    apply: async (tx) => {
      await updatePractice(tx, practice.id, {
        protocolMetadata: entries.length > 0 ? entries : null,
        updatedAt: input.now,
      });
    },
  });
}
