/**
 * The audit trail: sign-in success and failure, sign-out, SSO launches, session expiry and admin
 * commands (the command and its outcome; never its input), with
 * time, Account ID, first name, IP and outcome. Never patient data, never passwords or session ids.
 */
import type { Database } from '../db/client.ts';
import { insertAuditEvents } from '../repositories/audit.repository.ts';

export type AuditType =
  | 'sign-in'
  | 'sign-out'
  | 'sso-launch'
  | 'session-expired'
  | 'admin'
  | 'admin-sign-in'
  | 'admin-sign-out'
  | 'admin-session-expired'
  | 'admin-change';

/** Who made an administrative change, and what it changed (before and after; never a secret). */
export interface AuditChange {
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
