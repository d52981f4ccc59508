/**
 * A practice's live nurse sessions for the console and the command line: listed under an opaque
 * handle (a one-way digest of the stored id hash: it neither signs in nor appears anywhere else),
 * ended one or all at once — the sessions trigger tells every instance, so the nurse's next call
 * is refused as a session that is gone. Each ending is audited with the administrator.
 */
import { createHash } from 'node:crypto';
import type { LiveSession } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { deletePracticeSessionsByHash, listLivePracticeSessions } from '../../repositories/live-sessions.repository.ts';
import type { PracticeRow } from '../../repositories/practices.repository.ts';
import { deletePracticeSessions } from '../../repositories/sessions.repository.ts';
import { auditChange } from './change-audit.ts';
import type { Editor } from './revisions.ts';
import { idleCutoffAt } from './shared-password.ts';

const handleOf = (idHash: string) => createHash('sha256').update(`console-handle:${idHash}`).digest('base64url');

export async function listLiveSessions(db: Database, practice: PracticeRow, now: Date): Promise<LiveSession[]> {
  const rows = await listLivePracticeSessions(db, practice.id, idleCutoffAt(now), now);
  return rows.map((row) => ({
    handle: handleOf(row.idHash),
    firstName: row.firstName,
    location: row.location,
    via: row.oidcConnectionId !== null ? 'identity-provider' : row.ssoMappingId !== null ? 'sso' : 'sign-in',
    startedAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
  }));
}

/**
 * Ends the session of `handle`, or every session of the practice when there is none; returns how
 * many ended (0: it had ended already).
 */
export async function endLiveSessions(
  db: Database,
  practice: PracticeRow,
  input: { handle?: string | undefined; editor: Editor; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    let ended: number;
    let firstName: string | null = null;
    if (input.handle === undefined) {
      ended = await deletePracticeSessions(tx, practice.id);
    } else {
      const rows = await listLivePracticeSessions(tx, practice.id, new Date(0), new Date(0));
      const found = rows.find((row) => handleOf(row.idHash) === input.handle);
      firstName = found?.firstName ?? null;
      ended = found ? await deletePracticeSessionsByHash(tx, practice.id, [found.idHash]) : 0;
    }
    await auditChange(tx, {
      practiceId: practice.practiceId,
      editor: input.editor,
      now: input.now,
      subject: 'sessions',
      outcome: input.handle === undefined ? `${ended} ended` : ended ? 'one ended' : 'already gone',
      firstName,
      after: { ended, all: input.handle === undefined },
    });
    return ended;
  });
}
