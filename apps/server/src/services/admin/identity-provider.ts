/**
 * Admin: the organization's identity provider for named sign-in (issue 35, ADR 0049), on the
 * console's Settings → Identity provider. Every administrator of the organization sees it; only an
 * organization administrator connects or changes it. The issuer's discovery document must be
 * readable and name the same issuer; the client secret is sealed at once and never shown again
 * (left out, the stored one is kept). With private key JWT (ADR 0060) the server generates the
 * organization's key pair (once, or anew on request) and shows only its public key and JWKS URI.
 * Each change is audited, without the secret or the private key.
 */

import type { OidcClientAuth, OidcConnectionEntry, OidcGroupMapping } from '@triage/contracts/admin';
import * as client from 'openid-client';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findOrganizationOidcConnection,
  type OidcConnectionRow,
  upsertOidcConnection,
} from '../../repositories/oidc.repository.ts';
import type { PracticeRow } from '../../repositories/practices.repository.ts';
import { findPracticeById } from '../../repositories/practices.repository.ts';
import { recordAudit } from '../audit.service.ts';
import { backchannelLogoutUri, discover, jwksUri, redirectUri, sealClientSecret } from '../oidc-client.ts';
import { generateClientKey } from '../oidc-client-key.ts';
import { normalizeIssuer } from './ehr-connections.ts';
import { requireLocation, requirePractice } from './lookups.ts';
import type { ActingAdmin } from './revisions.ts';

export interface OidcConnectionView {
  connection: OidcConnectionEntry | null;
  redirectUri: string | null;
  backchannelLogoutUri: string | null;
  jwksUri: string | null;
}

