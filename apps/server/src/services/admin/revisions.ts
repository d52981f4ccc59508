/**
 * One way to save what administrators edit per practice (options, call-note template, protocol
 * notes, instructions): in one transaction, under a lock on the practice, the change is refused as
 * a conflict when someone saved since the version the editor started from; otherwise it is
 * applied, kept as a new version (history), and audited with the administrator's identity and the
 * value before and after. The change announces itself to every instance (the practices trigger).
 */
import type { RevisionEntry, SaveResult } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import type { AdministratorRow } from '../../repositories/administrators.repository.ts';
import {
  findRevision,
  insertRevision,
  latestRevision,
  listRevisions,
  lockPractice,
  type PracticeRevisionRow,
} from '../../repositories/practice-revisions.repository.ts';
import type { PracticeRow } from '../../repositories/practices.repository.ts';
import { recordAudit } from '../audit.service.ts';

export interface Editor {
  adminId: number | null;
  email: string;
  ip: string | null;
}

/** The administrator acting in the console (their row) and the address they act from. */
export interface ActingAdmin {
  admin: AdministratorRow;
  ip: string | null;
}

/** The editor of a change made by an administrator acting in the console (their row and address). */
export function actingEditor(actor: ActingAdmin): Editor {
  return { adminId: actor.admin.id, email: actor.admin.email, ip: actor.ip };
}

export interface RevisionedChange {
  practice: PracticeRow;
  subject: string;
  baseVersion: number;
  editor: Editor;
  now: Date;
  /** The value now (read under the lock), for the audit trail. */
  before: (tx: Database) => Promise<unknown>;
  after: unknown;
  apply: (tx: Database) => Promise<void>;
  /** What the audit trail says was done; 'saved' by default (a restore says which version). */
  action?: string;
}

function lastChangeOf(revision: PracticeRevisionRow | undefined): SaveResult['lastChange'] {
  return revision ? { by: revision.adminEmail ?? 'the command line', at: revision.at.toISOString() } : null;
}

/** The current version of a subject and who made it. */
export async function currentVersion(db: Database, practiceId: number, subject: string) {
  const revision = await latestRevision(db, practiceId, subject);
  return { version: revision?.version ?? 0, lastChange: lastChangeOf(revision), value: revision?.value };
}

/** Every saved version of a subject, newest first: who saved it and when. */
export async function revisionHistory(db: Database, practiceId: number, subject: string): Promise<RevisionEntry[]> {
  return (await listRevisions(db, practiceId, subject)).map((row) => ({
    version: row.version,
    by: row.adminEmail ?? 'the command line',
    at: row.at.toISOString(),
  }));
}

/** The value saved as one version; undefined when there is no such version. */
export async function revisionValue(
  db: Database,
  practiceId: number,
  subject: string,
  version: number,
): Promise<unknown> {
  return (await findRevision(db, practiceId, subject, version))?.value ?? undefined;
}

export async function saveRevisioned(db: Database, change: RevisionedChange): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    await lockPractice(tx, change.practice.id);
    const latest = await latestRevision(tx, change.practice.id, change.subject);
    const version = latest?.version ?? 0;
    if (version !== change.baseVersion) return { status: 'conflict', version, lastChange: lastChangeOf(latest) };
    const before = await change.before(tx);
    await change.apply(tx);
    const next = { version: version + 1, at: change.now, adminEmail: change.editor.email };
    await insertRevision(tx, {
      practiceId: change.practice.id,
      subject: change.subject,
      version: next.version,
      value: change.after as object,
      adminId: change.editor.adminId,
      adminEmail: change.editor.email,
      at: change.now,
    });
    await recordAudit(tx, {
      at: change.now,
      type: 'admin-change',
      practiceId: change.practice.practiceId,
      firstName: null,
      ip: change.editor.ip,
      outcome: `${change.subject}: ${change.action ?? 'saved'}`,
      change: {
        adminId: change.editor.adminId,
        adminEmail: change.editor.email,
        subject: change.subject,
        before,
        after: change.after,
      },
    });
    return { status: 'saved', version: next.version, lastChange: { by: next.adminEmail, at: next.at.toISOString() } };
  });
}
