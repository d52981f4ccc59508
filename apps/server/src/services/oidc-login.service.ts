/**
 * Named sign-in through the organization's identity provider (issue 35, ADR 0049). The login page
 * at /login/<slug> names the organization; a sign-in starts here (code flow, PKCE S256, state,
 * nonce, made by openid-client) and completes here: the state (only its sha-256 stored, 10
 * minutes, single use) names the connection, the code is exchanged with the client secret and the
 * PKCE verifier, and openid-client checks the ID token (signature, iss, aud, azp, exp, iat, nonce).
 * The verifier is the browser's flowKey (never stored here) and the nonce derives from it, so an
 * answer completes only in the browser that started it. The ID token's `sub` is the user's stable
 * id, its name the nurse's name; its group claim chooses the practice and location among the
 * connection's allowed groups. Neither tokens nor the provider's messages are logged or stored in
 * clear: the refresh token is sealed on the session.
 */
import type { OidcLoginPage, OidcStartData, SsoComplete } from '@triage/contracts';
import * as client from 'openid-client';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import {
  consumeOidcFlow,
  findOidcConnectionById,
  findOidcConnectionBySlug,
  insertOidcFlow,
  type OidcConnectionRow,
} from '../repositories/oidc.repository.ts';
import { findPracticeById } from '../repositories/practices.repository.ts';
import { accountView, assertSubscription, seatLimit } from './account.service.ts';
import { recordAudit, recordRefusal } from './audit.service.ts';
import { providerConfiguration, providerError, redirectUri, sealRefreshToken } from './oidc-client.ts';
import { sha256Hex } from './secrets.ts';
import { isSeatRefusal, startSession } from './sessions.service.ts';

/** How long a sign-in may take from its start to its completion. */
const FLOW_TTL_MS = 10 * 60 * 1000;
const MAX_NAME = 100;
const SCOPES = 'openid profile offline_access';

const noOrganization = (slug: string) =>
  new AppError('noOrganization', `No organization signs in with an identity provider at ${slug}`);

async function connectionAt(ctx: ServerContext, slug: string) {
  const found = await findOidcConnectionBySlug(ctx.db, slug);
  if (!found) throw noOrganization(slug);
  return found;
}

export async function oidcLoginPage(ctx: ServerContext, slug: string): Promise<OidcLoginPage> {
  const { connection, organization } = await connectionAt(ctx, slug);
  return { organization, passwordFormOff: connection.passwordFormOff };
}

/**
 * The connection's public JWKS (RFC 7517), read by the provider to check our client assertions
 * (private_key_jwt, ADR 0060): only the public key. No key: noOrganization.
 */
export async function oidcPublicJwks(ctx: ServerContext, slug: string): Promise<{ keys: Record<string, string>[] }> {
  const { connection } = await connectionAt(ctx, slug);
  if (!connection.publicKey) throw noOrganization(slug);
  return { keys: [connection.publicKey] };
}

/** The nonce of a sign-in, derived from its verifier (so it need not be stored). */
const nonceOf = (flowKey: string) => sha256Hex(`oidc-nonce:${flowKey}`);

function callbackUri(ctx: ServerContext): string {
  const uri = redirectUri(ctx);
  if (uri === null) throw new AppError('oidcFailed', 'PUBLIC_URL is not set: named sign-in has no redirect URI');
  return uri;
}

export async function startOidcSignIn(ctx: ServerContext, slug: string): Promise<OidcStartData> {
  const { connection } = await connectionAt(ctx, slug);
  const redirect = callbackUri(ctx);
  const configuration = await providerConfiguration(ctx, connection).catch((error: unknown) => {
    throw new AppError(
      'oidcFailed',
      `The identity provider of ${slug} could not be read: ${providerError(error).message}`,
    );
  });
  const flowKey = client.randomPKCECodeVerifier();
  const state = client.randomState();
  await insertOidcFlow(ctx.db, {
    stateHash: sha256Hex(state),
    connectionId: connection.id,
    expiresAt: new Date(ctx.now().getTime() + FLOW_TTL_MS),
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirect,
    scope: SCOPES,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(flowKey),
    code_challenge_method: 'S256',
    state,
    nonce: nonceOf(flowKey),
    // offline_access needs consent at most providers; the refresh token is how a removed user's
    // session ends (ADR 0049).
    prompt: 'consent',
  });
  return { authorizationUrl: url.href, flowKey };
}

