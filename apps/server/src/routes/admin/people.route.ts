/** The console's Administrators (list, invite, deactivate), invitations (open, accept) and audit trail. */
import {
  acceptInvitation,
  deactivateAdministrator,
  inviteAdministrator,
  listAdministrators,
  listAuditTrail,
  openInvitation,
  setMedicalDirector,
} from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { administratorsInScope } from '../../services/admin/administrator-list.ts';
import {
  deactivateAdministrator as deactivate,
  setMedicalDirector as grant,
} from '../../services/admin/administrators.ts';
import { auditTrail } from '../../services/admin/audit-trail.ts';
import {
  acceptInvitation as accept,
  inviteAdministrator as invite,
  openInvitation as open,
} from '../../services/admin/invitations.ts';
import type { AdminScope } from '../../services/admin-guard.ts';

export function peopleRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, listAdministrators, async ({ admin }) => ({
    administrators: await administratorsInScope(ctx.db, admin),
  }));

  registerCall(app, ctx, inviteAdministrator, ({ body, admin, now, ip }) =>
    invite(ctx.db, { admin: admin.auth.admin, ip }, body, now),
  );

  registerCall(app, ctx, deactivateAdministrator, async ({ params, admin, now, ip }) => {
    const done = await deactivate(ctx.db, { id: params.adminId }, now, { admin: admin.auth.admin, ip });
    return { administrator: await entryInScope(ctx, admin, done.id) };
  });

  registerCall(app, ctx, setMedicalDirector, async ({ params, body, admin, now, ip }) => {
    const done = await grant(ctx.db, { adminId: params.adminId, ...body }, now, { admin: admin.auth.admin, ip });
    return { administrator: await entryInScope(ctx, admin, done.id) };
  });

  registerCall(app, ctx, openInvitation, ({ body, ip }) => open(ctx, body.code, ip));

  registerCall(app, ctx, acceptInvitation, ({ body, ip }) => accept(ctx, { ...body, ip }));

  registerCall(app, ctx, listAuditTrail, ({ query, admin }) => auditTrail(ctx.db, admin, query));
}

/** The changed administrator as the console lists it. */
async function entryInScope(ctx: ServerContext, admin: AdminScope, id: number) {
  const entry = (await administratorsInScope(ctx.db, admin)).find((a) => a.id === id);
  if (!entry) throw new Error('The changed administrator is not in scope');
  return entry;
}
