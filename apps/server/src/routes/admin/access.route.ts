/**
 * The console's access screens for one practice: shared password, live sessions, SSO links,
 * locations, subscriptions. The guard has checked the practice is in the administrator's scope.
 */
import {
  createSsoLink,
  endLiveSessions,
  getLocations,
  getSharedPassword,
  getSubscriptions,
  listLiveSessions,
  listSsoLinks,
  revokeSsoLink,
  rotateSharedPassword,
  saveLocation,
} from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import {
  endLiveSessions as endSessions,
  listLiveSessions as listSessions,
} from '../../services/admin/live-sessions.ts';
import { readLocations, saveLocation as saveOneLocation } from '../../services/admin/locations.ts';
import { readSharedPassword, rotateSharedPassword as rotate } from '../../services/admin/shared-password.ts';
import {
  createSsoLink as createLink,
  listSsoLinks as listLinks,
  revokeSsoLink as revokeLink,
} from '../../services/admin/sso-links.ts';
import { readSubscriptions } from '../../services/admin/subscriptions.ts';
import { editorOf, isOrganizationAdmin, practiceInScope } from '../../services/admin-guard.ts';

export function accessRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getSharedPassword, ({ admin }) =>
    readSharedPassword(ctx.db, practiceInScope(admin), ctx.now()),
  );
  registerCall(app, ctx, rotateSharedPassword, ({ admin, body, ip }) =>
    rotate(ctx.db, practiceInScope(admin), { ...body, editor: editorOf(admin, ip), now: ctx.now() }),
  );

  registerCall(app, ctx, listLiveSessions, async ({ admin }) => ({
    sessions: await listSessions(ctx.db, practiceInScope(admin), ctx.now()),
  }));
  registerCall(app, ctx, endLiveSessions, async ({ admin, body, ip }) => ({
    ended: await endSessions(ctx.db, practiceInScope(admin), {
      handle: body.handle,
      editor: editorOf(admin, ip),
      now: ctx.now(),
    }),
  }));

  registerCall(app, ctx, listSsoLinks, async ({ admin }) => ({
    links: await listLinks(ctx.db, practiceInScope(admin), ctx.now()),
    canDeriveSecret: ctx.config.SSO_LAUNCH_KEY !== undefined,
  }));
  registerCall(app, ctx, createSsoLink, ({ admin, body, ip }) =>
    createLink(ctx.db, practiceInScope(admin), {
      ...body,
      launchKey: ctx.config.SSO_LAUNCH_KEY,
      editor: editorOf(admin, ip),
      now: ctx.now(),
      isOrgAdmin: isOrganizationAdmin(admin),
    }),
  );
  registerCall(app, ctx, revokeSsoLink, async ({ admin, body, ip }) => ({
    sessionsEnded: await revokeLink(ctx.db, practiceInScope(admin), {
      id: body.id,
      editor: editorOf(admin, ip),
      now: ctx.now(),
    }),
  }));

  registerCall(app, ctx, getLocations, ({ admin }) =>
    readLocations(ctx.db, practiceInScope(admin), isOrganizationAdmin(admin)),
  );
  registerCall(app, ctx, saveLocation, ({ admin, body, ip }) =>
    saveOneLocation(ctx.db, practiceInScope(admin), body, editorOf(admin, ip), ctx.now(), isOrganizationAdmin(admin)),
  );

  registerCall(app, ctx, getSubscriptions, ({ admin }) => readSubscriptions(ctx.db, practiceInScope(admin), ctx.now()));
}
