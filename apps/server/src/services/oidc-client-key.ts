/**
 * Private key JWT client authentication (ADR 0060): an organization's own key pair for its identity
 * provider connection, generated here with jose (ES256), the private key sealed under
 * OIDC_SECRET_KEY exactly as a client secret is (its own associated data) and unsealed in memory
 * only to sign a client assertion; the public key is the connection's JWKS, published at
 * /api/oidc/<slug>/jwks.json for the provider to read. The private key is never returned or logged.
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import * as client from 'openid-client';
import type { ServerContext } from '../context.ts';
import { seal, unseal } from '../lib/sealed.ts';

const CLIENT_KEY_ALG = 'ES256';

/** The associated data a connection's private key is sealed with. */
const keyOwner = (organizationId: number) => `oidc-private-key:${organizationId}`;

export interface ClientKey {
  /** The private JWK, sealed. */
  privateKey: string;
  /** The public JWK with its kid (the RFC 7638 thumbprint), alg and use. */
  publicKey: Record<string, string>;
}

/** A new key pair for the organization's connection ("Generate a new key"). */
export async function generateClientKey(ctx: ServerContext, organizationId: number): Promise<ClientKey> {
  const pair = await generateKeyPair(CLIENT_KEY_ALG, { extractable: true });
  const publicJwk = await exportJWK(pair.publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg: CLIENT_KEY_ALG };
  const publicKey: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...publicJwk, kid, alg: CLIENT_KEY_ALG, use: 'sig' })) {
    if (typeof value === 'string') publicKey[name] = value;
  }
  return { privateKey: seal(await ctx.oidcKey(), JSON.stringify(privateJwk), keyOwner(organizationId)), publicKey };
}

/** The private_key_jwt client authentication of a connection's sealed key (openid-client signs the assertion). */
export async function privateKeyJwt(
  ctx: ServerContext,
  organizationId: number,
  sealedKey: string,
): Promise<client.ClientAuth> {
  const jwk = JSON.parse(unseal(await ctx.oidcKey(), sealedKey, keyOwner(organizationId))) as JWK;
  const key = await importJWK(jwk, CLIENT_KEY_ALG);
  if (!(key instanceof CryptoKey)) throw new Error('The sealed client key is not a private key');
  return client.PrivateKeyJwt({ key, ...(jwk.kid ? { kid: jwk.kid } : {}) });
}
