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
  renewSsoLink,
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
  renewSsoLink as renewLink,
  revokeSsoLink as revokeLink,
} from '../../services/admin/sso-links.ts';
import { readSubscriptions } from '../../services/admin/subscriptions.ts';
import { isOrganizationAdmin } from '../../services/admin-guard.ts';

export function accessRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getSharedPassword, ({ practice, now }) => readSharedPassword(ctx.db, practice, now));
  registerCall(app, ctx, rotateSharedPassword, ({ body, practice, editor, now }) =>
    rotate(ctx.db, practice, { ...body, editor, now }),
  );

  registerCall(app, ctx, listLiveSessions, async ({ practice, now }) => ({
    sessions: await listSessions(ctx.db, practice, now),
  }));
  registerCall(app, ctx, endLiveSessions, async ({ body, practice, editor, now }) => ({
    ended: await endSessions(ctx.db, practice, {
      handle: body.handle,
      editor,
      now,
    }),
  }));

  registerCall(app, ctx, listSsoLinks, async ({ practice, now }) => ({
    links: await listLinks(ctx.db, practice, now),
    canDeriveSecret: ctx.config.SSO_LAUNCH_KEY !== undefined,
  }));
  registerCall(app, ctx, createSsoLink, ({ body, admin, practice, editor, now }) =>
    createLink(ctx.db, practice, {
      ...body,
      launchKey: ctx.config.SSO_LAUNCH_KEY,
      editor,
      now,
      isOrgAdmin: isOrganizationAdmin(admin),
    }),
  );
  registerCall(app, ctx, revokeSsoLink, async ({ body, practice, editor, now }) => ({
    sessionsEnded: await revokeLink(ctx.db, practice, {
      id: body.id,
      editor,
      now,
    }),
  }));

  registerCall(app, ctx, renewSsoLink, async ({ body, admin, practice, editor, now }) => {
    const expiresAt = await renewLink(ctx.db, practice, {
      id: body.id,
      expiresAt: body.expiresAt === undefined ? undefined : new Date(body.expiresAt),
      editor,
      now,
      isOrgAdmin: isOrganizationAdmin(admin),
    });
    return { expiresAt: expiresAt?.toISOString() ?? null };
  });

  registerCall(app, ctx, getLocations, ({ admin, practice }) =>
    readLocations(ctx.db, practice, isOrganizationAdmin(admin)),
  );
  registerCall(app, ctx, saveLocation, ({ body, admin, practice, editor, now }) =>
    saveOneLocation(ctx.db, practice, body, editor, now, isOrganizationAdmin(admin)),
  );

  registerCall(app, ctx, getSubscriptions, ({ practice, now }) => readSubscriptions(ctx.db, practice, now));
}
