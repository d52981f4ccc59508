/**
 * Administrators' credentials: completing a re-enrolment, one's own password and recovery codes,
 * resetting another's authenticator, reactivation, and pending invitations (list, revoke).
 */
import {
  changeOwnPassword,
  completeTotpEnrolment,
  listInvitations,
  reactivateAdministrator,
  regenerateRecoveryCodes,
  resetAdministratorTotp,
  revokeInvitation,
} from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { administratorsInScope } from '../../services/admin/administrator-list.ts';
import {
  changeOwnPassword as changePassword,
  reactivateAdministrator as reactivate,
  regenerateOwnRecoveryCodes,
  resetAdministratorTotp as resetTotp,
} from '../../services/admin/credentials.ts';
import { pendingInvitations, revokeInvitation as revoke } from '../../services/admin/pending-invitations.ts';
import { completeEnrolment } from '../../services/admin-enrolment.service.ts';
import type { AdminScope } from '../../services/admin-guard.ts';

/** The administrator as the list shows them to the viewer, after a change. */
async function listed(ctx: ServerContext, scope: AdminScope, id: number) {
  const entry = (await administratorsInScope(ctx.db, scope)).find((a) => a.id === id);
  if (!entry) throw new Error('The changed administrator is not in scope');
  return { administrator: entry };
}

export function credentialsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, completeTotpEnrolment, ({ body, ip }) => completeEnrolment(ctx, { ...body, ip }));

  registerCall(app, ctx, changeOwnPassword, ({ body, admin, ip }) => changePassword(ctx, admin.auth, { ...body, ip }));

  registerCall(app, ctx, regenerateRecoveryCodes, ({ body, admin, ip }) =>
    regenerateOwnRecoveryCodes(ctx, admin.auth, { code: body.code, ip }),
  );

  registerCall(app, ctx, resetAdministratorTotp, async ({ params, admin, now, ip }) => {
    const done = await resetTotp(ctx.db, { admin: admin.auth.admin, ip }, params.adminId, now);
    return listed(ctx, admin, done.id);
  });

  registerCall(app, ctx, reactivateAdministrator, async ({ params, admin, now, ip }) => {
    const done = await reactivate(ctx.db, { admin: admin.auth.admin, ip }, params.adminId, now);
    return listed(ctx, admin, done.id);
  });

  registerCall(app, ctx, listInvitations, async ({ admin, now }) => ({
    invitations: await pendingInvitations(ctx.db, admin.auth.admin, now),
  }));

  registerCall(app, ctx, revokeInvitation, async ({ params, admin, now, ip }) => {
    await revoke(ctx.db, { admin: admin.auth.admin, ip }, params.invitationId, now);
    return { revoked: true as const };
  });
}
