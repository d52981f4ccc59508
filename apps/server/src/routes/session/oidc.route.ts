/** Named sign-in through the organization's identity provider (ADR 0049): the login page, the start, the completion. */
import { oidcComplete, oidcLoginPage, oidcStart } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { completeOidcSignIn, oidcLoginPage as loginPage, startOidcSignIn } from '../../services/oidc-login.service.ts';

export function oidcRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, oidcLoginPage, ({ params }) => loginPage(ctx, params.slug));
  registerCall(app, ctx, oidcStart, ({ params }) => startOidcSignIn(ctx, params.slug));
  registerCall(app, ctx, oidcComplete, ({ body, ip, concurrencyKey }) =>
    completeOidcSignIn(ctx, { callback: body.callback, flowKey: body.flowKey, ip, concurrencyKey }),
  );
}
