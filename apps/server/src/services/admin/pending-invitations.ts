/**
 * Pending invitations in the console (issue 33): listed in the viewer's scope (an organization
 * administrator: the organization's; a practice administrator: their practice's), revoked one by
 * one, and revoked all at once when the administrator who sent them is deactivated — an invitation
 * dies with its sender. Every revocation is audited in its transaction.
 */
import type { PendingInvitation } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type AdminInvitationRow,
  listPendingInvitations,
  revokeInvitations,
} from '../../repositories/admin-invitations.repository.ts';
import { type AdministratorRow, listAdministrators } from '../../repositories/administrators.repository.ts';
import { findPracticeById } from '../../repositories/practices.repository.ts';
import { auditChange } from './change-audit.ts';
import { type ActingAdmin, actingEditor } from './revisions.ts';

const inScope = (actor: AdministratorRow, invitation: AdminInvitationRow) =>
  invitation.organizationId === actor.organizationId &&
  (actor.role === 'org-admin' || (invitation.role === 'practice-admin' && invitation.practiceId === actor.practiceId));

export async function pendingInvitations(
  db: Database,
  actor: AdministratorRow,
  now: Date,
): Promise<PendingInvitation[]> {
  const pending = (await listPendingInvitations(db, actor.organizationId, now)).filter((i) => inScope(actor, i));
  const senders = new Map((await listAdministrators(db, actor.organizationId)).map((a) => [a.id, a.email]));
  return Promise.all(
    pending.map(async (invitation) => ({
      id: invitation.id,
      email: invitation.email,
      name: invitation.name,
      role: invitation.role === 'practice-admin' ? ('practice-admin' as const) : ('org-admin' as const),
      practiceId:
        invitation.practiceId === null
          ? null
          : ((await findPracticeById(db, invitation.practiceId))?.practiceId ?? null),
      invitedBy: invitation.invitedBy === null ? null : (senders.get(invitation.invitedBy) ?? null),
      expiresAt: invitation.expiresAt.toISOString(),
      opened: invitation.openedAt !== null,
    })),
  );
}

/** The audit row of a revoked invitation (by an administrator, or because its sender was deactivated). */
export async function auditRevokedInvitation(
  tx: Database,
  invitation: AdminInvitationRow,
  editor: { adminId: number | null; email: string | null; ip: string | null },
  outcome: string,
  now: Date,
): Promise<void> {
  const practice = invitation.practiceId === null ? undefined : await findPracticeById(tx, invitation.practiceId);
  const audited = {
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    practice: practice?.practiceId ?? null,
    expiresAt: invitation.expiresAt.toISOString(),
  };
  await auditChange(tx, {
    practiceId: audited.practice,
    editor: { adminId: editor.adminId, email: editor.email ?? 'the command line', ip: editor.ip },
    now,
    subject: 'invitation',
    outcome,
    before: { ...audited, revoked: false },
    after: { ...audited, revoked: true },
  });
}

export async function revokeInvitation(
  db: Database,
  actor: ActingAdmin,
  invitationId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const pending = await listPendingInvitations(tx, actor.admin.organizationId, now);
    const invitation = pending.find((i) => i.id === invitationId);
    if (!invitation || !inScope(actor.admin, invitation)) {
      throw new AppError('unauthorized', 'Not a pending invitation this administrator manages');
    }
    const [revoked] = await revokeInvitations(tx, { id: invitation.id }, now);
    if (!revoked) throw new AppError('badData', 'The invitation was accepted or revoked meanwhile');
    await auditRevokedInvitation(tx, revoked, actingEditor(actor), 'revoked', now);
  });
}
