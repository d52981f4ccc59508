/**
 * Server configuration, parsed once at start-up from the environment. A bad configuration
 * fails with every bad key listed, not just the first.
 */
import { isIP } from 'node:net';
import { type AppConfig, DEFAULT_APP_CONFIG } from '@triage/contracts';
import { z } from 'zod';
import { frameAncestorsProblems } from './lib/origins.ts';

const VERSION = /^\d+\.\d+\.\d+$/;

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An IPv4 or IPv6 address, optionally with a /prefix (CIDR). */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY, in the forms Fastify supports: true/false/yes/no (true trusts every proxy: only when nothing but
 * the proxy can reach the server), a hop count (trust the nearest N proxies), or a comma-separated
 * list of the proxies' addresses or ranges (CIDR) and Fastify's names loopback, linklocal, uniquelocal.
 */
const trustProxyFromEnv = z.string().transform((raw, ctx): boolean | number | string[] => {
  const value = raw.trim();
  // A number is a hop count (so "1" is one proxy, not "true"); 0 trusts none.
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops === 0) return false;
    if (hops <= 20) return hops;
  }
  const flag = booleanFromEnv.safeParse(value);
  if (flag.success) return flag.data;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const bad = entries.filter((entry) => !named.has(entry) && !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, a hop count (1-20) or a comma-separated list of proxy addresses or ranges${bad.length > 0 ? ` (not an address: ${bad.join(', ')})` : ''}`,
    });
    return z.NEVER;
  }
  return entries;
});

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on: loopback by default; a non-loopback address refuses demo data (services/demo-mode.ts). */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * PostgreSQL: the owner's URL, used only to migrate at start, so that DATABASE_URL can be a
   * data-only role that cannot change the schema nor update or delete audit events (apps/server/sql/api-role.sql).
   */
  DATABASE_MIGRATION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** PostgreSQL: connections per instance (instances × pool ≤ the server's max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** PostgreSQL: the database cancels a statement running longer (statement_timeout). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /** The longest a client may take to send a whole request (slow-loris defence). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** An idle connection is closed after this long. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  DATA_DIR: z.string().min(1).default('./data'),
  PRODUCT_NAME: z.string().min(1).default('Triage Desk'),
  SUPPORT_PHONE: z.string().min(1).default('1-800-555-0199'),
  SUPPORT_EMAIL: z.email().default('support@triagedesk.example'),
  /** Where the Clinical Users' Guide is requested (Initial Assessment); unset: no link. */
  CLINICAL_USERS_GUIDE_URL: z.url({ protocol: /^https$/ }).optional(),
  /** Base address of the Support Resources pages and protocol index documents; unset: not shown. */
  SUPPORT_RESOURCES_URL: z.url({ protocol: /^https$/ }).optional(),
  /**
   * The canonical base of Triage Desk's FHIR code systems, Questionnaires and call identifier
   * (docs/smart-on-fhir.md): the same on every deployment, whatever host the nurse uses.
   */
  FHIR_CANONICAL_BASE: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(DEFAULT_APP_CONFIG.fhirCanonicalBase),
  /** Messages of the light-blue banners at the top and the bottom of the app; unset: none. */
  TOP_BANNER: z.string().max(300).optional(),
  BOTTOM_BANNER: z.string().max(300).optional(),
  LATEST_CLIENT_VERSION: z.string().regex(VERSION, 'must look like 1.0.11').default('1.0.11'),
  MINIMUM_CLIENT_VERSION: z.string().regex(VERSION, 'must look like 1.0.11').default('1.0.0'),
  /**
   * Space-separated CSP source list of the pages allowed to frame the app: 'self', 'none' or exact
   * origins, e.g. "'self' https://ehr.example.org" (https; http only for loopback; never *).
   */
  FRAME_ANCESTORS: z
    .string()
    .default("'self'")
    .superRefine((value, ctx) => {
      for (const message of frameAncestorsProblems(value)) ctx.addIssue({ code: 'custom', message });
    }),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built web app; empty disables static serving. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Demo mode: the demo practices (password "demo"), SSO links and content. Unset: only the quick
   * start (the embedded database on a loopback HOST); elsewhere demo data refuses to start unless true.
   */
  DEMO_MODE: booleanFromEnv.optional(),
  /** In demo mode, a year of synthetic call events for the demo practices' Reports (seed/seed-call-events.ts). */
  DEMO_CALL_EVENTS: booleanFromEnv.default(true),
  /**
   * Secret (at least 32 characters) from which each signed SSO mapping's HS256 launch secret is
   * derived; unset: only signed mappings with the EHR's public key. Keep it out of the database.
   */
  SSO_LAUNCH_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  /**
   * Development only: the server may fetch an EHR's SMART configuration and keys from loopback,
   * private, link-local and unique-local addresses, and over plain http (a local test EHR). Unset:
   * public addresses and https only (issue 33, docs/security.md).
   */
  ALLOW_PRIVATE_EHR_ADDRESSES: booleanFromEnv.default(false),
  /** The `aud` every signed SSO launch token must carry. */
  SSO_AUDIENCE: z.string().min(1).max(200).default('triage-desk'),
  /**
   * The practices' known egress ranges (comma-separated addresses or CIDR ranges): sign-ins from
   * them get ten times the per-address failure limits (a call centre behind one NAT).
   */
  SIGN_IN_EGRESS_RANGES: z
    .string()
    .transform((raw, ctx) => {
      const entries = raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.filter((entry) => !isAddressOrRange(entry));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `not an address or CIDR range: ${bad.join(', ')}` });
        return z.NEVER;
      }
      return entries;
    })
    .default([]),
  /** General ceiling of API requests per minute per IP (all calls together), on each server instance. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  /** Days audit events are kept (default six years). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(2190),
  /** Days crash reports are kept. */
  CLIENT_ERROR_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  /** Days call events (the reports' de-identified records) are kept (default three years). */
  CALL_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(1095),
  /** Client error reports accepted per minute per IP. */
  CLIENT_ERRORS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Minutes without activity that end an admin session. */
  ADMIN_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /**
   * Key (64 hex digits) that encrypts administrators' TOTP secrets; every instance needs the same.
   * Unset: a key file in DATA_DIR, made at first use (one machine only).
   */
  ADMIN_TOTP_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 bytes)')
    .optional(),
  /**
   * Key (64 hex digits) that signs patient handout links (ADR 0046); every instance needs the same.
   * Unset: a key file in DATA_DIR, made at first use (one machine only).
   */
  HANDOUT_LINK_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 bytes)')
    .optional(),
  /**
   * Key (64 hex digits) that seals identity providers' client secrets and named sessions' refresh
   * tokens (ADR 0049); every instance needs the same. Unset: a key file in DATA_DIR (one machine only).
   */
  OIDC_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 bytes)')
    .optional(),
  /** Seconds between two refresh checks of a named session at the identity provider (ADR 0049). */
  OIDC_REFRESH_CHECK_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  /** Days a patient handout link stays valid. */
  HANDOUT_LINK_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /**
   * The address patients reach this server at (e-mailed handout links point there), e.g.
   * https://triage.example.org; unset: handouts cannot be e-mailed.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** The SMTP server handouts are e-mailed through (ADR 0046); unset: no e-mail channel. */
  SMTP_HOST: z.string().min(1).max(255).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** true: TLS from the first byte (port 465); false: STARTTLS, required — never a plain-text session. */
  SMTP_SECURE: booleanFromEnv.default(false),
  SMTP_USER: z.string().min(1).max(255).optional(),
  SMTP_PASSWORD: z.string().min(1).max(1000).optional(),
  /** The From address of handout e-mails; the practice's name is its display name. */
  SMTP_FROM: z.email().optional(),
  /** Development only: accept the SMTP server's self-signed certificate. */
  SMTP_ALLOW_SELF_SIGNED: booleanFromEnv.default(false),
  /** The SMS provider handouts are texted through (ADR 0051): `twilio` (its Messages API); unset: no text channel. */
  SMS_PROVIDER: z.enum(['twilio']).optional(),
  /** The provider's account (Twilio: the Account SID, AC and 32 hex digits). */
  SMS_ACCOUNT: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio Account SID (AC and 32 hex digits)')
    .optional(),
  /** The provider's secret (Twilio: the Auth Token, or an API key's secret with SMS_API_KEY). */
  SMS_AUTH_TOKEN: z.string().min(1).max(200).optional(),
  /** Twilio: an API key SID (SK…) to authenticate with instead of the Account SID. */
  SMS_API_KEY: z
    .string()
    .regex(/^SK[0-9a-fA-F]{32}$/)
    .optional(),
  /**
   * Twilio: the account's Auth Token, which signs status callbacks (X-Twilio-Signature; ADR 0064) — the
   * same value as SMS_AUTH_TOKEN unless that holds an API key's secret, which cannot check them.
   * Unset: no delivery reports are asked for, and the Handouts tab says delivery is not reported.
   */
  SMS_CALLBACK_AUTH_TOKEN: z.string().min(1).max(200).optional(),
  /** The number (E.164, e.g. +15550104242) or messaging service the texts come from. */
  SMS_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'must be an E.164 number or a Messaging Service SID')
    .optional(),
  /** The provider's API base; another one only for a local stand-in (development and tests). */
  SMS_API_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.twilio.com'),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError naming every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(ConfigSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const parsed = ConfigSchema.safeParse(picked);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
  return parsed.data;
}

/**
 * Builds a configuration for tests and tools: defaults plus the given overrides.
 * @internal
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Fixed TOTP, handout and identity provider keys: tests write no key file.
  return {
    ...loadConfig({}),
    LOG_LEVEL: 'silent',
    ADMIN_TOTP_KEY: '7'.repeat(64),
    HANDOUT_LINK_KEY: '5'.repeat(64),
    OIDC_SECRET_KEY: '3'.repeat(64),
    ...overrides,
  };
}

/** Why handouts cannot be e-mailed with this configuration; null when they can (services/mailer.ts uses the same rule). */
export function mailUnavailableReason(config: Config): string | null {
  const missing = (['SMTP_HOST', 'SMTP_FROM', 'PUBLIC_URL'] as const).filter((key) => !config[key]);
  return missing.length === 0 ? null : `E-mail is not set up on this server (${missing.join(', ')} not configured).`;
}

/** Why handouts cannot be texted with this configuration; null when they can (services/sms.ts uses the same rule). */
export function smsUnavailableReason(config: Config): string | null {
  const missing = (['SMS_PROVIDER', 'SMS_ACCOUNT', 'SMS_AUTH_TOKEN', 'SMS_FROM', 'PUBLIC_URL'] as const).filter(
    (key) => !config[key],
  );
  return missing.length === 0
    ? null
    : `Text messages are not set up on this server (${missing.join(', ')} not configured).`;
}

/** The configuration the web app may see (no secrets). */
export function publicAppConfig(config: Config): AppConfig {
  return {
    ...DEFAULT_APP_CONFIG,
    productName: config.PRODUCT_NAME,
    supportPhone: config.SUPPORT_PHONE,
    supportEmail: config.SUPPORT_EMAIL,
    clinicalUsersGuideUrl: config.CLINICAL_USERS_GUIDE_URL ?? null,
    supportResourcesUrl: config.SUPPORT_RESOURCES_URL?.replace(/\/+$/, '') ?? null,
    topBanner: config.TOP_BANNER?.trim() || null,
    bottomBanner: config.BOTTOM_BANNER?.trim() || null,
    fhirCanonicalBase: config.FHIR_CANONICAL_BASE,
    handoutEmailUnavailable: mailUnavailableReason(config),
    handoutTextUnavailable: smsUnavailableReason(config),
    copyright: {
      ...DEFAULT_APP_CONFIG.copyright,
      product: `© 2026 ${config.PRODUCT_NAME}. All rights reserved.`,
    },
  };
}
