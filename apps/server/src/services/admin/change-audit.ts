/**
 * The audit row of an administrator's change that is not a versioned document (a password
 * rotation, sessions ended, an SSO link, a location): who, what, before and after — never a
 * password, a token or a secret. Written by the caller inside the transaction of the change.
 */
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit.service.ts';
import type { Editor } from './revisions.ts';

export interface ChangeAudit {
  practiceId: string | null;
  editor: Editor;
  now: Date;
  subject: string;
  outcome: string;
  firstName?: string | null;
  before?: unknown;
  after?: unknown;
}

export async function auditChange(tx: Database, change: ChangeAudit): Promise<void> {
  await recordAudit(tx, {
    at: change.now,
    type: 'admin-change',
    practiceId: change.practiceId,
    firstName: change.firstName ?? null,
    ip: change.editor.ip,
    outcome: `${change.subject}: ${change.outcome}`,
    change: {
      adminId: change.editor.adminId,
      adminEmail: change.editor.email,
      subject: change.subject,
      before: change.before ?? null,
      after: change.after ?? null,
    },
  });
}

/** The command line's editor: no administrator account, the operating-system user (user@host). */
export function commandLineEditor(operator: string | undefined): Editor {
  return { adminId: null, email: operator ? `command line (${operator})` : 'the command line', ip: null };
}
