/**
 * Admin: the organization's identity provider for named sign-in (issue 35, ADR 0049), on the
 * console's Settings → Identity provider. Every administrator of the organization sees it; only an
 * organization administrator connects or changes it. The issuer's discovery document must be
 * readable and name the same issuer; the client secret is sealed at once and never shown again
 * (left out, the stored one is kept). Each change is audited, without the secret.
 */
import type { OidcConnectionEntry, OidcGroupMapping } from '@triage/contracts/admin';
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
import { backchannelLogoutUri, discover, redirectUri, sealClientSecret } from '../oidc-client.ts';
import { normalizeIssuer } from './ehr-connections.ts';
import { requireLocation, requirePractice } from './lookups.ts';
import type { ActingAdmin } from './revisions.ts';

export interface OidcConnectionView {
  connection: OidcConnectionEntry | null;
  redirectUri: string | null;
  backchannelLogoutUri: string | null;
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
    groupClaim: row.groupClaim,
    groups,
    passwordFormOff: row.passwordFormOff,
    changedBy: row.changedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the organization registers at its provider: the redirect and back-channel logout URIs. */
const registration = (ctx: ServerContext) => ({
  redirectUri: redirectUri(ctx),
  backchannelLogoutUri: backchannelLogoutUri(ctx),
});

export async function oidcConnectionView(ctx: ServerContext, practice: PracticeRow): Promise<OidcConnectionView> {
  const row = await findOrganizationOidcConnection(ctx.db, practice.organizationId);
  return { connection: row ? await entry(ctx, row) : null, ...registration(ctx) };
}

export interface SaveOidcConnectionInput {
  slug: string;
  issuer: string;
  clientId: string;
  clientSecret?: string | undefined;
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
  if (!input.clientSecret && !before) throw new AppError('missingParams', 'clientSecret is required');
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
  try {
    await discover(network, issuer, input.clientId, input.clientSecret ?? 'unused');
  } catch {
    throw new AppError(
      'oidcConfigurationUnreadable',
      `The discovery document of ${issuer} could not be read or names another issuer`,
    );
  }
  const clientSecret = input.clientSecret
    ? await sealClientSecret(ctx, organizationId, input.clientSecret)
    : (before?.clientSecret ?? '');
  const row = await upsertOidcConnection(ctx.db, {
    organizationId,
    slug: input.slug,
    issuer,
    clientId: input.clientId,
    clientSecret,
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
    outcome: `identity-provider: ${before ? 'changed' : 'connected'}${input.clientSecret && before ? ' (new client secret)' : ''}`,
    change: {
      adminId: actor.admin.id,
      adminEmail: actor.admin.email,
      subject: 'identity-provider',
      before: audited(before),
      after: audited(row),
    },
  });
  return { connection: await entry(ctx, row), ...registration(ctx) };
}

function isLocal(issuer: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(issuer).hostname);
}
