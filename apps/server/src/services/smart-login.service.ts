/**
 * SMART App Launch on the server (docs/smart-on-fhir.md, ADR 0033): the practice is found from the
 * launch's issuer, which an administrator registered with its client id and its authorization
 * server's issuer (an unknown issuer is refused, never guessed). Each launch gets a nonce bound to
 * its connection (only its hash stored, 10 minutes, single use). A session starts only from an
 * id_token this server verifies itself against the authorization server's JWKS: signature, `iss` =
 * the recorded issuer (which the configuration must still name), `aud` containing the client id and
 * `azp`, when present, equal to it, `exp`, `iat` at most 10 minutes old, the `nonce` of an unused,
 * unexpired launch of this connection (consumed), and never an id_token accepted before (its jti
 * remembered until it expires). Its fhirUser and name become the session's user. Access tokens never
 * come here; no token or nonce is logged or stored in clear.
 */
import type { SmartConnectionData, SsoComplete } from '@triage/contracts';
import { type JWTPayload, jwtVerify } from 'jose';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { type EhrConnectionRow, findEhrConnection } from '../repositories/ehr-connections.repository.ts';
import { findPracticeById } from '../repositories/practices.repository.ts';
import { claimSmartIdToken, consumeSmartLaunch, insertSmartLaunch } from '../repositories/smart-launches.repository.ts';
import { accountView, assertSubscription, seatLimit } from './account.service.ts';
import { normalizeIssuer } from './admin/ehr-connections.ts';
import { recordAudit, recordRefusal } from './audit.service.ts';
import { failureKey, forgetSignInAttempt, forgetSignInFailures, reserveSignInAttempt } from './brute-force.service.ts';
import { addressKey } from './client-address.ts';
import { newSecret, sha256Hex } from './secrets.ts';
import { isSeatRefusal, startSession } from './sessions.service.ts';
import { cachedKeySet, cachedSmartConfiguration, SmartConfigurationUnreadable } from './smart-configuration.ts';

/** How long a launch may take from its nonce to the login. */
const SMART_LAUNCH_TTL_MS = 10 * 60 * 1000;
/** The oldest id_token accepted (seconds since its `iat`). */
const MAX_ID_TOKEN_AGE_SECONDS = 10 * 60;

async function registeredConnection(ctx: ServerContext, issuer: string): Promise<EhrConnectionRow> {
  let normalized: string;
  try {
    normalized = normalizeIssuer(issuer);
  } catch {
    throw new AppError('badData', 'The issuer is not a URL');
  }
  const connection = await findEhrConnection(ctx.db, normalized);
  if (!connection) throw new AppError('unknownEhrIssuer', `No EHR connection is registered for ${normalized}`);
  return connection;
}

/** The recorded authorization server issuer; a connection registered before it was recorded is refused. */
function recordedIssuer(connection: EhrConnectionRow): string {
  if (connection.authorizationIssuer === null) {
    throw new AppError(
      'ehrRegistrationOutdated',
      `EHR connection ${connection.id} was registered before its authorization server's issuer was recorded: an administrator must revoke it and register it again`,
    );
  }
  return connection.authorizationIssuer;
}

const auditLaunch = (
  ctx: ServerContext,
  ip: string,
  outcome: string,
  practiceId: string | null,
  firstName: string | null = null,
) => recordAudit(ctx.db, { at: ctx.now(), type: 'smart-launch', practiceId, firstName, ip, outcome });

/** The connection of a launch issuer and a fresh nonce bound to it (its hash stored until it expires). */
export async function smartConnectionFor(ctx: ServerContext, issuer: string, ip: string): Promise<SmartConnectionData> {
  const connection = await registeredConnection(ctx, issuer);
  try {
    recordedIssuer(connection);
  } catch (error) {
    const practice = await findPracticeById(ctx.db, connection.practiceId);
    await auditLaunch(ctx, ip, 'registration-outdated', practice?.practiceId ?? null);
    throw error;
  }
  const nonce = newSecret();
  await insertSmartLaunch(
    ctx.db,
    {
      nonceHash: sha256Hex(nonce),
      connectionId: connection.id,
      expiresAt: new Date(ctx.now().getTime() + SMART_LAUNCH_TTL_MS),
    },
    ctx.now(),
  );
  return { clientId: connection.clientId, scopes: connection.scopes, nonce };
}

