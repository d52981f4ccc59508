/** The console's Settings → Identity provider: the organization's OpenID Connect connection (ADR 0049). */
import { getOidcConnection, saveOidcConnection } from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { oidcConnectionView, saveOidcConnection as save } from '../../services/admin/identity-provider.ts';

export function identityProviderRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getOidcConnection, ({ practice }) => oidcConnectionView(ctx, practice));
  registerCall(app, ctx, saveOidcConnection, ({ body, admin, practice, ip }) =>
    save(ctx, practice, body, { admin: admin.auth.admin, ip }),
  );
}
