/**
 * The console's access screens for one practice: its nurses' shared password, their live
 * sessions, its SSO launch links, its organization's locations and its subscriptions. Every change
 * is audited with the administrator; edits are saved against the version they started from.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';

const PracticeParams = z.object({ practiceId: z.string().min(1).max(100) });
const LastChange = z.object({ by: z.string(), at: z.string() }).nullable();
const ADMIN_ERRORS = ['unauthorized', 'tooManyRequests'] as const;
const CHANGE_ERRORS = ['unauthorized', 'missingParams', 'badData', 'tooManyRequests'] as const;

export const SharedPasswordData = z.object({
  version: z.number().int(),
  lastChange: LastChange,
  /** The practice's live nurse sessions now. */
  liveSessions: z.number().int(),
});
export type SharedPasswordData = z.infer<typeof SharedPasswordData>;

export const getSharedPassword = defineCall({
  id: 'GetSharedPassword',
  method: 'GET',
  path: '/api/admin/practices/:practiceId/shared-password',
  summary: "When the practice's shared password was last changed, and by whom",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  data: SharedPasswordData,
  errors: ADMIN_ERRORS,
});

export const RotatePasswordResult = z.object({
  status: z.enum(['saved', 'conflict']),
  version: z.number().int(),
  lastChange: LastChange,
  sessionsEnded: z.number().int(),
});
export type RotatePasswordResult = z.infer<typeof RotatePasswordResult>;

export const rotateSharedPassword = defineCall({
  id: 'RotateSharedPassword',
  method: 'POST',
  path: '/api/admin/practices/:practiceId/shared-password',
  summary: "Replaces the practice's shared password (the password policy; audited, never the password)",
  description: 'With endSessions, every live nurse session of the practice ends at once.',
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: z.object({
    baseVersion: z.number().int().min(0),
    password: z.string().min(1).max(1024),
    endSessions: z.boolean(),
  }),
  data: RotatePasswordResult,
  errors: CHANGE_ERRORS,
});

export const LiveSession = z.object({
  /** Opaque: names the session for this console only; never its id or a hash of it that signs in. */
  handle: z.string(),
  firstName: z.string(),
  location: z.string().nullable(),
  /** How the nurse signed in: the sign-in page (shared password), an SSO link, or the organization's identity provider (named). */
  via: z.enum(['sign-in', 'sso', 'identity-provider']),
  startedAt: z.string(),
  lastActiveAt: z.string(),
});
export type LiveSession = z.infer<typeof LiveSession>;

export const listLiveSessions = defineCall({
  id: 'ListLiveSessions',
  method: 'GET',
  path: '/api/admin/practices/:practiceId/sessions',
  summary: "The practice's live nurse sessions (first name, location, started, last activity)",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  data: z.object({ sessions: z.array(LiveSession) }),
  errors: ADMIN_ERRORS,
});

export const endLiveSessions = defineCall({
  id: 'EndLiveSessions',
  method: 'POST',
  path: '/api/admin/practices/:practiceId/sessions/end',
  summary: 'Ends one live nurse session (by its handle) or all of them, at once (audited)',
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: z.object({ handle: z.string().min(1).max(100).optional() }),
  data: z.object({ ended: z.number().int() }),
  errors: CHANGE_ERRORS,
});

export const SsoLink = z.object({
  id: z.number().int(),
  description: z.string().nullable(),
  /** static: the link alone launches; signed: each launch also carries a signed JWT. */
  launch: z.enum(['static', 'signed']),
  /** The key a signed launch is checked with: the EHR's public key, or a secret from SSO_LAUNCH_KEY. */
  key: z.enum(['none', 'public-key', 'shared-secret']),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  isExpired: z.boolean(),
});
export type SsoLink = z.infer<typeof SsoLink>;

export const listSsoLinks = defineCall({
  id: 'ListSsoLinks',
  method: 'GET',
  path: '/api/admin/practices/:practiceId/sso-links',
  summary: "The practice's SSO launch links and their keys (never a token or secret)",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  data: z.object({ links: z.array(SsoLink), canDeriveSecret: z.boolean() }),
  errors: ADMIN_ERRORS,
});

export const CreateSsoLinkRequest = z.object({
  description: z.string().trim().min(1, 'is required').max(200),
  launch: z.enum(['static', 'signed']),
  /** The last moment the link launches (ISO date or time); required. */
  expiresAt: z.string().min(10, 'is required').max(40),
  /** A signed link's EHR public key (a JWK, as JSON text); none: a secret derived from SSO_LAUNCH_KEY. */
  publicKey: z.string().max(10_000).optional(),
});
export type CreateSsoLinkRequest = z.infer<typeof CreateSsoLinkRequest>;

