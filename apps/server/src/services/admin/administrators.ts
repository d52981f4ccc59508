/**
 * Administrator accounts, for the command line (the first administrator of an organization) and the
 * console (invitations: services/admin/invitations.ts; deactivation): e-mail, name, role, password
 * under the password policy, a TOTP secret and ten recovery codes, shown once to the caller.
 * Deactivation ends the administrator's sessions at once and is audited in the same transaction.
 */
import type { AdminRole } from '@triage/contracts/admin';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { revokeInvitations } from '../../repositories/admin-invitations.repository.ts';
import {
  type AdministratorRow,
  deleteAdminSessionsOf,
  findAdministratorByEmail,
  insertAdministrator,
  lockOrganizationAdministrators,
  updateAdministrator,
} from '../../repositories/administrators.repository.ts';
import { findPracticeById } from '../../repositories/practices.repository.ts';
import { recordAudit } from '../audit.service.ts';
import { hashPassword } from '../password.ts';
import { assertPasswordPolicy } from '../password-policy.ts';
import { newRecoveryCodes, newTotpSecret, sealTotpSecret } from '../totp.ts';
import { auditChange } from './change-audit.ts';
import { requireOrganization, requirePractice } from './lookups.ts';
import { auditRevokedInvitation } from './pending-invitations.ts';
import { type ActingAdmin, actingEditor } from './revisions.ts';

export interface NewAdministratorInput {
  email: string;
  name: string;
  role: AdminRole;
  /** Organization name or id. */
  organization: string;
  /** A practice administrator's practice (Account ID). */
  practice?: string | undefined;
  password: string;
  createdBy?: number | null;
}

export interface CreatedAdministrator {
  admin: AdministratorRow;
  /** Shown once: the TOTP secret (base32), its otpauth:// address, the recovery codes. */
  totpSecret: string;
  totpUri: string;
  recoveryCodes: string[];
}

/** Who a new administrator will be, checked: a free e-mail, a name, a practice of the organization. */
export interface AdministratorPlan {
  email: string;
  name: string;
  role: AdminRole;
  organizationId: number;
  practiceId: number | null;
  /** The practice's Account ID, for the audit trail. */
  practiceAccountId: string | null;
}

const Email = z.email();

export async function planAdministrator(
  db: Database,
  input: {
    email: string;
    name: string;
    role: AdminRole;
    organizationId: number;
    organizationName: string;
    practice?: string | undefined;
  },
): Promise<AdministratorPlan> {
  const email = input.email.trim();
  if (!Email.safeParse(email).success) throw new AppError('badData', 'email: is not an e-mail address');
  const name = input.name.trim();
  if (name.length === 0 || name.length > 100)
    throw new AppError('badData', 'name: is required (at most 100 characters)');
  let practice: { id: number; practiceId: string } | null = null;
  if (input.role === 'practice-admin') {
    if (!input.practice) throw new AppError('missingParams', 'practice: a practice administrator needs a practice');
    const found = await requirePractice(db, input.practice);
    if (found.organizationId !== input.organizationId) {
      throw new AppError('badData', `practice: '${input.practice}' is not a practice of ${input.organizationName}`);
    }
    practice = found;
  }
  if (await findAdministratorByEmail(db, email))
    throw new AppError('badData', `email: ${email} is already an administrator`);
  return {
    email,
    name,
    role: input.role,
    organizationId: input.organizationId,
    practiceId: practice?.id ?? null,
    practiceAccountId: practice?.practiceId ?? null,
  };
}

/** Stores a planned administrator with their password and (already sealed) TOTP secret. */
export async function storeAdministrator(
  db: Database,
  plan: AdministratorPlan,
  input: { password: string; sealedTotpSecret: string; totpLastStep?: number | null; createdBy: number | null },
): Promise<{ admin: AdministratorRow; recoveryCodes: string[] }> {
  assertPasswordPolicy(input.password, [plan.email, plan.email.split('@')[0] ?? '', plan.name]);
  const recovery = newRecoveryCodes();
  const admin = await insertAdministrator(db, {
    organizationId: plan.organizationId,
    practiceId: plan.practiceId,
    role: plan.role,
    email: plan.email,
    name: plan.name,
    passwordHash: await hashPassword(input.password),
    totpSecret: input.sealedTotpSecret,
    totpLastStep: input.totpLastStep ?? null,
    recoveryCodes: recovery.kept,
    createdBy: input.createdBy,
  });
  return { admin, recoveryCodes: recovery.codes };
}

export async function createAdministrator(
  db: Database,
  totpKey: Buffer,
  issuer: string,
  input: NewAdministratorInput,
): Promise<CreatedAdministrator> {
  const organization = await requireOrganization(db, input.organization);
  const plan = await planAdministrator(db, {
    ...input,
    organizationId: organization.id,
    organizationName: organization.name,
  });
  const { secret, uri } = newTotpSecret(issuer, plan.email);
  const { admin, recoveryCodes } = await storeAdministrator(db, plan, {
    password: input.password,
    sealedTotpSecret: sealTotpSecret(totpKey, secret, plan.email),
    createdBy: input.createdBy ?? null,
  });
  return { admin, totpSecret: secret, totpUri: uri, recoveryCodes };
}

