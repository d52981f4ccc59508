/**
 * Administrators' credentials in the console (issue 33, ADR 0038/0039): one's own password (the
 * current password and a second-factor code again; the other sessions end) and recovery codes (a
 * code again; the old ones stop working); an organization administrator's reset of another's
 * authenticator (lifting a lock; the owner enrols again at the next sign-in) and reactivation of a
 * deactivated administrator. Each audited in the transaction of its change, never with a secret.
 */
import type { ServerContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteOtherAdminSessions, resetTotp } from '../../repositories/admin-credentials.repository.ts';
import {
  type AdministratorRow,
  deleteAdminSessionsOf,
  lockOrganizationAdministrators,
  updateAdministrator,
} from '../../repositories/administrators.repository.ts';
import type { AdminAuth } from '../admin-sessions.service.ts';
import { reserveAdminAttempt } from '../admin-sign-in.service.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { assertPasswordPolicy } from '../password-policy.ts';
import { checkSecondFactor } from '../second-factor.ts';
import { newRecoveryCodes } from '../totp.ts';
import { auditedAdministrator, manages } from './administrators.ts';
import { auditChange } from './change-audit.ts';
import { type ActingAdmin, actingEditor } from './revisions.ts';

/** The second-factor code again, under the lock: refused with `invalidCredentials` when wrong. */
async function reauthenticate(ctx: ServerContext, admin: AdministratorRow, code: string, ip: string) {
  if (!(await checkSecondFactor(ctx, { admin, code, ip }))) {
    throw new AppError('invalidCredentials', 'code: the code does not match; enter the one your app shows now');
  }
}

export async function changeOwnPassword(
  ctx: ServerContext,
  auth: AdminAuth,
  input: { currentPassword: string; newPassword: string; code: string; ip: string },
): Promise<{ endedSessions: number }> {
  const { admin } = auth;
  const forgetFailures = await reserveAdminAttempt(ctx, admin.email, input.ip);
  if (!(await verifyPassword(admin.passwordHash, input.currentPassword))) {
    throw new AppError('invalidCredentials', 'currentPassword: is not your current password');
  }
  await reauthenticate(ctx, admin, input.code, input.ip);
  await forgetFailures();
  assertPasswordPolicy(input.newPassword, [admin.email, admin.email.split('@')[0] ?? '', admin.name]);
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await updateAdministrator(tx, admin.id, { passwordHash, updatedAt: now });
    const endedSessions = await deleteOtherAdminSessions(tx, admin.id, auth.idHash);
    await auditChange(tx, {
      practiceId: null,
      editor: { adminId: admin.id, email: admin.email, ip: input.ip },
      now,
      subject: 'administrator',
      outcome: 'own password changed',
      after: { endedSessions },
    });
    return { endedSessions };
  });
}

export async function regenerateOwnRecoveryCodes(
  ctx: ServerContext,
  auth: AdminAuth,
  input: { code: string; ip: string },
): Promise<{ recoveryCodes: string[] }> {
  const { admin } = auth;
  await reauthenticate(ctx, admin, input.code, input.ip);
  const recovery = newRecoveryCodes();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateAdministrator(tx, admin.id, { recoveryCodes: recovery.kept, updatedAt: now });
    await auditChange(tx, {
      practiceId: null,
      editor: { adminId: admin.id, email: admin.email, ip: input.ip },
      now,
      subject: 'administrator',
      outcome: 'recovery codes regenerated',
      after: { codes: recovery.codes.length },
    });
  });
  return { recoveryCodes: recovery.codes };
}

/** The administrator `targetId` of the actor's organization, locked for the transaction, if the actor manages them. */
async function managedTarget(tx: Database, actor: ActingAdmin, targetId: number): Promise<AdministratorRow> {
  const found = (await lockOrganizationAdministrators(tx, actor.admin.organizationId)).find((a) => a.id === targetId);
  if (!found || !manages(actor.admin, found)) {
    throw new AppError('unauthorized', 'Not an administrator this administrator manages');
  }
  return found;
}

/**
 * An organization administrator resets another administrator's authenticator: no TOTP secret and
 * no recovery codes until the owner enrols again at the next sign-in, a lock lifted, their
 * sessions ended.
 */
export async function resetAdministratorTotp(
  db: Database,
  actor: ActingAdmin,
  targetId: number,
  at: Date,
): Promise<AdministratorRow> {
  if (actor.admin.role !== 'org-admin') {
    throw new AppError('unauthorized', 'Only an organization administrator resets an authenticator');
  }
  return db.transaction(async (tx) => {
    const found = await managedTarget(tx, actor, targetId);
    if (found.id === actor.admin.id) {
      throw new AppError(
        'badData',
        'You cannot reset your own authenticator: ask another organization administrator (or the command line).',
      );
    }
    const reset = await resetTotp(tx, found.id, at);
    if (!reset) throw new AppError('unauthorized', 'Not an administrator this administrator manages');
    await deleteAdminSessionsOf(tx, found.id);
    const audited = await auditedAdministrator(tx, found);
    await auditChange(tx, {
      practiceId: audited.practice,
      editor: actingEditor(actor),
      now: at,
      subject: 'administrator',
      outcome: 'authenticator reset',
      before: { ...audited, secondFactorLocked: found.secondFactorLockedAt !== null },
      after: { ...audited, secondFactorLocked: false, enrolmentPending: true },
    });
    return reset;
  });
}

/** Reactivates a deactivated administrator the actor manages (never oneself: one cannot be deactivated and act). */
export async function reactivateAdministrator(
  db: Database,
  actor: ActingAdmin,
  targetId: number,
  at: Date,
): Promise<AdministratorRow> {
  return db.transaction(async (tx) => {
    const found = await managedTarget(tx, actor, targetId);
    if (found.deactivatedAt === null) return found;
    const updated = await updateAdministrator(tx, found.id, { deactivatedAt: null, updatedAt: at });
    if (!updated) throw new AppError('unauthorized', 'Not an administrator this administrator manages');
    const before = await auditedAdministrator(tx, found);
    await auditChange(tx, {
      practiceId: before.practice,
      editor: actingEditor(actor),
      now: at,
      subject: 'administrator',
      outcome: 'reactivated',
      before,
      after: { ...before, active: true },
    });
    return updated;
  });
}