/** The user of a verified id_token: their fhirUser and a display name (at most 100 characters). */
function userOf(claims: JWTPayload): { fhirUser: string; name: string } {
  const fhirUser = claims.fhirUser;
  if (typeof fhirUser !== 'string' || fhirUser.trim() === '' || fhirUser.length > 500) {
    throw new AppError('invalidEhrLaunch', 'The id_token carries no fhirUser');
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name =
    text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || fhirUser;
  return { fhirUser: fhirUser.trim(), name: name.slice(0, 100) };
}

export interface SmartLoginInput {
  issuer: string;
  idToken: string;
  ip: string;
  concurrencyKey: string | null;
}

/** A refused launch, with the outcome its audit event records. */
class LaunchRefused extends AppError {
  constructor(
    readonly outcome: 'invalid-id-token' | 'issuer-changed' | 'replayed-id-token' | 'unknown-launch' | 'ehr-unreadable',
    why: string,
  ) {
    super('invalidEhrLaunch', why);
  }
}

const invalid = (why: string) => new LaunchRefused('invalid-id-token', why);

/**
 * The EHR's configuration or keys could not be read or were refused (issue 33): the caller is not
 * signed in, so the answer says nothing of the EHR's address, status or body (the audit trail
 * records `ehr-unreadable`; an administrator sees the details by registering the EHR again).
 */
const unreadable = () => new LaunchRefused('ehr-unreadable', "The EHR's SMART configuration or keys could not be used");

/** The id_token's claims once verified against the connection (see the header); throws invalidEhrLaunch. */
async function verifiedClaims(ctx: ServerContext, connection: EhrConnectionRow, idToken: string): Promise<JWTPayload> {
  const issuer = recordedIssuer(connection);
  const network = { allowPrivateAddresses: ctx.config.ALLOW_PRIVATE_EHR_ADDRESSES };
  let jwksUri: string;
  try {
    const server = await cachedSmartConfiguration(connection.issuer, network, connection.origins);
    if (server.issuer !== issuer) {
      throw new LaunchRefused(
        'issuer-changed',
        `The SMART configuration names the issuer ${server.issuer}, not the one registered (${issuer})`,
      );
    }
    jwksUri = server.jwksUri;
  } catch (error) {
    if (error instanceof SmartConfigurationUnreadable) throw unreadable();
    throw error;
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, cachedKeySet(jwksUri, network, connection.origins), {
      issuer,
      audience: connection.clientId,
      currentDate: ctx.now(),
      maxTokenAge: MAX_ID_TOKEN_AGE_SECONDS,
      requiredClaims: ['exp', 'iat', 'nonce'],
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'PS256'],
    }));
  } catch (error) {
    if (error instanceof SmartConfigurationUnreadable) throw unreadable();
    const claim = (error as { claim?: unknown }).claim;
    throw invalid(
      `The id_token was refused: ${(error as Error).name}${typeof claim === 'string' ? ` (${claim})` : ''}`,
    );
  }
  if (payload.azp !== undefined && payload.azp !== connection.clientId) {
    throw invalid('The id_token was issued to another client (azp)');
  }
  if (typeof payload.nonce !== 'string' || payload.nonce === '') throw invalid('The id_token carries no nonce');
  return payload;
}

/** What makes an id_token single-use: its issuer and jti, or the whole token when it has no jti. */
function idTokenKey(payload: JWTPayload, idToken: string): string {
  return typeof payload.jti === 'string' && payload.jti !== ''
    ? sha256Hex(`jti\n${payload.iss ?? ''}\n${payload.jti}`)
    : sha256Hex(`token\n${idToken}`);
}

/**
 * Uses the launch and the id_token, both or neither (one transaction): the launch of this nonce
 * must be this connection's, unused and unexpired; the id_token must not have been accepted before.
 */
