/**
 * The audit trail: sign-in success and failure, sign-out, SSO launches, session expiry and admin
 * commands (the command and its outcome; never its input), with
 * time, Account ID, first name, IP and outcome. Never patient data, never passwords or session ids.
 */
import type { Database } from '../db/client.ts';
import { insertAuditEvents } from '../repositories/audit.repository.ts';
import { countRefusal } from '../repositories/audit-refusals.repository.ts';
import { addressKey } from './client-address.ts';

type AuditType =
  | 'sign-in'
  | 'sign-out'
  | 'sso-launch'
  | 'smart-launch'
  | 'oidc-sign-in'
  | 'session-expired'
  | 'admin'
  | 'admin-sign-in'
  | 'admin-sign-out'
  | 'admin-session-expired'
  | 'admin-change'
  | 'admin-report'
  | 'call-events';

/** Who made an administrative change, and what it changed (before and after; never a secret). */
interface AuditChange {
  adminId: number | null;
  adminEmail: string | null;
  subject?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditEvent {
  at: Date;
  type: AuditType;
  /** The Account ID (as typed for failures). */
  practiceId: string | null;
  firstName: string | null;
  ip: string | null;
  outcome: string;
  /** The user's id in the EHR (signed SSO launches and their sessions). */
  ehrUserId?: string | null;
  /** Admin commands: the operating-system user and host (user@host). */
  operator?: string | null;
  change?: AuditChange;
}

const MAX_FIELD = 100;

const cut = (value: string | null): string | null => (value === null ? null : value.slice(0, MAX_FIELD));

export async function recordAudit(db: Database, ...events: AuditEvent[]): Promise<void> {
  await insertAuditEvents(
    db,
    events.map((event) => ({
      at: event.at,
      type: event.type,
      practiceId: cut(event.practiceId),
      firstName: cut(event.firstName),
      ip: cut(event.ip),
      outcome: event.outcome.slice(0, MAX_FIELD),
      ehrUserId: cut(event.ehrUserId ?? null),
      operator: cut(event.operator ?? null),
      ...(event.change
        ? {
            adminId: event.change.adminId,
            adminEmail: cut(event.change.adminEmail),
            subject: cut(event.change.subject ?? null),
            before: event.change.before ?? null,
            after: event.change.after ?? null,
          }
        : {}),
    })),
  );
}

/** The window refusals are counted in. */
const REFUSAL_WINDOW_MS = 15 * 60 * 1000;

/**
 * A refused sign-in or SSO launch (wrong credentials or token, rate-limited): counted in its
 * 15-minute window per practice (the real Account ID, or '(unknown)') and address key, instead of a
 * row per attempt kept six years — a flood adds counts, not rows.
 */
export async function recordRefusal(
  db: Database,
  event: {
    at: Date;
    type: 'sign-in' | 'sso-launch' | 'smart-launch' | 'oidc-sign-in' | 'admin-sign-in';
    practiceId: string | null;
    ip: string;
    outcome: string;
  },
): Promise<void> {
  const windowStart = new Date(Math.floor(event.at.getTime() / REFUSAL_WINDOW_MS) * REFUSAL_WINDOW_MS);
  await countRefusal(db, {
    windowStart,
    type: event.type,
    outcome: event.outcome.slice(0, MAX_FIELD),
    practiceId: (event.practiceId ?? '(unknown)').slice(0, MAX_FIELD),
    ip: addressKey(event.ip).slice(0, MAX_FIELD),
    at: event.at,
  });
}
