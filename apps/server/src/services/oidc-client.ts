/**
 * The organization's identity provider as openid-client (v6) sees it (ADR 0049): its discovery
 * document read under the server's outbound rules (services/ehr-fetch.ts: public addresses only,
 * http only on the machine itself under ALLOW_PRIVATE_EHR_ADDRESSES, no redirect), the client
 * secret (client_secret_post) or private key (private_key_jwt, ADR 0060) unsealed in memory only. One configuration per connection version, kept 10 minutes (what
 * the provider publishes). The provider's errors become catalogue errors here; their details (a
 * token, a claim's value) are never logged or passed on.
 */
import * as client from 'openid-client';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { seal, unseal } from '../lib/sealed.ts';
import type { OidcConnectionRow } from '../repositories/oidc.repository.ts';
import { checkedFetch, type EhrNetwork } from './ehr-fetch.ts';
import { privateKeyJwt } from './oidc-client-key.ts';

/** The key file of OIDC_SECRET_KEY when it is not configured (lib/key-file.ts). */
export const OIDC_KEY_FILE = 'oidc-secret.key';
const KEPT_MS = 10 * 60 * 1000;
const kept = new Map<string, { at: number; configuration: Promise<client.Configuration> }>();

/** The associated data a connection's client secret is sealed with. */
const secretOwner = (organizationId: number) => `oidc-client-secret:${organizationId}`;

export async function sealClientSecret(ctx: ServerContext, organizationId: number, secret: string): Promise<string> {
  return seal(await ctx.oidcKey(), secret, secretOwner(organizationId));
}

/** The associated data a session's refresh token is sealed with. */
const refreshOwner = (connectionId: number) => `oidc-refresh-token:${connectionId}`;

export async function sealRefreshToken(ctx: ServerContext, connectionId: number, token: string): Promise<string> {
  return seal(await ctx.oidcKey(), token, refreshOwner(connectionId));
}

export async function openRefreshToken(ctx: ServerContext, connectionId: number, sealed: string): Promise<string> {
  return unseal(await ctx.oidcKey(), sealed, refreshOwner(connectionId));
}

/** The redirect URI every provider registers: this server's callback page (PUBLIC_URL). */
export function redirectUri(ctx: ServerContext): string | null {
  return ctx.config.PUBLIC_URL ? `${ctx.config.PUBLIC_URL}/oidc/callback` : null;
}

/** Where the provider posts its back-channel logout tokens (ADR 0057): one URI for every connection. */
export function backchannelLogoutUri(ctx: ServerContext): string | null {
  return ctx.config.PUBLIC_URL ? `${ctx.config.PUBLIC_URL}/api/oidc/backchannel-logout` : null;
}

/** The connection's public JWKS (private_key_jwt, ADR 0060), to register at the provider. */
export function jwksUri(ctx: ServerContext, slug: string): string | null {
  return ctx.config.PUBLIC_URL ? `${ctx.config.PUBLIC_URL}/api/oidc/${slug}/jwks.json` : null;
}

/** Reads a provider's discovery document (the console's check before a connection is saved). */
export function discover(
  network: EhrNetwork,
  issuer: string,
  clientId: string,
  clientAuth: client.ClientAuth,
  skewSeconds = 0,
): Promise<client.Configuration> {
  return client.discovery(new URL(issuer), clientId, { [client.clockSkew]: skewSeconds }, clientAuth, {
    [client.customFetch]: checkedFetch(network) as client.CustomFetch,
    ...(network.allowPrivateAddresses ? { execute: [client.allowInsecureRequests] } : {}),
  });
}

/**
 * The connection's configuration. The server's clock (ctx.now) is the one the ID token's times are
 * checked against: a test that moves it sees what a skewed clock does.
 */
export async function providerConfiguration(
  ctx: ServerContext,
  connection: OidcConnectionRow,
): Promise<client.Configuration> {
  const skew = Math.round((ctx.now().getTime() - Date.now()) / 1000);
  const key = `${connection.id}:${connection.updatedAt.getTime()}:${skew}`;
  const found = kept.get(key);
  if (found && Date.now() - found.at < KEPT_MS) return found.configuration;
  const configuration = (async () => {
    const network = { allowPrivateAddresses: ctx.config.ALLOW_PRIVATE_EHR_ADDRESSES };
    return discover(network, connection.issuer, connection.clientId, await clientAuthOf(ctx, connection), skew);
  })();
  kept.set(key, { at: Date.now(), configuration });
  configuration.catch(() => kept.delete(key));
  return configuration;
}

/** How the connection authenticates at the token endpoint: its sealed private key or client secret. */
async function clientAuthOf(ctx: ServerContext, connection: OidcConnectionRow): Promise<client.ClientAuth> {
  const { organizationId } = connection;
  if (connection.clientAuth === 'private_key_jwt') {
    if (connection.privateKey === null) throw new AppError('oidcFailed', 'The connection has no private key');
    return privateKeyJwt(ctx, organizationId, connection.privateKey);
  }
  if (connection.clientSecret === null) throw new AppError('oidcFailed', 'The connection has no client secret');
  return client.ClientSecretPost(unseal(await ctx.oidcKey(), connection.clientSecret, secretOwner(organizationId)));
}

/** The catalogue error of a provider's refusal or a check openid-client failed (never its details). */
export function providerError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof client.AuthorizationResponseError) {
    return new AppError('oidcDenied', `The identity provider answered ${safeCode(error.error)}`);
  }
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  // openid-client wraps oauth4webapi's error, whose own cause names the claim or attribute compared.
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const detail = inner instanceof Error && typeof inner.cause === 'object' && inner.cause !== null ? inner.cause : {};
  // The ID token's `iss`, or the authorization response's `iss` parameter (RFC 9207), names another issuer.
  const aboutIssuer =
    ('claim' in detail && detail.claim === 'iss') || (inner instanceof Error && /"iss"/.test(inner.message));
  if ((code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' || code === 'OAUTH_INVALID_RESPONSE') && aboutIssuer) {
    return new AppError('oidcWrongIssuer', 'The answer came from another issuer than the connection’s');
  }
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') {
    return new AppError('oidcClockSkew', "The ID token's times do not fit the server's clock");
  }
  return new AppError('oidcFailed', `The identity provider's answer was refused (${safeCode(code || 'unknown')})`);
}

/** An error code as the provider or the library named it, kept to plain characters (it is logged). */
function safeCode(value: string): string {
  return value.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 60) || 'an error';
}
