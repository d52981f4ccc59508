/**
 * Losing access (issue 35, ADR 0049): a named session is checked at the identity provider at its
 * session checks (the heartbeat, the start-up validation), at most every OIDC_REFRESH_CHECK_SECONDS:
 * a refresh grant with its sealed refresh token. The provider refusing it (the user was disabled or
 * removed, or the grant revoked: an OAuth error answer) ends the session at once, audited as
 * `provider-refused`. A provider that cannot be reached does not end it (the nurse keeps working
 * through an outage of the provider; the next check asks again).
 */
import * as client from 'openid-client';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { findOidcConnectionById, recordRefresh } from '../repositories/oidc.repository.ts';
import { deleteSession } from '../repositories/sessions.repository.ts';
import { recordEndedSessions } from './ended-sessions.ts';
import { openRefreshToken, providerConfiguration, sealRefreshToken } from './oidc-client.ts';
import type { AuthSession } from './sessions.service.ts';

export async function checkAtProvider(ctx: ServerContext, auth: AuthSession, ip: string): Promise<void> {
  const { session } = auth;
  if (session.oidcConnectionId === null) return;
  const now = ctx.now();
  const due = (session.refreshedAt?.getTime() ?? 0) + ctx.config.OIDC_REFRESH_CHECK_SECONDS * 1000;
  if (due > now.getTime()) return;
  const connection = await findOidcConnectionById(ctx.db, session.oidcConnectionId);
  let refused = connection === undefined || session.refreshToken === null;
  let renewed: string | null = null;
  if (!refused && connection && session.refreshToken !== null) {
    try {
      const configuration = await providerConfiguration(ctx, connection);
      const token = await openRefreshToken(ctx, connection.id, session.refreshToken);
      const answer = await client.refreshTokenGrant(configuration, token);
      renewed = answer.refresh_token ? await sealRefreshToken(ctx, connection.id, answer.refresh_token) : null;
    } catch (error) {
      // An OAuth error answer is the provider's refusal; anything else (unreachable) is no answer.
      if (!(error instanceof client.ResponseBodyError)) return;
      refused = true;
    }
  }
  if (!refused) {
    await recordRefresh(ctx.db, auth.idHash, now, renewed);
    ctx.cache.forgetSession(auth.idHash);
    return;
  }
  await deleteSession(ctx.db, auth.idHash);
  const { firstName, ehrUserId } = session;
  const ended = {
    idHash: auth.idHash,
    accountId: auth.practice.practiceId,
    firstName,
    ehrUserId,
    reason: 'provider-refused',
  };
  await recordEndedSessions(ctx, [ended], ip, now);
  throw new AppError('unauthorized', 'The identity provider no longer accepts this user');
}
