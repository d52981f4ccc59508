/** The console's Administrators (list, invite, deactivate), invitations (open, accept) and audit trail. */
import {
  acceptInvitation,
  deactivateAdministrator,
  inviteAdministrator,
  listAdministrators,
  listAuditTrail,
  openInvitation,
} from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { administratorsInScope } from '../../services/admin/administrator-list.ts';
import { deactivateAdministrator as deactivate } from '../../services/admin/administrators.ts';
import { auditTrail } from '../../services/admin/audit-trail.ts';
import {
  acceptInvitation as accept,
  inviteAdministrator as invite,
  openInvitation as open,
} from '../../services/admin/invitations.ts';

export function peopleRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, listAdministrators, async ({ admin }) => ({
    administrators: await administratorsInScope(ctx.db, admin),
  }));

  registerCall(app, ctx, inviteAdministrator, ({ admin, body, ip }) =>
    invite(ctx.db, { admin: admin.auth.admin, ip }, body, ctx.now()),
  );

  registerCall(app, ctx, deactivateAdministrator, async ({ admin, params, ip }) => {
    const done = await deactivate(ctx.db, { id: params.adminId }, ctx.now(), { admin: admin.auth.admin, ip });
    const listed = await administratorsInScope(ctx.db, admin);
    const entry = listed.find((a) => a.id === done.id);
    if (!entry) throw new Error('The deactivated administrator is not in scope');
    return { administrator: entry };
  });

  registerCall(app, ctx, openInvitation, ({ body, ip }) => open(ctx, body.code, ip));

  registerCall(app, ctx, acceptInvitation, ({ body, ip }) => accept(ctx, { ...body, ip }));

  registerCall(app, ctx, listAuditTrail, ({ admin, query }) => auditTrail(ctx.db, admin, query));
}
