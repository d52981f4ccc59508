/**
 * The database schema: one drizzle schema for both engines (embedded PGlite and PostgreSQL).
 * No table holds patient details: the free note, answers and call notes never reach the server.
 */
import type { TextDeliveryStatus } from '@triage/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id),
  name: text('name').notNull(),
  createdAt: createdAt(),
  /** Each change in the console adds one (migration 0007): a change based on an older one is a conflict. */
  version: integer('version').notNull().default(0),
  changedBy: text('changed_by'),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }),
});

/** A practice account: the Account ID users type, one shared password (argon2id hash). */
export const practices = pgTable(
  'practices',
  {
    id: serial('id').primaryKey(),
    /** The Account ID users type at sign-in. */
    practiceId: text('practice_id').notNull(),
    name: text('name').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    locationId: integer('location_id').references(() => locations.id),
    passwordHash: text('password_hash').notNull(),
    options: jsonb('options').notNull().default({}),
    callNoteTemplate: jsonb('call_note_template'),
    protocolNotes: jsonb('protocol_notes'),
    /** Custom protocol titles and keywords (allowCustomProtocolMetadata), per content set and protocol. */
    protocolMetadata: jsonb('protocol_metadata'),
    /**
     * The practice's published protocol versions (migration 0017): `{ "<content set id>:<source
     * protocol id>": <practice_protocol_versions id> }`; nurses get these instead of the licensed ones.
     */
    publishedProtocols: jsonb('published_protocols').$type<Record<string, number>>(),
    /**
     * The protocols the practice retired from its list (migration 0020): `"<content set id>:<source
     * protocol id>"` keys; its nurses' lists and search leave them out.
     */
    retiredProtocols: jsonb('retired_protocols').$type<string[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('practices_practice_id_key').on(sql`lower(${t.practiceId})`)],
);

export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id),
  /** trial, monthly, annual or perpetual */
  type: text('type').notNull(),
  seats: integer('seats').notNull().default(0),
  startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

export const contentSets = pgTable('content_sets', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The served ContentSet object (description, version, group, flags, copyright...). */
  data: jsonb('data').notNull(),
  updatedAt: updatedAt(),
});

export const practiceContentSets = pgTable(
  'practice_content_sets',
  {
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    contentSetId: integer('content_set_id')
      .notNull()
      .references(() => contentSets.id),
  },
  (t) => [primaryKey({ columns: [t.practiceId, t.contentSetId] })],
);

/** Protocol content is immutable per (content set, protocol, version). */
export const protocols = pgTable(
  'protocols',
  {
    id: integer('id').primaryKey(),
    contentSetId: integer('content_set_id')
      .notNull()
      .references(() => contentSets.id),
    sourceProtocolId: integer('source_protocol_id').notNull(),
    fullId: text('full_id').notNull().unique(),
    title: text('title').notNull(),
    version: text('version').notNull(),
    /** The served full protocol (list fields + content). */
    data: jsonb('data').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('protocols_set_source_key').on(t.contentSetId, t.sourceProtocolId)],
);

export const dispositions = pgTable('dispositions', {
  id: integer('id').primaryKey(),
  /** null = the global list; otherwise a location's own disposition. */
  locationId: integer('location_id').references(() => locations.id),
  /** The served Disposition object (level, rank, title, useAsOverride, script...). */
  data: jsonb('data').notNull(),
  updatedAt: updatedAt(),
});

export const instructions = pgTable('instructions', {
  id: serial('id').primaryKey(),
  practiceId: integer('practice_id').references(() => practices.id, { onDelete: 'cascade' }),
  locationId: integer('location_id').references(() => locations.id),
  html: text('html').notNull(),
  updatedAt: updatedAt(),
});

export const ssoMappings = pgTable('sso_mappings', {
  id: serial('id').primaryKey(),
  /** sha-256 of the token; the token itself is shown once, at creation. */
  tokenHash: text('token_hash').notNull().unique(),
  practiceId: integer('practice_id')
    .notNull()
    .references(() => practices.id, { onDelete: 'cascade' }),
  /** Configuration fields the launch must supply (label, type, choices, description, known value). */
  config: jsonb('config').notNull().default([]),
  practiceOptionsOverride: jsonb('practice_options_override'),
  /** Location of sessions launched without a locationId field (default: the practice's). */
  locationId: integer('location_id').references(() => locations.id),
  /** Shown on the setup form of a partial launch. */
  description: text('description'),
  createdAt: createdAt(),
  /** After this moment the mapping launches nothing (null: no expiry). */
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  /** The last launch that opened a session. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  /** 'static': the link alone launches; 'signed': a launch also carries a signed, short-lived JWT. */
  launch: text('launch').notNull().default('static'),
  /** The EHR's public key (a JWK) of a signed mapping; null: a key derived from SSO_LAUNCH_KEY (HS256). */
  launchPublicKey: jsonb('launch_public_key'),
});

