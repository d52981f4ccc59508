/**
 * SMART App Launch on the server (docs/smart-on-fhir.md): the practice is found from the launch's
 * issuer, which an administrator registered with its client id (an unknown issuer is refused,
 * never guessed); a session starts only from an id_token this server verifies itself against the
 * authorization server's JWKS (signature, issuer, audience = client id, expiry), whose fhirUser and
 * name become the session's user. Access tokens never come here.
 */
import type { SmartConnectionData, SsoComplete } from '@triage/contracts';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { type EhrConnectionRow, findEhrConnection } from '../repositories/ehr-connections.repository.ts';
import { findPracticeById } from '../repositories/practices.repository.ts';
import { accountView, assertSubscription, seatLimit } from './account.service.ts';
import { normalizeIssuer } from './admin/ehr-connections.ts';
import { recordAudit } from './audit.service.ts';
import { isSeatRefusal, startSession } from './sessions.service.ts';

const DISCOVERY_TIMEOUT_MS = 5_000;

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

export async function smartConnectionFor(ctx: ServerContext, issuer: string): Promise<SmartConnectionData> {
  const connection = await registeredConnection(ctx, issuer);
  return { clientId: connection.clientId, scopes: connection.scopes };
}

interface AuthorizationServer {
  issuer: string;
  jwksUri: string;
}

/** The authorization server of a FHIR base URL, from its SMART configuration. */
async function discover(issuer: string): Promise<AuthorizationServer> {
  const invalid = (why: string) => new AppError('invalidEhrLaunch', why);
  let config: unknown;
  try {
    const response = await fetch(`${issuer}/.well-known/smart-configuration`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!response.ok) throw invalid(`The SMART configuration answered ${response.status}`);
    config = await response.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid('The SMART configuration could not be read');
  }
  const { issuer: authIssuer, jwks_uri: jwksUri } = (config ?? {}) as Record<string, unknown>;
  if (typeof authIssuer !== 'string' || typeof jwksUri !== 'string') {
    throw invalid('The SMART configuration names no issuer or jwks_uri');
  }
  return { issuer: authIssuer, jwksUri };
}

/** One key set per JWKS URL, as jose fetches and caches it (refetched on an unknown kid). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetOf(jwksUri: string): ReturnType<typeof createRemoteJWKSet> {
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, keySet);
  }
  return keySet;
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

export async function smartLaunchLogin(ctx: ServerContext, input: SmartLoginInput): Promise<SsoComplete> {
  const { db } = ctx;
  const audit = (outcome: string, practiceId: string | null, firstName: string | null = null) =>
    recordAudit(db, { at: ctx.now(), type: 'smart-launch', practiceId, firstName, ip: input.ip, outcome });
  const connection = await registeredConnection(ctx, input.issuer).catch(async (error: unknown) => {
    await audit('unknown-issuer', null);
    throw error;
  });
  const practice = await findPracticeById(db, connection.practiceId);
  if (!practice || practice.deletedAt !== null) {
    await audit('unknown-issuer', null);
    throw new AppError('unknownEhrIssuer', `The practice of EHR connection ${connection.id} no longer exists`);
  }
  let user: { fhirUser: string; name: string };
  try {
    const server = await discover(connection.issuer);
    const { payload } = await jwtVerify(input.idToken, keySetOf(server.jwksUri), {
      issuer: server.issuer,
      audience: connection.clientId,
      currentDate: ctx.now(),
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'PS256'],
    });
    user = userOf(payload);
  } catch (error) {
    await audit('invalid-id-token', practice.practiceId);
    if (error instanceof AppError) throw error;
    throw new AppError('invalidEhrLaunch', `The id_token was refused: ${(error as Error).name}`);
  }
  const view = await accountView(db, practice, { locationId: practice.locationId, optionsOverride: null }, ctx.now());
  try {
    assertSubscription(view);
  } catch (error) {
    await audit('no-active-subscription', practice.practiceId, user.name);
    throw error;
  }
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
