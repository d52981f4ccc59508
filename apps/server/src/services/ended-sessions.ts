/**
 * Sessions that end without their nurse signing out — idle or past their 12 hours, signed out at
 * the identity provider, refused by it at a refresh — are forgotten by this instance at once (the
 * others hear of it through the cache's invalidation) and each is audited `session-expired` with
 * why, naming the nurse (her stable id when the session was named). The one owner of that record.
 */
import type { ServerContext } from '../context.ts';
import { recordAudit } from './audit.service.ts';

export interface EndedSession {
  idHash: string;
  /** The practice's Account ID. */
  accountId: string;
  firstName: string;
  /** The named nurse's stable id (SMART, SSO or OpenID Connect), or null. */
  ehrUserId: string | null;
  /** Why it ended: idle, absolute, provider-logout, provider-refused. */
  reason: string;
}

/** This instance's memory of a session (its cached context, its unwritten activity) goes. */
export function forgetSession(ctx: ServerContext, idHash: string): void {
  ctx.cache.forgetSession(idHash);
  ctx.activity.forget(idHash);
}

/** Forgets the ended sessions and audits each, from the request's address (null: the server's own sweep). */
export async function recordEndedSessions(
  ctx: ServerContext,
  ended: readonly EndedSession[],
  ip: string | null,
  at: Date = ctx.now(),
): Promise<void> {
  for (const session of ended) forgetSession(ctx, session.idHash);
  if (ended.length === 0) return;
  await recordAudit(
    ctx.db,
    ...ended.map((session) => ({
      at,
      type: 'session-expired' as const,
      practiceId: session.accountId,
      firstName: session.firstName,
      ip,
      outcome: session.reason,
      ehrUserId: session.ehrUserId,
    })),
  );
}