/** The jti of every signed launch until it expires: a replay is refused. Only hashes. */
export const ssoLaunchIds = pgTable(
  'sso_launch_ids',
  {
    jtiHash: text('jti_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sso_launch_ids_expires_idx').on(t.expiresAt)],
);

/**
 * The short links of texted handouts (ADR 0051): /h/<id> opens the signed handout link it maps to.
 * Nothing about the patient, never the number it was texted to; forgotten a while after it expires.
 */
export const handoutShortLinks = pgTable(
  'handout_short_links',
  {
    id: text('id').primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The provider's last delivery report (ADR 0064, migration 0027); null: none asked for. */
    deliveryStatus: text('delivery_status').$type<TextDeliveryStatus>(),
    deliveryErrorCode: integer('delivery_error_code'),
    deliveryUpdatedAt: timestamp('delivery_updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('handout_short_links_expires_idx').on(t.expiresAt)],
);

/** What the demo seed created (kind: organization, practice, content-set, sso, instructions). */
export const demoSeed = pgTable(
  'demo_seed',
  {
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'demo_seed_pkey', columns: [t.kind, t.name] })],
);
/**
 * An EHR registered by an administrator for SMART App Launch: its FHIR base URL (`iss`), the client
 * id it gave Triage Desk, the scopes asked, and the origins the browser talks to (FHIR server and
 * authorization server; the page CSP's connect-src, ADR 0025).
 */