async function entry(ctx: ServerContext, row: OidcConnectionRow): Promise<OidcConnectionEntry> {
  const groups: OidcGroupMapping[] = [];
  for (const mapping of row.groups) {
    const practice = await findPracticeById(ctx.db, mapping.practiceId);
    groups.push({ group: mapping.group, practiceId: practice?.practiceId ?? '', locationId: mapping.locationId });
  }
  return {
    slug: row.slug,
    issuer: row.issuer,
    clientId: row.clientId,
    clientAuth: row.clientAuth,
    publicKey: row.publicKey,
    groupClaim: row.groupClaim,
    groups,
    passwordFormOff: row.passwordFormOff,
    changedBy: row.changedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the organization registers at its provider: the redirect, back-channel logout and JWKS URIs. */
const registration = (ctx: ServerContext, row: OidcConnectionRow | undefined) => ({
  redirectUri: redirectUri(ctx),
  backchannelLogoutUri: backchannelLogoutUri(ctx),
  jwksUri: row?.publicKey ? jwksUri(ctx, row.slug) : null,
});

export async function oidcConnectionView(ctx: ServerContext, practice: PracticeRow): Promise<OidcConnectionView> {
  const row = await findOrganizationOidcConnection(ctx.db, practice.organizationId);
  return { connection: row ? await entry(ctx, row) : null, ...registration(ctx, row) };
}

export interface SaveOidcConnectionInput {
  slug: string;
  issuer: string;
  clientId: string;
  clientSecret?: string | undefined;
  clientAuth: OidcClientAuth;
  newKey?: boolean | undefined;
  groupClaim: string;
  groups: OidcGroupMapping[];
  passwordFormOff: boolean;
}

export async function saveOidcConnection(
  ctx: ServerContext,
  practice: PracticeRow,
  input: SaveOidcConnectionInput,
  actor: ActingAdmin,
): Promise<OidcConnectionView> {
  if (actor.admin.role !== 'org-admin') {
    throw new AppError('unauthorized', 'Only an organization administrator connects an identity provider');
  }
  const { organizationId } = practice;
  const issuer = normalizeIssuer(input.issuer);
  const before = await findOrganizationOidcConnection(ctx.db, organizationId);
  const withKey = input.clientAuth === 'private_key_jwt';
  if (!withKey && !input.clientSecret && !before?.clientSecret) {
    throw new AppError('missingParams', 'clientSecret is required');
  }
  const groups = [];
  for (const mapping of input.groups) {
    const target = await requirePractice(ctx.db, mapping.practiceId).catch(() => null);
    if (!target || target.organizationId !== organizationId || target.deletedAt !== null) {
      throw new AppError('badData', `'${mapping.practiceId}' is not a practice of the organization`);
    }
    if (mapping.locationId !== null) {
      await requireLocation(ctx.db, mapping.locationId, organizationId).catch(() => {
        throw new AppError('badData', `Location ${mapping.locationId} is not one of the organization's`);
      });
    }
    groups.push({ group: mapping.group, practiceId: target.id, locationId: mapping.locationId });
  }
  const network = { allowPrivateAddresses: ctx.config.ALLOW_PRIVATE_EHR_ADDRESSES };
  if (!issuer.startsWith('https://') && !(network.allowPrivateAddresses && isLocal(issuer))) {
    throw new AppError(
      'badData',
      'The issuer must use https (http only on this machine, under ALLOW_PRIVATE_EHR_ADDRESSES)',
    );
  }
  // Only the provider's metadata is read here: no client authentication is used yet.
  const metadata = await discover(network, issuer, input.clientId, client.None()).then(
    (configuration) => configuration.serverMetadata(),
    () => {
      throw new AppError(
        'oidcConfigurationUnreadable',
        `The discovery document of ${issuer} could not be read or names another issuer`,
      );
    },
  );
  const offered = metadata.token_endpoint_auth_methods_supported;
  if (withKey && Array.isArray(offered) && !offered.includes('private_key_jwt')) {
    throw new AppError('badData', `The identity provider at ${issuer} does not offer private_key_jwt`);
  }
  const clientSecret = input.clientSecret
    ? await sealClientSecret(ctx, organizationId, input.clientSecret)
    : (before?.clientSecret ?? null);
  // A key pair when private key JWT is chosen and none is stored, or a new one on request; kept otherwise.
  const newKey = withKey && (input.newKey === true || !before?.privateKey);
  const key = newKey
    ? await generateClientKey(ctx, organizationId)
    : { privateKey: before?.privateKey ?? null, publicKey: before?.publicKey ?? null };
  const row = await upsertOidcConnection(ctx.db, {
    organizationId,
    slug: input.slug,
    issuer,
    clientId: input.clientId,
    clientSecret,
    clientAuth: input.clientAuth,
    privateKey: key.privateKey,
    publicKey: key.publicKey,
    groupClaim: input.groupClaim,
    groups,
    passwordFormOff: input.passwordFormOff,
    changedBy: actor.admin.name,
  });
  if (!row) throw new AppError('badData', `The login address '${input.slug}' is another organization's`);
  const audited = (value: OidcConnectionRow | undefined) =>
    value
      ? {
          slug: value.slug,
          issuer: value.issuer,
          clientId: value.clientId,
          clientAuth: value.clientAuth,
          keyId: value.publicKey?.kid ?? null,
          groupClaim: value.groupClaim,
          groups: value.groups,
          passwordFormOff: value.passwordFormOff,
        }
      : null;
  await recordAudit(ctx.db, {
    at: ctx.now(),
    type: 'admin-change',
    practiceId: practice.practiceId,
    firstName: null,
    ip: actor.ip,
    outcome: `identity-provider: ${before ? 'changed' : 'connected'}${input.clientSecret && before ? ' (new client secret)' : ''}${newKey ? ' (new key)' : ''}`,
    change: {
      adminId: actor.admin.id,
      adminEmail: actor.admin.email,
      subject: 'identity-provider',
      before: audited(before),
      after: audited(row),
    },
  });
  return { connection: await entry(ctx, row), ...registration(ctx, row) };
}

function isLocal(issuer: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(issuer).hostname);
}
