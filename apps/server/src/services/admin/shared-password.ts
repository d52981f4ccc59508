/**
 * The practice's shared password (its nurses sign in with it), for the console and the command
 * line: checked by the password policy, saved against the version the administrator started from,
 * audited and versioned without the password or its hash; optionally every live nurse session of
 * the practice ends in the same transaction (at once on every instance: the sessions trigger).
 */
import type { RotatePasswordResult, SharedPasswordData } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { listLivePracticeSessions } from '../../repositories/live-sessions.repository.ts';
import { type PracticeRow, updatePractice } from '../../repositories/practices.repository.ts';
import { deletePracticeSessions } from '../../repositories/sessions.repository.ts';
import { hashPassword } from '../password.ts';
import { assertPasswordPolicy } from '../password-policy.ts';
import { IDLE_TIMEOUT_MS } from '../session-policy.ts';
import { currentVersion, type Editor, saveRevisioned } from './revisions.ts';

const SUBJECT = 'shared-password';

export const idleCutoffAt = (now: Date) => new Date(now.getTime() - IDLE_TIMEOUT_MS);

export async function readSharedPassword(db: Database, practice: PracticeRow, now: Date): Promise<SharedPasswordData> {
  const { version, lastChange } = await currentVersion(db, practice.id, SUBJECT);
  const live = await listLivePracticeSessions(db, practice.id, idleCutoffAt(now), now);
  return { version, lastChange, liveSessions: live.length };
}

export interface RotatePasswordInput {
  /** The version the administrator started from; undefined (the command line): the current one. */
  baseVersion?: number | undefined;
  password: string;
  endSessions: boolean;
  editor: Editor;
  now: Date;
}

export async function rotateSharedPassword(
  db: Database,
  practice: PracticeRow,
  input: RotatePasswordInput,
): Promise<RotatePasswordResult> {
  assertPasswordPolicy(input.password, [practice.practiceId, practice.name]);
  const passwordHash = await hashPassword(input.password);
  const baseVersion = input.baseVersion ?? (await currentVersion(db, practice.id, SUBJECT)).version;
  let sessionsEnded = 0;
  const result = await saveRevisioned(db, {
    practice,
    subject: SUBJECT,
    baseVersion,
    editor: input.editor,
    now: input.now,
    before: async () => null,
    after: { endedSessions: input.endSessions },
    apply: async (tx) => {
      await updatePractice(tx, practice.id, { passwordHash, updatedAt: input.now });
      if (input.endSessions) sessionsEnded = await deletePracticeSessions(tx, practice.id);
    },
  });
  return { ...result, sessionsEnded };
}
