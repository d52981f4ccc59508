/** The crash screen's error report (LogClientError): size-capped, scrubbed, limited per IP. */
import { CLIENT_ERROR_BODY_LIMIT, logClientError } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { logClientError as keepClientError } from '../../services/client-errors.service.ts';

export function clientErrorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(
    app,
    ctx,
    logClientError,
    async ({ body, session }) => ({ logged: await keepClientError(ctx, body.error, session?.practice.id ?? null) }),
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      rateLimit: { max: ctx.config.CLIENT_ERRORS_PER_MINUTE, timeWindow: 60_000 },
    },
  );
}
