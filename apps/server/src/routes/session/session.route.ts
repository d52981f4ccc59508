/** Sign-in, sign-out, the heartbeat and start-up validation. */
import { checkSession, login, logout, validateSession } from '@triage/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { checkSession as runCheckSession, sessionAccount } from '../../services/session-check.service.ts';
import { signOut } from '../../services/sessions.service.ts';
import { signIn } from '../../services/sign-in.service.ts';

/** Aborted when the client goes away before its answer is sent (it gave up, or sent it again). */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

export function sessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, login, ({ body, ip, concurrencyKey, reply }) =>
    signIn(ctx, { ...body, ip, concurrencyKey, gone: clientGone(reply) }),
  );

  registerCall(app, ctx, logout, async ({ session, ip }) => {
    await signOut(ctx, session, ip);
    return { signedOut: true as const };
  });

  registerCall(app, ctx, checkSession, ({ query, ip, concurrencyKey }) =>
    runCheckSession(ctx, { sessionId: query.sessionId, prolong: query.prolong === 'true', ip, concurrencyKey }),
  );

  registerCall(app, ctx, validateSession, ({ session, ip }) => sessionAccount(ctx, session, ip));
}
