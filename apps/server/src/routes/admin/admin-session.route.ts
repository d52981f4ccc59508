/** Administrator sign-in, sign-out and the admin session (who, and which practices). */
import { adminSession, adminSignIn, adminSignOut } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { adminSessionData } from '../../services/admin-guard.ts';
import { endAdminSession } from '../../services/admin-sessions.service.ts';
import { adminSignIn as signIn } from '../../services/admin-sign-in.service.ts';

export function adminSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, adminSignIn, ({ body, ip }) => signIn(ctx, { ...body, ip }));

  registerCall(app, ctx, adminSignOut, async ({ admin, ip }) => {
    await endAdminSession(ctx, admin.auth, ip);
    return { signedOut: true as const };
  });

  registerCall(app, ctx, adminSession, async ({ admin }) => adminSessionData(admin));
}
