/** The nurses' app follows its practice's changes: a long poll (services/practice-changes.ts). */
import { listProtocolNotes, watchPractice } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import { WATCH_TIMEOUT_MS } from '../../cache/practice-changes.ts';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { practiceChangedAt } from '../../services/account.service.ts';
import { protocolNotesOf } from '../../services/protocols.service.ts';

export function practiceChangesRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, watchPractice, async ({ session, query, request }) => {
    const stamp = () => practiceChangedAt(ctx.cache, session.practice);
    const now = await stamp();
    if (query.since !== now) return { changedAt: now };
    const closed = new AbortController();
    request.raw.once('close', () => closed.abort());
    await ctx.practiceChanges.next(session.practice.id, WATCH_TIMEOUT_MS, closed.signal);
    return { changedAt: await stamp() };
  });

  registerCall(app, ctx, listProtocolNotes, async ({ session }) => ({ notes: protocolNotesOf(session.practice) }));
}
