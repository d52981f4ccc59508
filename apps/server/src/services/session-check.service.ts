/**
 * The heartbeat and the start-up validation of a stored session. Both apply the subscription rule
 * (account.service): a refused heartbeat records no activity.
 */
import type { CheckSessionData, SessionAccountData } from '@triage/contracts';
import type { ServerContext } from '../context.ts';
import { assertSessionSubscription, cachedAccountView } from './account.service.ts';
import { checkAtProvider } from './oidc-refresh.service.ts';
import { idleExpiresAt } from './session-policy.ts';
import { type AuthSession, authenticate, prolongSession } from './sessions.service.ts';

export interface CheckSessionInput {
  sessionId: string;
  /** True only when the user was active: restarts the idle timeout. */
  prolong: boolean;
  ip: string;
  concurrencyKey: string | null;
}

export async function checkSession(ctx: ServerContext, input: CheckSessionInput): Promise<CheckSessionData> {
  const auth = await authenticate(ctx, {
    sessionId: input.sessionId,
    concurrencyKey: input.concurrencyKey ?? undefined,
    ip: input.ip,
  });
  await assertSessionSubscription(ctx.cache, auth.practice, auth.session, ctx.now());
  await checkAtProvider(ctx, auth, input.ip);
  const session = input.prolong ? await prolongSession(ctx, auth) : auth.session;
  return {
    sessionId: input.sessionId,
    idleExpiresAt: idleExpiresAt(session).toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  };
}

/**
 * The session's account (validate-session; the subscription rule was applied by registerCall, as
 * its contract lists noActiveSubscription). Does not count as activity. Both check a named session
 * at its identity provider when due (oidc-refresh.service.ts).
 */
export async function sessionAccount(ctx: ServerContext, auth: AuthSession, ip: string): Promise<SessionAccountData> {
  await checkAtProvider(ctx, auth, ip);
  const view = await cachedAccountView(ctx.cache, auth.practice, auth.session, ctx.now());
  return { account: view.account, firstName: auth.session.firstName };
}
