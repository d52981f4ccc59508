/**
 * OpenID Connect Back-Channel Logout 1.0 (issue 35, ADR 0057): the identity provider posts a logout
 * token when a user's session ends there (she signs out, an administrator ends her sessions or
 * disables her, where the provider sends one then). The token's issuer and audience name the
 * connection; jose checks it against the provider's published keys (the JWKS of its discovery
 * document, fetched under the server's outbound rules): signature, `iss`, `aud` = the client id,
 * `iat` (at most 5 minutes old), `exp` when present, `jti`, the back-channel logout event, no
 * `nonce`, a `sub` or a `sid`. A token is accepted once (the hash of its issuer and jti is kept in
 * the used-token register until it expires). Then the sessions it names end at once, on every
 * instance (the session rows go; each instance's cache hears of it), each audited `provider-logout`.
 * Nothing of the token is logged: a refusal names the reason only.
 */
import { decodeJwt, type JWTPayload, jwtVerify } from 'jose';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { deleteNamedSessions, findOidcConnectionsByIssuer } from '../repositories/oidc.repository.ts';
import { claimSmartIdToken } from '../repositories/smart-launches.repository.ts';
import { recordEndedSessions } from './ended-sessions.ts';
import { providerConfiguration } from './oidc-client.ts';
import { sha256Hex } from './secrets.ts';
import { cachedKeySet } from './smart-configuration.ts';

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** A logout token is sent when the session ends: an older one is refused (and need not be remembered longer). */
const MAX_AGE_SECONDS = 5 * 60;
const CLOCK_TOLERANCE_SECONDS = 60;

const refused = (reason: string) =>
  new AppError('oidcLogoutTokenRefused', `Back-channel logout token refused: ${reason}`);

function unverifiedClaims(token: string): JWTPayload {
  try {
    return decodeJwt(token);
  } catch {
    throw refused('not a JWT');
  }
}

/** The claims the specification asks of a logout token beyond its signature, issuer, audience and times. */
function checkLogoutClaims(claims: JWTPayload): { sub: string | null; sid: string | null } {
  const events = claims.events;
  const event =
    typeof events === 'object' && events !== null ? (events as Record<string, unknown>)[LOGOUT_EVENT] : undefined;
  if (typeof event !== 'object' || event === null || Array.isArray(event))
    throw refused('no back-channel logout event');
  if ('nonce' in claims) throw refused('a nonce');
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  const sid = typeof claims.sid === 'string' && claims.sid !== '' ? claims.sid : null;
  if (sub === null && sid === null) throw refused('neither sub nor sid');
  if (typeof claims.jti !== 'string' || claims.jti === '') throw refused('no jti');
  return { sub, sid };
}

/** Ends the sessions a valid logout token names; refuses any other token with oidcLogoutTokenRefused. */
export async function backchannelLogout(ctx: ServerContext, token: string, ip: string): Promise<void> {
  const unverified = unverifiedClaims(token);
  const audiences = Array.isArray(unverified.aud) ? unverified.aud : unverified.aud ? [unverified.aud] : [];
  const candidates =
    typeof unverified.iss === 'string' ? await findOidcConnectionsByIssuer(ctx.db, unverified.iss, audiences) : [];
  const [connection] = candidates;
  if (!connection) throw refused('no connection has its issuer and audience');
  const now = ctx.now();
  let claims: JWTPayload;
  try {
    const configuration = await providerConfiguration(ctx, connection);
    const jwksUri = configuration.serverMetadata().jwks_uri;
    if (!jwksUri) throw refused('the provider publishes no keys');
    const network = { allowPrivateAddresses: ctx.config.ALLOW_PRIVATE_EHR_ADDRESSES };
    const keys = cachedKeySet(jwksUri, network, [new URL(jwksUri).origin]);
    ({ payload: claims } = await jwtVerify(token, keys, {
      issuer: connection.issuer,
      audience: connection.clientId,
      requiredClaims: ['iat', 'jti', 'events'],
      maxTokenAge: MAX_AGE_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: now,
    }));
  } catch (error) {
    if (error instanceof AppError) throw error;
    // jose's error code only (never the token or its claims).
    throw refused(error instanceof Error && 'code' in error ? String(error.code) : 'unverifiable');
  }
  const { sub, sid } = checkLogoutClaims(claims);
  const lastsUntil = (claims.iat ?? 0) + MAX_AGE_SECONDS + CLOCK_TOLERANCE_SECONDS;
  const fresh = await claimSmartIdToken(
    ctx.db,
    sha256Hex(`oidc-logout:${connection.issuer}\n${claims.jti}`),
    new Date(lastsUntil * 1000),
  );
  if (!fresh) throw refused('used already');
  const ended = await deleteNamedSessions(ctx.db, connection.id, {
    userId: sub === null ? null : `oidc:${connection.id}:${sub}`,
    sid,
  });
  const reason = 'provider-logout';
  await recordEndedSessions(
    ctx,
    ended.map((session) => ({ ...session, reason })),
    ip,
    now,
  );
}
