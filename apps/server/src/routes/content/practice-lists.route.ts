/**
 * The protocol and disposition lists keyed by practice id: GET /api/practices/:practiceId/protocols
 * and /dispositions. Only the session's own practice may be named (matched without regard to case).
 */
import { listPracticeDispositions, listPracticeProtocols } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { AppError } from '../../lib/app-error.ts';
import { listDispositionsFor } from '../../services/dispositions.service.ts';
import { listProtocolsFor } from '../../services/protocols.service.ts';
import type { AuthSession } from '../../services/sessions.service.ts';

function assertOwnPractice(session: AuthSession, practiceId: string): void {
  if (practiceId.toLowerCase() !== session.practice.practiceId.toLowerCase()) {
    throw new AppError('noAccessToContent', "The session's practice is not the one named in the path");
  }
}

export function practiceListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, listPracticeProtocols, async ({ session, params }) => {
    assertOwnPractice(session, params.practiceId);
    return { protocols: await listProtocolsFor(ctx, session.practice) };
  });

  registerCall(app, ctx, listPracticeDispositions, async ({ session, params }) => {
    assertOwnPractice(session, params.practiceId);
    return { dispositions: await listDispositionsFor(ctx, session.session.locationId) };
  });
}
