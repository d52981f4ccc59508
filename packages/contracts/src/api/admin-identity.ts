/**
 * The console's Settings → Identity provider (issue 35, ADR 0049): the organization's OpenID
 * Connect connection for named sign-in. The client secret goes in, never out.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { OidcSlug } from './oidc.ts';

/** One group of the ID token's group claim that may sign in, and where its nurses work. */
export const OidcGroupMapping = z.object({
  group: z.string().trim().min(1, 'is required').max(300),
  /** The practice (its Account ID) of the organization. */
  practiceId: z.string().trim().min(1, 'is required').max(100),
  /** A location of the organization; null: the practice's own. */
  locationId: z.number().int().positive().nullable(),
});
export type OidcGroupMapping = z.infer<typeof OidcGroupMapping>;

/** How the server authenticates at the provider's token endpoint (ADR 0060). */
export const OidcClientAuth = z.enum(['client_secret_post', 'private_key_jwt']);
export type OidcClientAuth = z.infer<typeof OidcClientAuth>;

export const OidcConnectionEntry = z.object({
  slug: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  clientAuth: OidcClientAuth,
  /** The organization's public key (a JWK) for private_key_jwt; never the private key. */
  publicKey: z.record(z.string(), z.string()).nullable(),
  groupClaim: z.string(),
  groups: z.array(OidcGroupMapping),
  passwordFormOff: z.boolean(),
  changedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type OidcConnectionEntry = z.infer<typeof OidcConnectionEntry>;

const PracticeParams = z.object({ practiceId: z.string().min(1).max(100) });

const OidcConnectionView = z.object({
  connection: OidcConnectionEntry.nullable(),
  /** The redirect URI to register at the provider; null when PUBLIC_URL is not set. */
  redirectUri: z.string().nullable(),
  /** The back-channel logout URI to register where the provider offers it (ADR 0057); null without PUBLIC_URL. */
  backchannelLogoutUri: z.string().nullable(),
  /** The connection's public JWKS (private_key_jwt, ADR 0060); null without a key or PUBLIC_URL. */
  jwksUri: z.string().nullable(),
});

export const getOidcConnection = defineCall({
  id: 'GetOidcConnection',
  method: 'GET',
  path: '/api/admin/practices/:practiceId/identity-provider',
  summary: "The organization's identity provider connection (never its client secret)",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  data: OidcConnectionView,
  errors: ['unauthorized', 'tooManyRequests'],
});

export const saveOidcConnection = defineCall({
  id: 'SaveOidcConnection',
  method: 'POST',
  path: '/api/admin/practices/:practiceId/identity-provider',
  summary: "Connects or changes the organization's identity provider (audited; never the secret)",
  description:
    "Organization administrators only (unauthorized for a practice administrator). The issuer must be https (http only on the machine itself under ALLOW_PRIVATE_EHR_ADDRESSES); its discovery document is read (public addresses only) and must name the same issuer (oidcConfigurationUnreadable otherwise). clientAuth chooses the token endpoint authentication (ADR 0060): client_secret_post (clientSecret may be left out to keep the one stored) or private_key_jwt (the server generates the organization's key pair when it has none, or a new one with newKey, audited; the public key is published at the jwksUri; the private key never leaves the server); badData when the provider's discovery document does not offer the method. Every group's practice must be one of the organization's, its location one of the organization's (badData). passwordFormOff turns the practices' shared-password form off (ADR 0050).",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: z.object({
    slug: OidcSlug,
    issuer: z.string().trim().min(1, 'is required').max(500),
    clientId: z.string().trim().min(1, 'is required').max(300),
    clientSecret: z.string().min(1).max(2000).optional(),
    clientAuth: OidcClientAuth.default('client_secret_post'),
    /** private_key_jwt: replace the organization's key pair ("Generate a new key"). */
    newKey: z.boolean().optional(),
    groupClaim: z.string().trim().min(1, 'is required').max(100),
    groups: z.array(OidcGroupMapping).min(1, 'is required').max(100),
    passwordFormOff: z.boolean(),
  }),
  data: OidcConnectionView,
  errors: ['unauthorized', 'missingParams', 'badData', 'oidcConfigurationUnreadable', 'tooManyRequests'],
});
