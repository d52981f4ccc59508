/** SMART App Launch: the registered connection of an issuer with a launch nonce, and a session from a verified id_token. */
import { smartConnection, smartLogin } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { smartConnectionFor, smartLaunchLogin } from '../../services/smart-login.service.ts';

export function smartRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, smartConnection, ({ body, ip }) => smartConnectionFor(ctx, body.issuer, ip));
  registerCall(app, ctx, smartLogin, ({ body, ip, concurrencyKey }) =>
    smartLaunchLogin(ctx, { issuer: body.issuer, idToken: body.idToken, ip, concurrencyKey }),
  );
}
