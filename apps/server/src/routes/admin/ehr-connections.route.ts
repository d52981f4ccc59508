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
import { AppError } from '../../lib/app-error.ts';
import {
  changeEhrConnectionScopes,
  ehrConnectionEntry,
  listEhrConnectionEntries,
  registerEhrConnection,
  revokeEhrConnection,
} from '../../services/admin/ehr-connections.ts';
import { isOrganizationAdmin, practiceInScope } from '../../services/admin-guard.ts';

export function ehrConnectionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, listPracticeEhrConnections, async ({ admin }) => ({
    connections: await listEhrConnectionEntries(ctx.db, practiceInScope(admin)),
  }));

  registerCall(app, ctx, registerPracticeEhrConnection, async ({ admin, body, ip }) => {
    const practice = practiceInScope(admin);
    // Registering makes the server fetch from the EHR and opens the page CSP to its origins: an
    // organization administrator's decision (or the operator's command line), not a practice's (issue 33).
    if (!isOrganizationAdmin(admin)) {
      throw new AppError('unauthorized', 'Only an organization administrator registers an EHR connection');
    }
    const row = await registerEhrConnection(
      ctx.db,
      { allowPrivateAddresses: ctx.config.ALLOW_PRIVATE_EHR_ADDRESSES },
      { practiceId: practice.practiceId, issuer: body.issuer, clientId: body.clientId, origins: body.origins },
      ctx.now(),
      { admin: admin.auth.admin, ip },
    );
    return { connection: ehrConnectionEntry(row) };
  });

  registerCall(app, ctx, updatePracticeEhrConnectionScopes, async ({ admin, params, body, ip }) => {
    const row = await changeEhrConnectionScopes(
      ctx.db,
      practiceInScope(admin),
      params.connectionId,
      body.scopes,
      ctx.now(),
      { admin: admin.auth.admin, ip },
    );
    return { connection: ehrConnectionEntry(row) };
  });

  registerCall(app, ctx, revokePracticeEhrConnection, async ({ admin, params, ip }) => {
    await revokeEhrConnection(ctx.db, practiceInScope(admin), params.connectionId, ctx.now(), {
      admin: admin.auth.admin,
      ip,
    });
    return { revoked: true as const };
  });
}
