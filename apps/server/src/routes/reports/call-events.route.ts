/** RecordCallEvent: a call's de-identified event, sent by the browser at COPY (and retried). */
import { CALL_EVENT_BODY_LIMIT, recordCallEvent } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { recordCallEvent as keepCallEvent } from '../../services/call-events.service.ts';

export function callEventRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(
    app,
    ctx,
    recordCallEvent,
    async ({ body, session, ip }) => ({ recorded: await keepCallEvent(ctx, session, body.event, ip) }),
    { bodyLimit: CALL_EVENT_BODY_LIMIT },
  );
}