export const ehrConnections = pgTable('ehr_connections', {
  id: serial('id').primaryKey(),
  practiceId: integer('practice_id')
    .notNull()
    .references(() => practices.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull().unique(),
  clientId: text('client_id').notNull(),
  scopes: text('scopes').notNull(),
  origins: jsonb('origins').$type<string[]>().notNull().default([]),
  /**
   * The authorization server's issuer, read from the EHR's SMART configuration at registration (an
   * id_token's `iss` must equal it). Null: registered before migration 0012; such a connection's
   * launches are refused until it is registered again (ADR 0033).
   */
  authorizationIssuer: text('authorization_issuer'),
  createdAt: createdAt(),
});

/**
 * A SMART launch under way: the hash of its nonce (256 bits, handed to the browser once), bound to
 * the connection it was started for, until it expires. A login consumes it (deletes it) in one statement.
 */
export const smartLaunches = pgTable(
  'smart_launches',
  {
    nonceHash: text('nonce_hash').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => ehrConnections.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('smart_launches_expires_idx').on(t.expiresAt)],
);

/** Every id_token a SMART login accepted (hash of its issuer and jti), until it expires: a replay is refused. */
export const smartIdTokens = pgTable(
  'smart_id_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('smart_id_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * An organization's OpenID Connect identity provider (migration 0021, ADR 0049): named nurses sign
 * in at `/login/<slug>`. The client secret is sealed (services/oidc-client.ts); the groups of the
 * ID token's `groupClaim` that may sign in, each mapped to a practice and, optionally, a location.
 */
export const oidcConnections = pgTable('oidc_connections', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .unique('oidc_connections_organization_key')
    .references(() => organizations.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique('oidc_connections_slug_key'),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  /** Sealed; null for a connection that authenticates with its private key only (ADR 0060). */
  clientSecret: text('client_secret'),
  /** How the server authenticates at the token endpoint (ADR 0060). */
  clientAuth: text('client_auth')
    .$type<'client_secret_post' | 'private_key_jwt'>()
    .notNull()
    .default('client_secret_post'),
  /** The organization's private key (a JWK), sealed under OIDC_SECRET_KEY; never returned or logged. */
  privateKey: text('private_key'),
  /** Its public key (a JWK with kid and alg): the connection's public JWKS. */
  publicKey: jsonb('public_key').$type<Record<string, string>>(),
  groupClaim: text('group_claim').notNull().default('groups'),
  groups: jsonb('groups')
    .$type<{ group: string; practiceId: number; locationId: number | null }[]>()
    .notNull()
    .default([]),
  /** The practices' shared-password form is off: named sign-in only (ADR 0050). */
  passwordFormOff: boolean('password_form_off').notNull().default(false),
  changedBy: text('changed_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A named sign-in under way: the sha-256 of its `state`, its connection, 10 minutes. */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => oidcConnections.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('oidc_flows_expires_idx').on(t.expiresAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 of the 256-bit session id; the id itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    locationId: integer('location_id'),
    concurrencyKey: text('concurrency_key'),
    /** Options override agreed at single sign-on. */
    optionsOverride: jsonb('options_override'),
    /** The SSO mapping that opened the session: deleting the mapping ends the session. */
    ssoMappingId: integer('sso_mapping_id').references(() => ssoMappings.id, { onDelete: 'cascade' }),
    /**
     * The named user's stable id: the EHR's, from a signed or SMART launch, or the identity
     * provider's (`<issuer>#<sub>`, ADR 0049). One seat per named user, however many browsers.
     */
    ehrUserId: text('ehr_user_id'),
    /** The identity provider connection that opened the session (deleting it ends the session). */
    oidcConnectionId: integer('oidc_connection_id').references(() => oidcConnections.id, { onDelete: 'cascade' }),
    /** The provider's session id (`sid`): its back-channel logout ends this session. */
    oidcSid: text('oidc_sid'),
    /** The provider's refresh token, sealed; refused at a refresh check: the session ends. */
    refreshToken: text('refresh_token'),
    /** When the provider last accepted a refresh (or the sign-in). */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }),
    /** Call events the session sent (RecordCallEvent): limited per session (docs/reports.md). */
    callEvents: integer('call_events').notNull().default(0),
    /** The session sent far more events than calls it could have taken (audited once). */
    callEventsFlagged: boolean('call_events_flagged').notNull().default(false),
    createdAt: createdAt(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('sessions_practice_idx').on(t.practiceId),
    index('sessions_last_active_idx').on(t.lastActiveAt),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_sso_mapping_idx').on(t.ssoMappingId),
    index('sessions_oidc_connection_idx').on(t.oidcConnectionId),
  ],
);

/** Sign-in and session events. Never patient details. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    type: text('type').notNull(),
    practiceId: text('practice_id'),
    firstName: text('first_name'),
    ip: text('ip'),
    outcome: text('outcome').notNull(),
    /** The user's id in the EHR, for events of sessions opened by a signed launch. */
    ehrUserId: text('ehr_user_id'),
    /** Admin commands: the operating-system user and host that ran it (user@host). */
    operator: text('operator'),
    /** The administrator who made the change (console or CLI), kept even if the account goes. */
    adminId: integer('admin_id'),
    adminEmail: text('admin_email'),
    /** What changed (e.g. `options`, `template`), and its value before and after (never a secret). */
    subject: text('subject'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_practice_idx').on(t.practiceId, t.at),
    index('audit_events_admin_idx').on(t.adminId, t.at),
  ],
);

/**
 * Refused sign-ins and SSO launches, counted per 15-minute window, practice ('(unknown)' when the
 * Account ID matches none) and address key: a flood of refusals adds counts, not rows.
 */
export const auditRefusals = pgTable(
  'audit_refusals',
  {
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    type: text('type').notNull(),
    outcome: text('outcome').notNull(),
    practiceId: text('practice_id').notNull(),
    ip: text('ip').notNull(),
    count: integer('count').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ name: 'audit_refusals_pkey', columns: [t.windowStart, t.type, t.outcome, t.practiceId, t.ip] })],
);

/** Failed sign-ins, for brute-force limits shared by every server instance. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The address key: an IPv4 address, an IPv6 /64, or an SSO token prefix. */
    ip: text('ip').notNull(),
    /** A hash of the Account ID as typed (services/brute-force.service.ts `failureKey`). */
    practiceId: text('practice_id').notNull(),
    /** Recorded before the password is checked and not settled yet: a failure only once settled (ADR 0061). */
    inFlight: boolean('in_flight').notNull().default(false),
  },
  (t) => [
    index('sign_in_failures_ip_idx').on(t.ip, t.at),
    index('sign_in_failures_at_idx').on(t.at),
    index('sign_in_failures_key_idx').on(t.practiceId, t.at),
  ],
);

