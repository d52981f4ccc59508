/** The console's Settings → EHR connections: list, register, change the scopes of and revoke a practice's EHRs (audited). */
import {
  listPracticeEhrConnections,
  registerPracticeEhrConnection,
  revokePracticeEhrConnection,
  updatePracticeEhrConnectionScopes,
} from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import {
  changeEhrConnectionScopes,
  ehrConnectionEntry,
  listEhrConnectionEntries,
  registerEhrConnection,
  revokeEhrConnection,
} from '../../services/admin/ehr-connections.ts';

export function ehrConnectionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, listPracticeEhrConnections, async ({ practice }) => ({
    connections: await listEhrConnectionEntries(ctx.db, practice),
  }));

  registerCall(app, ctx, registerPracticeEhrConnection, async ({ body, admin, practice, now, ip }) => {
    const row = await registerEhrConnection(
      ctx.db,
      { allowPrivateAddresses: ctx.config.ALLOW_PRIVATE_EHR_ADDRESSES },
      { practiceId: practice.practiceId, issuer: body.issuer, clientId: body.clientId, origins: body.origins },
      now,
      { admin: admin.auth.admin, ip },
    );
    return { connection: ehrConnectionEntry(row) };
  });

  registerCall(app, ctx, updatePracticeEhrConnectionScopes, async ({ params, body, admin, practice, now, ip }) => {
    const row = await changeEhrConnectionScopes(ctx.db, practice, params.connectionId, body.scopes, now, {
      admin: admin.auth.admin,
      ip,
    });
    return { connection: ehrConnectionEntry(row) };
  });

  registerCall(app, ctx, revokePracticeEhrConnection, async ({ params, admin, practice, now, ip }) => {
    await revokeEhrConnection(ctx.db, practice, params.connectionId, now, {
      admin: admin.auth.admin,
      ip,
    });
    return { revoked: true as const };
  });
}
