/**
 * The console's audit trail: administrators' changes (who, what, when, before → after), their
 * sign-ins and sign-outs, and the command line's changes, of the practices and administrators in
 * the viewer's scope — an organization administrator: the organization's; a practice
 * administrator: their practice's. Filtered by dates (UTC days, both included), administrator and
 * kind; newest first, a page at a time. Values that could hold a secret are never shown. Refused
 * sign-ins of the administrators in scope (wrong codes, a locked second factor...) come as counts per
 * 15-minute window, as they are kept — a flood adds counts, not rows.
 */
import { AUDIT_PAGE_SIZE, type AuditEntry } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { listAdministrators } from '../../repositories/administrators.repository.ts';
import { type AuditEventRow, listAuditKinds, listAuditTrailRows } from '../../repositories/audit.repository.ts';
import { listRefusalsOf } from '../../repositories/audit-refusals.repository.ts';
import type { AdminScope } from '../admin-guard.ts';

const TRAIL_TYPES = [
  'admin-change',
  'admin',
  'admin-sign-in',
  'admin-sign-out',
  'admin-session-expired',
  // Named nurses' sign-ins through the organization's identity provider (ADR 0049): who, not just a first name.
  'oidc-sign-in',
] as const;

/** Keys whose values are never shown, wherever they are in a value. */
const SECRET_KEY = /secret|password|token|hash|key$|recovery/i;

/** The value with anything that could be a secret replaced. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '(hidden)' : withoutSecrets(inner)]),
  );
}

/**
 * What happened, in words, for the events whose stored outcome says only how it went: an
 * administrator's sign-in is stored as 'success' (the last sign-in is found by it), and the trail
 * says 'Signed in'. Every other event's outcome already names what happened ('settings: saved').
 */
const SESSION_ACTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'admin-sign-in': {
    success: 'Signed in',
    'success (recovery code)': 'Signed in with a recovery code',
    'success (authenticator enrolled)': 'Signed in after enrolling the authenticator again',
    'second factor locked': 'Second factor locked after 10 wrong codes',
  },
  'admin-sign-out': { success: 'Signed out' },
  'admin-session-expired': { expired: 'Session expired', deactivated: 'Session ended: deactivated' },
  'oidc-sign-in': {
    success: 'Signed in through the identity provider',
    'no-seat-available': 'Sign-in refused: every seat is in use',
    'no-active-subscription': 'Sign-in refused: no active subscription',
  },
};

const actionOf = (row: AuditEventRow): string => SESSION_ACTIONS[row.type]?.[row.outcome] ?? row.outcome;

export interface AuditTrailFilters {
  from?: string | undefined;
  to?: string | undefined;
  adminId?: number | undefined;
  kind?: string | undefined;
  page?: number | undefined;
}

function entryOf(row: AuditEventRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    type: row.type,
    by:
      row.adminEmail ??
      (row.operator ? `${row.operator} (command line)` : null) ??
      (row.type === 'oidc-sign-in' ? row.firstName : null),
    practiceId: row.practiceId,
    subject: row.subject,
    outcome: actionOf(row),
    before: withoutSecrets(row.before),
    after: withoutSecrets(row.after),
  };
}

const DAY_MS = 86_400_000;

export async function auditTrail(db: Database, scope: AdminScope, filters: AuditTrailFilters) {
  const viewer = scope.auth.admin;
  const admins = await listAdministrators(db, viewer.organizationId);
  const inScope = admins.filter(
    (a) => viewer.role === 'org-admin' || (a.role === 'practice-admin' && a.practiceId === viewer.practiceId),
  );
  const adminIds = inScope.map((a) => a.id);
  const trailScope = { practiceIds: scope.practices.map((p) => p.practiceId), adminIds, types: TRAIL_TYPES };
  const page = filters.page ?? 0;
  const from = filters.from ? new Date(`${filters.from}T00:00:00Z`) : undefined;
  const to = filters.to ? new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS) : undefined;
  const emails = new Map(inScope.map((a) => [`admin ${a.id}`, a.email]));
  const wanted = filters.adminId === undefined ? [...emails.keys()] : [`admin ${filters.adminId}`];
  // Refusals are sign-ins (and codes): a filter on another kind of change leaves them out.
  const refusalsWanted = !filters.kind || filters.kind === 'admin-sign-in';
  const refusals = await listRefusalsOf(db, {
    type: 'admin-sign-in',
    practiceIds: refusalsWanted ? wanted.filter((key) => emails.has(key)) : [],
    from,
    to,
    limit: AUDIT_PAGE_SIZE,
  });
  const rows = await listAuditTrailRows(db, {
    ...trailScope,
    from,
    to,
    adminId: filters.adminId,
    kind: filters.kind,
    offset: page * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE + 1,
  });
  return {
    events: rows.slice(0, AUDIT_PAGE_SIZE).map(entryOf),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
    refusals: refusals.map((refusal) => ({
      windowStart: refusal.windowStart.toISOString(),
      lastAt: (refusal.lastAt ?? refusal.windowStart).toISOString(),
      admin: emails.get(refusal.practiceId) ?? refusal.practiceId,
      outcome: refusal.outcome,
      count: refusal.count,
    })),
    kinds: await listAuditKinds(db, trailScope),
  };
}