/**
 * Whether `actor` may manage (deactivate) `target`: an organization administrator every
 * administrator of the organization, a practice administrator those of their own practice.
 */
export function manages(actor: AdministratorRow, target: AdministratorRow): boolean {
  if (actor.organizationId !== target.organizationId) return false;
  if (actor.role === 'org-admin') return true;
  return target.role === 'practice-admin' && target.practiceId === actor.practiceId;
}

/** What the audit trail keeps of an administrator (never a secret). */
export async function auditedAdministrator(db: Database, admin: AdministratorRow) {
  const practice = admin.practiceId === null ? undefined : await findPracticeById(db, admin.practiceId);
  return {
    email: admin.email,
    name: admin.name,
    role: admin.role,
    practice: practice?.practiceId ?? null,
    active: admin.deactivatedAt === null,
  };
}

/**
 * Deactivates an administrator (by e-mail: the command line; by id: the console), ends their
 * admin sessions and revokes the invitations they sent and are still pending, audited in the same
 * transaction. From the console (`actor`): only an
 * administrator the actor manages, never themselves; never the last active organization
 * administrator (the organization would have no one left to administer it).
 */
export async function deactivateAdministrator(
  db: Database,
  target: { email: string } | { id: number },
  at: Date,
  actor?: ActingAdmin,
): Promise<AdministratorRow> {
  return db.transaction(async (tx) => {
    const found =
      'email' in target
        ? await findAdministratorByEmail(tx, target.email)
        : (await lockOrganizationAdministrators(tx, actor?.admin.organizationId ?? -1)).find((a) => a.id === target.id);
    if (!found || (actor && !manages(actor.admin, found))) {
      if (actor) throw new AppError('unauthorized', 'Not an administrator this administrator manages');
      throw new AppError('badData', `email: no administrator ${'email' in target ? target.email : target.id}`);
    }
    if (actor && actor.admin.id === found.id) throw new AppError('badData', 'You cannot deactivate yourself.');
    if (found.deactivatedAt !== null) return found;
    const colleagues = await lockOrganizationAdministrators(tx, found.organizationId);
    const otherOrgAdmins = colleagues.filter(
      (a) => a.role === 'org-admin' && a.deactivatedAt === null && a.id !== found.id,
    );
    if (found.role === 'org-admin' && otherOrgAdmins.length === 0) {
      throw new AppError('badData', 'The last active organization administrator cannot be deactivated.');
    }
    const updated = await updateAdministrator(tx, found.id, { deactivatedAt: at, updatedAt: at });
    if (!updated) throw new AppError('badData', `email: no administrator ${found.email}`);
    await deleteAdminSessionsOf(tx, found.id);
    const editor = { adminId: actor?.admin.id ?? null, email: actor?.admin.email ?? null, ip: actor?.ip ?? null };
    for (const invitation of await revokeInvitations(tx, { invitedBy: found.id }, at)) {
      await auditRevokedInvitation(tx, invitation, editor, 'revoked: its sender was deactivated', at);
    }
    const before = await auditedAdministrator(tx, found);
    await recordAudit(tx, {
      at,
      type: 'admin-change',
      practiceId: before.practice,
      firstName: null,
      ip: actor?.ip ?? null,
      outcome: 'administrator: deactivated',
      change: {
        adminId: actor?.admin.id ?? null,
        adminEmail: actor?.admin.email ?? null,
        subject: 'administrator',
        before,
        after: { ...before, active: false },
      },
    });
    return updated;
  });
}

/**
 * Grants or withdraws the medical-director role (issue 34: publishing protocol changes needs it).
 * Only an organization administrator assigns it, to an administrator of their organization.
 */
export async function setMedicalDirector(
  db: Database,
  input: { adminId: number; medicalDirector: boolean },
  at: Date,
  actor: ActingAdmin,
): Promise<AdministratorRow> {
  if (actor.admin.role !== 'org-admin') {
    throw new AppError('unauthorized', 'Only an organization administrator assigns the medical-director role');
  }
  return db.transaction(async (tx) => {
    const found = (await lockOrganizationAdministrators(tx, actor.admin.organizationId)).find(
      (a) => a.id === input.adminId,
    );
    if (!found) throw new AppError('unauthorized', 'Not an administrator this administrator manages');
    if (found.medicalDirector === input.medicalDirector) return found;
    const updated = await updateAdministrator(tx, found.id, { medicalDirector: input.medicalDirector, updatedAt: at });
    if (!updated) throw new AppError('badData', `no administrator ${found.email}`);
    const before = await auditedAdministrator(tx, found);
    await auditChange(tx, {
      practiceId: before.practice,
      editor: actingEditor(actor),
      now: at,
      subject: 'administrator',
      outcome: `medical director ${input.medicalDirector ? 'granted' : 'withdrawn'}`,
      before: { ...before, medicalDirector: found.medicalDirector },
      after: { ...before, medicalDirector: input.medicalDirector },
    });
    return updated;
  });
}
