/** Single sign-on launch. */
import { ssoLogin } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { ssoLaunch } from '../../services/sso-login.service.ts';

export function ssoLoginRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, ssoLogin, ({ params, body, ip, concurrencyKey }) =>
    ssoLaunch(ctx, { token: params.token, data: body.data, ip, concurrencyKey }),
  );
}