export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    practiceId: integer('practice_id'),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('client_errors_at_idx').on(t.at)],
);

/**
 * De-identified call events (migration 0005, docs/reports.md): one row per call, replaced by a
 * later COPY of the same call. Ids, enums, numbers and booleans; never patient details.
 */
export const callEvents = pgTable(
  'call_events',
  {
    callId: uuid('call_id').primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull(),
    locationId: integer('location_id'),
    firstName: text('first_name').notNull(),
    ehrUserId: text('ehr_user_id'),
    copiedAt: timestamp('copied_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    embedded: boolean('embedded').notNull(),
    summaryVersion: text('summary_version').notNull(),
    contentSetIds: integer('content_set_ids').array().notNull(),
    /** The protocols of the call and, at the same index, each one's own disposition (0: none). */
    protocolIds: integer('protocol_ids').array().notNull(),
    protocolDispositionIds: integer('protocol_disposition_ids').array().notNull(),
    callDispositionId: integer('call_disposition_id'),
    basisProtocolId: integer('basis_protocol_id'),
    basisQuestionId: integer('basis_question_id'),
    overrideReason: text('override_reason'),
    columbiaRequired: boolean('columbia_required').notNull(),
    columbiaResult: text('columbia_result'),
    columbiaBypassReason: text('columbia_bypass_reason'),
    videoVisitOffered: boolean('video_visit_offered').notNull(),
    videoVisitAccepted: boolean('video_visit_accepted').notNull(),
    adviceTopics: integer('advice_topics').notNull(),
    suggestionsAccepted: integer('suggestions_accepted').notNull(),
    suggestionsRejected: integer('suggestions_rejected').notNull(),
    /** A synthetic event of the demo seed (seed/demo-call-events.ts), never a real COPY's. */
    synthetic: boolean('synthetic').notNull().default(false),
  },
  (t) => [
    index('call_events_practice_at_idx').on(t.practiceId, t.copiedAt),
    index('call_events_organization_at_idx').on(t.organizationId, t.copiedAt),
    index('call_events_copied_at_idx').on(t.copiedAt),
    index('call_events_synthetic_at_idx').on(t.copiedAt).where(sql`${t.synthetic}`),
  ],
);

/**
 * Named administrators: an organization administrator (every practice of the organization) or a
 * practice administrator (one practice). Password as an argon2id hash, TOTP secret encrypted
 * (AES-256-GCM, services/totp.ts), recovery codes as sha-256 hashes.
 */
export const administrators = pgTable(
  'administrators',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    practiceId: integer('practice_id').references(() => practices.id, { onDelete: 'cascade' }),
    /** org-admin or practice-admin */
    role: text('role').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Sealed (AES-256-GCM); null after a reset, until the administrator enrols again. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Salted sha-256 of each unused recovery code (`s1.salt.hash`; plain sha-256 before issue 33). */
    recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    /** May publish the practice's protocol changes (issue 34); granted by an organization administrator. */
    medicalDirector: boolean('medical_director').notNull().default(false),
    /** Consecutive wrong second-factor codes (each counted before it is checked). */
    secondFactorFailures: integer('second_factor_failures').notNull().default(0),
    /** When the second factor locked (10 wrong codes); lifted by an organization administrator's reset. */
    secondFactorLockedAt: timestamp('second_factor_locked_at', { withTimezone: true, mode: 'date' }),
    /** Re-enrolment after a reset: the new secret (sealed), shown once, and its token's sha-256. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnrolmentHash: text('totp_enrolment_hash'),
    totpEnrolmentExpiresAt: timestamp('totp_enrolment_expires_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('administrators_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('administrators_totp_enrolment_key').on(t.totpEnrolmentHash),
  ],
);

/** Admin sessions: separate from the nurses' sessions, with their own idle limit. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** sha-256 of the 256-bit session id. */
    idHash: text('id_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    createdAt: createdAt(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/**
 * Invitations to become an administrator (the console's Administrators page): the single-use code
 * is kept only as its sha-256 hash and expires; the TOTP secret the invitee enrols is made when the
 * invitation is opened and kept encrypted like an administrator's, until it is accepted.
 */
export const adminInvitations = pgTable('admin_invitations', {
  id: serial('id').primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  practiceId: integer('practice_id').references(() => practices.id, { onDelete: 'cascade' }),
  /** org-admin or practice-admin */
  role: text('role').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  totpSecret: text('totp_secret'),
  invitedBy: integer('invited_by'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
  /** The first opening (its TOTP secret is shown then only). */
  openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
  /** Revoked in the console, or when the administrator who sent it was deactivated. */
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Each saved version of what administrators edit per practice (options, call-note template,
 * protocol notes, instructions): the version a change was based on detects conflicts; the list is
 * the version history.
 */
export const practiceRevisions = pgTable(
  'practice_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    version: integer('version').notNull(),
    value: jsonb('value'),
    adminId: integer('admin_id'),
    adminEmail: text('admin_email'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('practice_revisions_subject_version_key').on(t.practiceId, t.subject, t.version)],
);

/**
 * A practice's versions of a protocol (issue 34, migration 0017): every saved draft and every
 * published version, immutable (a trigger refuses updates). Drafts never reach nurses; the
 * practice's `published_protocols` names the published row they get.
 */
export const practiceProtocolVersions = pgTable(
  'practice_protocol_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    contentSetId: integer('content_set_id')
      .notNull()
      .references(() => contentSets.id),
    sourceProtocolId: integer('source_protocol_id').notNull(),
    /** 1, 2, … per practice and protocol, drafts and published versions alike. */
    version: integer('version').notNull(),
    /** draft, approved (a second medical director's approval of the draft it is based on; 0018) or published */
    state: text('state').notNull(),
    /** The protocol as nurses would get it (the served shape). */
    data: jsonb('data').notNull(),
    /** The licensed protocol's stored version the practice's edits started from (the merge base). */
    licensedVersion: text('licensed_version').notNull(),
    /** The row this one was made from (the draft a publish publishes). */
    basedOn: bigint('based_on', { mode: 'number' }),
    /** A publish's change note. */
    note: text('note'),
    /** The readable diff against the version published before (core's diffProtocols). */
    changes: jsonb('changes').notNull().default([]),
    adminId: integer('admin_id'),
    adminEmail: text('admin_email'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('practice_protocol_versions_version_key').on(
      t.practiceId,
      t.contentSetId,
      t.sourceProtocolId,
      t.version,
    ),
  ],
);

/**
 * The outgoing licensed protocols an update import replaced while practices' own versions were
 * based on them (migration 0019): the merge base of the next update (ADR 0043). Immutable content.
 */
export const licensedProtocolHistory = pgTable(
  'licensed_protocol_history',
  {
    contentSetId: integer('content_set_id')
      .notNull()
      .references(() => contentSets.id, { onDelete: 'cascade' }),
    sourceProtocolId: integer('source_protocol_id').notNull(),
    /** The stored version (content version plus digest) practice versions name as licensed_version. */
    version: text('version').notNull(),
    data: jsonb('data').notNull(),
    keptAt: timestamp('kept_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.contentSetId, t.sourceProtocolId, t.version] })],
);

/**
 * The update import's three-way merge of a practice's protocol (migration 0019, ADR 0043):
 * 'drafted' when a draft was kept (conflict-free, or once the console resolved the conflicts),
 * 'held' while conflicts wait for the console, 'superseded' when a later update replaced it.
 */
export const protocolUpdateMerges = pgTable(
  'protocol_update_merges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    contentSetId: integer('content_set_id')
      .notNull()
      .references(() => contentSets.id, { onDelete: 'cascade' }),
    sourceProtocolId: integer('source_protocol_id').notNull(),
    /** The licensed version the practice's edits started from (base) and the update's (theirs). */
    baseVersion: text('base_version').notNull(),
    updateVersion: text('update_version').notNull(),
    state: text('state').notNull(),
    /** The practice's version merged (ours): a change to the protocol since makes the merge stale. */
    oursVersion: integer('ours_version').notNull(),
    /** The merge, the practice's values where there are conflicts. */
    merged: jsonb('merged').notNull(),
    /** core's mergeProtocol conflicts: per item, the fields with base, ours and theirs. */
    conflicts: jsonb('conflicts').notNull().default([]),
    /** What the update changed for this practice: core's diffProtocols, ours → merged. */
    changes: jsonb('changes').notNull().default([]),
    /** The practice's draft version the merge became. */
    draftVersion: integer('draft_version'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: text('resolved_by'),
  },
  (t) => [index('protocol_update_merges_practice_idx').on(t.practiceId, t.state)],
);
