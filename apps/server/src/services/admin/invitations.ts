/**
 * Inviting administrators from the console (ADR 0018): an organization administrator invites
 * organization or practice administrators, a practice administrator only practice administrators
 * of their own practice. The invitation is a single-use code (256 random bits) shown once to the
 * inviting administrator, kept only as its sha-256 hash, valid for 72 hours. The invitee opens it
 * (a TOTP secret is made then, kept encrypted on the invitation), sets a password under the
 * password policy and proves the authenticator app with its first code; the account is created
 * and the ten recovery codes are shown once. Every step that changes something is audited in the
 * same transaction.
 */
import type { InvitationData, InviteRequest } from '@triage/contracts/admin';
import type { ServerContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type AdminInvitationRow,
  claimInvitation,
  findOpenInvitation,
  insertInvitation,
  markInvitationOpened,
} from '../../repositories/admin-invitations.repository.ts';
import { findOrganizationById } from '../../repositories/organizations.repository.ts';
import { findPracticeById } from '../../repositories/practices.repository.ts';
import { recordAudit } from '../audit.service.ts';
import { newSecret, sha256Hex } from '../secrets.ts';
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpUri, verifyTotp } from '../totp.ts';
import { auditedAdministrator, planAdministrator, storeAdministrator } from './administrators.ts';
import type { ActingAdmin } from './revisions.ts';

/** How long an invitation can be accepted. */
const INVITATION_HOURS = 72;

const NOT_VALID = 'This invitation is not valid: it was used, it expired, or the address is incomplete.';

export async function inviteAdministrator(
  db: Database,
  actor: ActingAdmin,
  input: InviteRequest,
  now: Date,
): Promise<{ code: string; expiresAt: string }> {
  const { admin } = actor;
  if (admin.role === 'practice-admin') {
    const own = admin.practiceId === null ? undefined : await findPracticeById(db, admin.practiceId);
    const samePractice = own && own.practiceId.toLowerCase() === input.practiceId?.trim().toLowerCase();
    if (input.role !== 'practice-admin' || !samePractice) {
      throw new AppError('unauthorized', 'A practice administrator invites only administrators of their practice');
    }
  }
  const organization = await findOrganizationById(db, admin.organizationId);
  if (!organization) throw new AppError('unauthorized', 'No organization');
  const plan = await planAdministrator(db, {
    ...input,
    practice: input.role === 'practice-admin' ? input.practiceId : undefined,
    organizationId: organization.id,
    organizationName: organization.name,
  });
  const code = newSecret();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    await insertInvitation(tx, {
      codeHash: sha256Hex(code),
      organizationId: plan.organizationId,
      practiceId: plan.practiceId,
      role: plan.role,
      email: plan.email,
      name: plan.name,
      invitedBy: admin.id,
      createdAt: now,
      expiresAt,
    });
    await recordAudit(tx, {
      at: now,
      type: 'admin-change',
      practiceId: plan.practiceAccountId,
      firstName: null,
      ip: actor.ip,
      outcome: 'invitation: sent',
      change: {
        adminId: admin.id,
        adminEmail: admin.email,
        subject: 'invitation',
        before: null,
        after: {
          email: plan.email,
          name: plan.name,
          role: plan.role,
          practice: plan.practiceAccountId,
          expiresAt: expiresAt.toISOString(),
        },
      },
    });
  });
  return { code, expiresAt: expiresAt.toISOString() };
}

async function requireOpen(db: Database, code: string, now: Date): Promise<AdminInvitationRow> {
  const invitation = await findOpenInvitation(db, sha256Hex(code.trim()), now);
  if (!invitation) throw new AppError('invalidCredentials', NOT_VALID);
  return invitation;
}

/**
 * Who is invited, and — at the first opening only — the TOTP secret to enrol, made then; a later
 * opening shows who is invited but not the secret again. Every opening is audited (never the code).
 */