export interface CompleteOidcInput {
  callback: string;
  flowKey: string;
  ip: string;
  concurrencyKey: string | null;
}

/** The ID token's name for the nurse: `name`, else given and family names. */
function nameOf(claims: client.IDToken): string | null {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return name ? name.slice(0, MAX_NAME) : null;
}

/** The first allowed group the user is in, in the connection's order. */
function allowedGroup(connection: OidcConnectionRow, claims: client.IDToken) {
  const value = claims[connection.groupClaim];
  const groups = Array.isArray(value)
    ? value.filter((g) => typeof g === 'string')
    : typeof value === 'string'
      ? [value]
      : [];
  return connection.groups.find((mapping) => groups.includes(mapping.group)) ?? null;
}

export async function completeOidcSignIn(ctx: ServerContext, input: CompleteOidcInput): Promise<SsoComplete> {
  const { db } = ctx;
  const refusal = (outcome: string, practiceId: string | null) =>
    recordRefusal(db, { at: ctx.now(), type: 'oidc-sign-in', practiceId, ip: input.ip, outcome });
  const answer = input.callback.replace(/^\?/, '');
  const state = new URLSearchParams(answer).get('state');
  const connectionId = state === null ? undefined : await consumeOidcFlow(db, sha256Hex(state), ctx.now());
  const connection = connectionId === undefined ? undefined : await findOidcConnectionById(db, connectionId);
  if (!connection || state === null) {
    await refusal('unknown-state', null);
    throw new AppError('oidcFailed', 'The sign-in is unknown, expired or was completed already');
  }
  const current = new URL(`${callbackUri(ctx)}?${answer}`);
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    const configuration = await providerConfiguration(ctx, connection);
    tokens = await client.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: input.flowKey,
      expectedNonce: nonceOf(input.flowKey),
      expectedState: state,
      idTokenExpected: true,
    });
  } catch (error) {
    const refused = providerError(error);
    await refusal(refused.code, null);
    throw refused;
  }
  const claims = tokens.claims();
  const firstName = claims ? nameOf(claims) : null;
  if (!claims || firstName === null) {
    await refusal('no-name', null);
    throw new AppError('oidcFailed', 'The ID token names no user (name, or given_name and family_name)');
  }
  const userId = `oidc:${connection.id}:${claims.sub}`;
  const mapping = allowedGroup(connection, claims);
  const practice = mapping ? await findPracticeById(db, mapping.practiceId) : undefined;
  if (!mapping || !practice || practice.deletedAt !== null) {
    await refusal('not-in-allowed-group', null);
    throw new AppError('oidcNotAllowed', `The user is in none of the groups of connection ${connection.id}`);
  }
  const audit = (outcome: string) =>
    recordAudit(db, {
      at: ctx.now(),
      type: 'oidc-sign-in',
      practiceId: practice.practiceId,
      firstName,
      ip: input.ip,
      outcome,
      ehrUserId: userId,
    });
  const locationId = mapping.locationId ?? practice.locationId;
  const view = await accountView(db, practice, { locationId, optionsOverride: null }, ctx.now());
  try {
    assertSubscription(view);
  } catch (error) {
    await audit('no-active-subscription');
    throw error;
  }
  const sid = typeof claims.sid === 'string' ? claims.sid : null;
  const refreshToken = tokens.refresh_token ? await sealRefreshToken(ctx, connection.id, tokens.refresh_token) : null;
  const sessionId = await startSession(
    ctx,
    {
      practice,
      firstName,
      locationId,
      optionsOverride: null,
      concurrencyKey: input.concurrencyKey,
      seats: seatLimit(view),
      ehrUserId: userId,
      named: { connectionId: connection.id, sid, refreshToken },
    },
    input.ip,
  ).catch(async (error: unknown) => {
    if (isSeatRefusal(error)) await audit('no-seat-available');
    throw error;
  });
  await audit('success');
  return {
    sessionId,
    account: view.account,
    firstName,
    subscriptionCount: view.account.subscriptionCount,
    subscriptionEndDate: view.account.subscriptionEndDate,
    subscriptionType: view.account.subscriptionType,
  };
}
