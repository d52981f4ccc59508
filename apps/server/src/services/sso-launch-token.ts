/**
 * Signed SSO launches (ASVS 3.5.3, 2.9): a signed mapping's launch carries, as its `launch`
 * parameter, a JWT the EHR signs for this one launch — with the mapping's own HS256 secret (derived
 * from SSO_LAUNCH_KEY and the mapping's token hash, so the database holds no secret) or with the
 * EHR's private key (its public JWK stored on the mapping). Checked with `jose`: the signature and
 * algorithm, `aud`, `exp` no more than 5 minutes after `iat`, a `jti` (single use: see
 * sso-launch-ids.repository.ts), the user's EHR id (`sub`) and first name (`given_name`, or the first
 * word of `name`). Anything else answers `invalidSSOToken`.
 */
import { createHmac } from 'node:crypto';
import { errors, importJWK, type JWK, type JWTPayload, jwtVerify } from 'jose';
import { AppError } from '../lib/app-error.ts';

/** The longest a launch token may live, from `iat` to `exp`. */
const MAX_LAUNCH_TOKEN_SECONDS = 300;
/** The launch parameter that carries the JWT. */
export const LAUNCH_PARAMETER = 'launch';
const PUBLIC_KEY_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'ES384', 'EdDSA'];
const MAX_CLAIM = 100;

/** The HS256 secret of a signed mapping: HMAC-SHA256 of its token hash under SSO_LAUNCH_KEY. */
export function launchSecret(launchKey: string, tokenHash: string): Buffer {
  return createHmac('sha256', launchKey).update(`sso-launch:${tokenHash}`).digest();
}

export interface LaunchKey {
  /** SSO_LAUNCH_KEY; undefined: only mappings with a public key can verify. */
  launchKey: string | undefined;
  tokenHash: string;
  publicKey: unknown;
}

export interface LaunchClaims {
  jti: string;
  ehrUserId: string;
  firstName: string;
  expiresAt: Date;
}

const refuse = (why: string) => new AppError('invalidSSOToken', why);

function isPublicJwk(value: unknown): value is JWK {
  return typeof value === 'object' && value !== null && 'kty' in value && !('d' in value) && !('k' in value);
}

async function verificationKey(key: LaunchKey): Promise<{ key: Uint8Array | CryptoKey; algorithms: string[] }> {
  if (key.publicKey !== null && key.publicKey !== undefined) {
    if (!isPublicJwk(key.publicKey)) throw refuse('The mapping has no usable public key');
    const algorithms = typeof key.publicKey.alg === 'string' ? [key.publicKey.alg] : PUBLIC_KEY_ALGORITHMS;
    const imported = await importJWK(key.publicKey, algorithms[0]);
    if (imported instanceof Uint8Array) throw refuse('A public key is required');
    return { key: imported, algorithms };
  }
  if (!key.launchKey) throw refuse('SSO_LAUNCH_KEY is not configured: signed launches with a secret cannot be checked');
  return { key: new Uint8Array(launchSecret(key.launchKey, key.tokenHash)), algorithms: ['HS256'] };
}

function claim(payload: JWTPayload, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Verifies a launch token; throws `invalidSSOToken` naming why (expired, audience, signature...). */
export async function verifyLaunchToken(
  jwt: string,
  key: LaunchKey,
  options: { audience: string; now: Date },
): Promise<LaunchClaims> {
  const { key: verifyWith, algorithms } = await verificationKey(key);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(jwt, verifyWith, {
      algorithms,
      audience: options.audience,
      currentDate: options.now,
      requiredClaims: ['exp', 'iat', 'jti', 'sub', 'aud'],
      maxTokenAge: MAX_LAUNCH_TOKEN_SECONDS,
      clockTolerance: 30,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw refuse('The launch token has expired');
    if (error instanceof errors.JWTClaimValidationFailed)
      throw refuse(`The launch token's ${error.claim} is not valid`);
    if (error instanceof errors.JWSSignatureVerificationFailed) throw refuse('The launch token is not signed for this');
    throw refuse('The launch token is not a valid signed token');
  }
  const { exp = 0, iat = 0 } = payload;
  if (exp - iat > MAX_LAUNCH_TOKEN_SECONDS) throw refuse(`A launch token lives at most ${MAX_LAUNCH_TOKEN_SECONDS} s`);
  const jti = claim(payload, 'jti');
  const ehrUserId = claim(payload, 'sub');
  const firstName = claim(payload, 'given_name') ?? claim(payload, 'name')?.split(/\s+/)[0] ?? null;
  if (!jti || !ehrUserId || !firstName) throw refuse('The launch token lacks jti, sub or the user’s name');
  if (ehrUserId.length > MAX_CLAIM || firstName.length > MAX_CLAIM || jti.length > 200) {
    throw refuse('A claim of the launch token is too long');
  }
  return { jti, ehrUserId, firstName, expiresAt: new Date(exp * 1000) };
}