export async function openInvitation(ctx: ServerContext, code: string, ip: string): Promise<InvitationData> {
  const now = ctx.now();
  const invitation = await requireOpen(ctx.db, code, now);
  const { secret } = newTotpSecret(ctx.config.PRODUCT_NAME, invitation.email);
  const sealed = sealTotpSecret(await ctx.totpKey(), secret, invitation.email);
  const organization = await findOrganizationById(ctx.db, invitation.organizationId);
  const practice = invitation.practiceId === null ? undefined : await findPracticeById(ctx.db, invitation.practiceId);
  const first = await ctx.db.transaction(async (tx) => {
    const opened = await markInvitationOpened(tx, invitation.id, sealed, now);
    await recordAudit(tx, {
      at: now,
      type: 'admin-change',
      practiceId: practice?.practiceId ?? null,
      firstName: null,
      ip,
      outcome: opened ? 'invitation: opened' : 'invitation: opened again (secret not shown)',
      // By the invitee (no account yet), kept under the inviting administrator's id so the trail
      // shows it to whoever sees the invitation's sender.
      change: {
        adminId: invitation.invitedBy,
        adminEmail: `${invitation.email} (invitee)`,
        subject: 'invitation',
        before: null,
        after: { email: invitation.email, role: invitation.role, practice: practice?.practiceId ?? null },
      },
    });
    return opened;
  });
  return {
    email: invitation.email,
    name: invitation.name,
    role: invitation.role === 'practice-admin' ? 'practice-admin' : 'org-admin',
    organizationName: organization?.name ?? '',
    practiceName: practice?.name ?? null,
    totpSecret: first ? secret : null,
    totpUri: first ? totpUri(ctx.config.PRODUCT_NAME, invitation.email, secret) : null,
  };
}

/**
 * Accepts an invitation: the password (policy checked), the authenticator app's code for the
 * secret shown at opening; once only, before it expires. The new administrator's recovery codes.
 */
export async function acceptInvitation(
  ctx: ServerContext,
  input: { code: string; password: string; totpCode: string; ip: string },
): Promise<{ email: string; recoveryCodes: string[] }> {
  const now = ctx.now();
  const invitation = await requireOpen(ctx.db, input.code, now);
  if (invitation.totpSecret === null) throw new AppError('badData', 'Open the invitation first');
  const secret = openTotpSecret(await ctx.totpKey(), invitation.totpSecret, invitation.email);
  const step = await verifyTotp(secret, input.totpCode, now, null);
  if (step === null) throw new AppError('invalidCredentials', 'totpCode: the code does not match; try the next one');
  const organization = await findOrganizationById(ctx.db, invitation.organizationId);
  const practice = invitation.practiceId === null ? undefined : await findPracticeById(ctx.db, invitation.practiceId);
  const plan = await planAdministrator(ctx.db, {
    email: invitation.email,
    name: invitation.name,
    role: invitation.role === 'practice-admin' ? 'practice-admin' : 'org-admin',
    organizationId: invitation.organizationId,
    organizationName: organization?.name ?? '',
    practice: practice?.practiceId,
  });
  return ctx.db.transaction(async (tx) => {
    if (!(await claimInvitation(tx, invitation.id, now))) throw new AppError('invalidCredentials', NOT_VALID);
    const { admin, recoveryCodes } = await storeAdministrator(tx, plan, {
      password: input.password,
      // Sealed with the invitee's e-mail as associated data: the administrator's own sealing.
      sealedTotpSecret: invitation.totpSecret ?? '',
      totpLastStep: step,
      createdBy: invitation.invitedBy,
    });
    await recordAudit(tx, {
      at: now,
      type: 'admin-change',
      practiceId: plan.practiceAccountId,
      firstName: null,
      ip: input.ip,
      outcome: 'administrator: invitation accepted',
      change: {
        adminId: admin.id,
        adminEmail: admin.email,
        subject: 'administrator',
        before: null,
        after: await auditedAdministrator(tx, admin),
      },
    });
    return { email: admin.email, recoveryCodes };
  });
}