export const CreatedSsoLink = z.object({
  id: z.number().int(),
  /** Shown once: only its hash is stored. */
  token: z.string(),
  launchPath: z.string(),
  /** The HS256 secret of a signed link without a public key, shown once; never stored. */
  launchSecret: z.string().nullable(),
});
export type CreatedSsoLink = z.infer<typeof CreatedSsoLink>;

export const createSsoLink = defineCall({
  id: 'CreateSsoLink',
  method: 'POST',
  path: '/api/admin/practices/:practiceId/sso-links',
  summary: 'Creates an SSO launch link with an expiry; its token (and secret) are shown once (audited)',
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: CreateSsoLinkRequest,
  data: CreatedSsoLink,
  errors: CHANGE_ERRORS,
});

export const revokeSsoLink = defineCall({
  id: 'RevokeSsoLink',
  method: 'POST',
  path: '/api/admin/practices/:practiceId/sso-links/revoke',
  summary: 'Revokes an SSO launch link: it launches nothing more and the sessions it opened end (audited)',
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: z.object({ id: z.number().int().positive() }),
  data: z.object({ sessionsEnded: z.number().int() }),
  errors: ['unauthorized', 'missingParams', 'badData', 'noSsoMapping', 'tooManyRequests'],
});

export const renewSsoLink = defineCall({
  id: 'RenewSsoLink',
  method: 'POST',
  path: '/api/admin/practices/:practiceId/sso-links/renew',
  summary:
    'Renews an SSO launch link, keeping its token: a static link lives at most 90 days from now (90 when no expiry is given); organization administrators only (audited)',
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: z.object({ id: z.number().int().positive(), expiresAt: z.string().min(10).max(40).optional() }),
  data: z.object({ expiresAt: z.string().nullable() }),
  errors: ['unauthorized', 'missingParams', 'badData', 'noSsoMapping', 'tooManyRequests'],
});

export const AdminLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  lastChange: LastChange,
  /** Why it cannot be removed (the default location of a practice, an SSO link's...); null: it can. */
  inUse: z.string().nullable(),
});
export type AdminLocation = z.infer<typeof AdminLocation>;

export const LocationsData = z.object({
  locations: z.array(AdminLocation),
  /** Locations belong to the organization: only its administrators change them (ADR 0028). */
  canEdit: z.boolean(),
});
export type LocationsData = z.infer<typeof LocationsData>;

export const getLocations = defineCall({
  id: 'GetLocations',
  method: 'GET',
  path: '/api/admin/practices/:practiceId/locations',
  summary: "The locations of the practice's organization (the list nurses pick from at launch)",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  data: LocationsData,
  errors: ADMIN_ERRORS,
});

export const LocationName = z.string().trim().min(1, 'is required').max(200, 'has at most 200 characters');

export const LocationChange = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), name: LocationName }),
  z.object({
    action: z.literal('rename'),
    id: z.number().int().positive(),
    baseVersion: z.number().int().min(0),
    name: LocationName,
  }),
  z.object({ action: z.literal('remove'), id: z.number().int().positive(), baseVersion: z.number().int().min(0) }),
]);
export type LocationChange = z.infer<typeof LocationChange>;

export const saveLocation = defineCall({
  id: 'SaveLocation',
  method: 'POST',
  path: '/api/admin/practices/:practiceId/locations',
  summary: 'Adds, renames or removes a location (audited; a conflict when changed since baseVersion)',
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: LocationChange,
  data: z.object({
    status: z.enum(['saved', 'conflict']),
    id: z.number().int(),
    version: z.number().int(),
    lastChange: LastChange,
  }),
  errors: ['unauthorized', 'missingParams', 'badData', 'noLocation', 'tooManyRequests'],
});

export const SubscriptionsData = z.object({
  subscriptions: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      status: z.enum(['active', 'ended', 'not-started']),
      seats: z.number().int(),
      startDate: z.string(),
      endDate: z.string().nullable(),
    }),
  ),
  /** Seats of the active subscriptions; null: none active; 0: unlimited. */
  seats: z.number().int().nullable(),
  /** Seats held now by the organization's live sessions (one per browser). */
  seatsInUse: z.number().int(),
  enforced: z.boolean(),
});
export type SubscriptionsData = z.infer<typeof SubscriptionsData>;

export const getSubscriptions = defineCall({
  id: 'GetSubscriptions',
  method: 'GET',
  path: '/api/admin/practices/:practiceId/subscriptions',
  summary: "The organization's subscriptions, status, seats and seats in use (read only)",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  data: SubscriptionsData,
  errors: ADMIN_ERRORS,
});
