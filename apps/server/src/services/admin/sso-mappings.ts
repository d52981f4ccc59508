/**
 * Admin: single sign-on mappings. The token is printed once; only its sha-256 is stored. A static
 * mapping (the link alone launches) should have an expiry; a signed one needs a JWT per launch.
 */
import { PracticeOptions } from '@triage/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { callSummaryOriginProblems } from '../../lib/origins.ts';
import { insertSsoMapping } from '../../repositories/sso-mappings.repository.ts';
import { newSecret, sha256Hex } from '../secrets.ts';
import { SsoMappingConfig } from '../sso-fields.ts';
import { launchSecret } from '../sso-launch-token.ts';
import { requireLocation, requirePractice } from './lookups.ts';
import { problemsOf } from './practices.ts';

export interface CreateSsoMappingInput {
  practiceId: string;
  /** The configuration fields (JSON array); none: the launch needs only firstName. */
  fields?: unknown;
  /** Options that override the practice's for sessions of this mapping (partial options). */
  optionsOverride?: unknown;
  locationId?: number | undefined;
  description?: string | undefined;
  /** After this moment the mapping launches nothing (a static one: at most 90 days away; none: 90 days). */
  expiresAt?: Date | undefined;
  /** The moment of creation, which the static link's lifetime counts from. */
  now: Date;
  /** A signed mapping: every launch also carries a signed, short-lived, single-use JWT. */
  signed?: boolean | undefined;
  /** The EHR's public key (JWK) for a signed mapping; none: an HS256 secret derived from SSO_LAUNCH_KEY. */
  publicKey?: unknown;
  /** SSO_LAUNCH_KEY, to derive the HS256 secret of a signed mapping without a public key. */
  launchKey?: string | undefined;
}

export interface CreatedSsoMapping {
  token: string;
  id: number;
  /** The HS256 secret of a signed mapping without a public key (base64url), shown once; never stored. */
  launchSecret: string | null;
  /** When it stops launching (null: a signed mapping without expiry). */
  expiresAt: Date | null;
}

/** A public JWK: an asymmetric key without its private part. */
function assertPublicKey(key: unknown): void {
  const isObject = typeof key === 'object' && key !== null && !Array.isArray(key);
  const kty = isObject ? (key as Record<string, unknown>).kty : undefined;
  if (!isObject || !['RSA', 'EC', 'OKP'].includes(String(kty)) || 'd' in key || 'k' in key) {
    throw new AppError('badData', 'The public key must be a public JWK (kty RSA, EC or OKP, without its private part)');
  }
}

/** Longest life of a static link (a bearer link: the token alone launches); renewed before it ends. */
const STATIC_LINK_MAX_DAYS = 90;

/**
 * A link's expiry, the one rule for the console and the command line, at creation and renewal: in
 * the future; a static link's at most STATIC_LINK_MAX_DAYS away (90 days when none is asked); a
 * signed link's as asked (none: no expiry, each launch being signed).
 */
export function ssoLinkExpiry(launch: 'static' | 'signed', requested: Date | undefined, now: Date): Date | null {
  if (requested !== undefined && Number.isNaN(requested.getTime())) {
    throw new AppError('badData', 'expiresAt: is not a date');
  }
  if (requested !== undefined && requested.getTime() <= now.getTime()) {
    throw new AppError('badData', 'expiresAt: must be in the future');
  }
  if (launch === 'signed') return requested ?? null;
  const latest = now.getTime() + STATIC_LINK_MAX_DAYS * 86_400_000;
  if (requested === undefined) return new Date(latest);
  if (requested.getTime() > latest) {
    throw new AppError('badData', `expiresAt: a static link lives at most ${STATIC_LINK_MAX_DAYS} days (renew it)`);
  }
  return requested;
}

export async function createSsoMapping(db: Database, input: CreateSsoMappingInput): Promise<CreatedSsoMapping> {
  const practice = await requirePractice(db, input.practiceId);
  const expiresAt = ssoLinkExpiry(input.signed ? 'signed' : 'static', input.expiresAt, input.now);
  if (input.publicKey !== undefined) {
    if (!input.signed) throw new AppError('badData', 'A public key is only for a signed mapping');
    assertPublicKey(input.publicKey);
  } else if (input.signed && !input.launchKey) {
    throw new AppError(
      'badData',
      'A signed mapping needs the EHR’s public key, or SSO_LAUNCH_KEY to derive its secret',
    );
  }
  const fields = SsoMappingConfig.safeParse(input.fields ?? []);
  if (!fields.success) throw new AppError('badData', `Invalid SSO fields:\n${problemsOf(fields.error)}`);
  let optionsOverride: Record<string, unknown> | null = null;
  if (input.optionsOverride !== undefined) {
    const override = PracticeOptions.partial().safeParse(input.optionsOverride);
    if (!override.success) throw new AppError('badData', `Invalid options override:\n${problemsOf(override.error)}`);
    const origins = callSummaryOriginProblems(input.optionsOverride);
    if (origins.length > 0) throw new AppError('badData', `Invalid options override:\n${origins.join('\n')}`);
    optionsOverride = input.optionsOverride as Record<string, unknown>;
  }
  const location =
    input.locationId === undefined ? null : await requireLocation(db, input.locationId, practice.organizationId);
  const token = newSecret();
  const tokenHash = sha256Hex(token);
  const row = await insertSsoMapping(db, {
    tokenHash,
    practiceId: practice.id,
    config: fields.data,
    practiceOptionsOverride: optionsOverride,
    locationId: location?.id ?? null,
    description: input.description ?? null,
    expiresAt,
    launch: input.signed ? 'signed' : 'static',
    launchPublicKey: input.publicKey ?? null,
  });
  const secret =
    input.signed && input.publicKey === undefined && input.launchKey
      ? launchSecret(input.launchKey, tokenHash).toString('base64url')
      : null;
  return { token, id: row.id, launchSecret: secret, expiresAt };
}