async function useLaunch(
  ctx: ServerContext,
  connection: EhrConnectionRow,
  payload: JWTPayload,
  idToken: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const expiresAt = new Date((payload.exp ?? 0) * 1000);
    if (!(await claimSmartIdToken(tx, idTokenKey(payload, idToken), expiresAt))) {
      throw new LaunchRefused('replayed-id-token', 'This id_token was already used');
    }
    if (!(await consumeSmartLaunch(tx, sha256Hex(String(payload.nonce)), connection.id, ctx.now()))) {
      throw new LaunchRefused(
        'unknown-launch',
        "The id_token's nonce is not that of an unused, unexpired launch of this EHR connection",
      );
    }
  });
}

/**
 * The sign-in limiter's key of a SMART launch: the issuer as sent, with the client's address, so
 * that the per-key progressive delay slows one address's refused launches of an issuer, never every
 * launch of the EHR (which a flood of forged id_tokens from many addresses could otherwise stall).
 */
const smartFailureKey = (issuer: string, ip: string) => failureKey(`(smart) ${addressKey(ip)} ${issuer}`);

/**
 * A session from a verified id_token. Goes through the sign-in limiter like a form sign-in (the
 * address's 50 failures per 15 minutes shared with it, 10 per address and issuer); refusals are
 * counted per window in `audit_refusals`, never a row each. Successes, and refusals after a valid
 * id_token (subscription, seats), stay audit events.
 */
export async function smartLaunchLogin(ctx: ServerContext, input: SmartLoginInput): Promise<SsoComplete> {
  const { db } = ctx;
  const audit = (outcome: string, practiceId: string | null, firstName: string | null = null) =>
    auditLaunch(ctx, input.ip, outcome, practiceId, firstName);
  const refusal = (outcome: string, practiceId: string | null) =>
    recordRefusal(db, { at: ctx.now(), type: 'smart-launch', practiceId, ip: input.ip, outcome });
  const key = smartFailureKey(input.issuer, input.ip);
  let attempt: number;
  try {
    attempt = await reserveSignInAttempt(db, ctx.config, { ip: input.ip, key, now: ctx.now() });
  } catch (error) {
    await refusal('rate-limited', null);
    throw error;
  }
  const connection = await registeredConnection(ctx, input.issuer).catch(async (error: unknown) => {
    if (error instanceof AppError && error.code === 'badData') await forgetSignInAttempt(db, attempt);
    else await refusal('unknown-issuer', null);
    throw error;
  });
  const practice = await findPracticeById(db, connection.practiceId);
  if (!practice || practice.deletedAt !== null) {
    await refusal('unknown-issuer', null);
    throw new AppError('unknownEhrIssuer', `The practice of EHR connection ${connection.id} no longer exists`);
  }
  let user: { fhirUser: string; name: string };
  try {
    const payload = await verifiedClaims(ctx, connection, input.idToken);
    user = userOf(payload);
    await useLaunch(ctx, connection, payload, input.idToken);
  } catch (error) {
    const outcome =
      error instanceof LaunchRefused
        ? error.outcome
        : error instanceof AppError && error.code === 'ehrRegistrationOutdated'
          ? 'registration-outdated'
          : 'invalid-id-token';
    await refusal(outcome, practice.practiceId);
    if (error instanceof AppError) throw error;
    throw invalid(`The id_token was refused: ${(error as Error).name}`);
  }
  const view = await accountView(db, practice, { locationId: practice.locationId, optionsOverride: null }, ctx.now());
  try {
    assertSubscription(view);
  } catch (error) {
    await forgetSignInAttempt(db, attempt);
    await audit('no-active-subscription', practice.practiceId, user.name);
    throw error;
  }
  await forgetSignInFailures(db, input.ip, key, ctx.now());
  const sessionId = await startSession(
    ctx,
    {
      practice,
      firstName: user.name,
      locationId: practice.locationId,
      optionsOverride: null,
      concurrencyKey: input.concurrencyKey,
      seats: seatLimit(view),
      ehrUserId: user.fhirUser,
    },
    input.ip,
  ).catch(async (error: unknown) => {
    if (isSeatRefusal(error)) await audit('no-seat-available', practice.practiceId, user.name);
    throw error;
  });
  await audit('success', practice.practiceId, user.name);
  return {
    sessionId,
    account: view.account,
    firstName: user.name,
    subscriptionCount: view.account.subscriptionCount,
    subscriptionEndDate: view.account.subscriptionEndDate,
    subscriptionType: view.account.subscriptionType,
  };
}
