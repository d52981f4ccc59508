/** The nurses' app follows its practice's changes: a long poll (services/practice-watch.service.ts). */
import { listProtocolNotes, watchPractice } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { watchPracticeFor } from '../../services/practice-watch.service.ts';
import { protocolNotesOf } from '../../services/protocols.service.ts';

export function practiceChangesRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, watchPractice, ({ session, query, request, ip }) => {
    const closed = new AbortController();
    request.raw.once('close', () => closed.abort());
    return watchPracticeFor(ctx, session, { since: query.since, ip, closed: closed.signal });
  });

  registerCall(app, ctx, listProtocolNotes, async ({ session }) => ({ notes: protocolNotesOf(session.practice) }));
}
