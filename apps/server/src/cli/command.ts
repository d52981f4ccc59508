/** What every admin command is made of: its context, options and the helpers that read them. */
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { RetentionDays } from '../services/retention.service.ts';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  readFile(path: string): Promise<string>;
  readStdin(): Promise<string>;
}

export interface CliContext {
  db: Database;
  now: () => Date;
  io: CliIo;
  /** Retention in days (AUDIT_RETENTION_DAYS, CLIENT_ERROR_RETENTION_DAYS, CALL_EVENT_RETENTION_DAYS); the defaults when absent. */
  retention?: RetentionDays;
  /** Who runs the command: the operating-system user and host (user@host), for the audit trail. */
  operator?: string;
  /** SSO_LAUNCH_KEY, from which signed SSO mappings' HS256 secrets are derived. */
  ssoLaunchKey?: string | undefined;
  /** The key of administrators' TOTP secrets (ADMIN_TOTP_KEY or the data directory's key file). */
  totpKey?: () => Promise<Buffer>;
  /** The issuer shown by authenticator apps (PRODUCT_NAME). */
  productName?: string;
  /** ALLOW_PRIVATE_EHR_ADDRESSES: register-ehr may reach a test EHR on a private or loopback address. */
  allowPrivateEhrAddresses?: boolean;
}

export type OptionSpec = { type: 'string' | 'boolean'; multiple?: boolean };
export type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface Command {
  summary: string;
  usage: string;
  options: Record<string, OptionSpec>;
  run(ctx: CliContext, values: Values): Promise<void>;
}

export class UsageError extends Error {}

export function text(values: Values, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

export function required(values: Values, name: string): string {
  const value = text(values, name);
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value;
}

export function integer(value: string, name: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

export function optionalInteger(values: Values, name: string): number | undefined {
  const value = text(values, name);
  return value === undefined ? undefined : integer(value, name);
}

export function date(value: string, name: string): Date {
  const parsed = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(parsed.getTime())) {
    throw new UsageError(`--${name} must be a date like 2026-01-31`);
  }
  return parsed;
}

export async function readJson(ctx: CliContext, path: string): Promise<unknown> {
  const raw = await ctx.io.readFile(path);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new AppError('badData', `${path} is not valid JSON`);
  }
}

/** The password from standard input (first line), or --password (which lands in shell history). */
export async function password(ctx: CliContext, values: Values): Promise<string> {
  if (values['password-stdin'] === true) {
    const [line] = (await ctx.io.readStdin()).split(/\r?\n/);
    return line ?? '';
  }
  const given = text(values, 'password');
  if (given === undefined) throw new UsageError('--password-stdin (or --password) is required');
  ctx.io.err('Warning: --password leaves the password in your shell history; prefer --password-stdin.');
  return given;
}

export const PASSWORD_OPTIONS: Record<string, OptionSpec> = {
  'password-stdin': { type: 'boolean' },
  password: { type: 'string' },
};

export const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
