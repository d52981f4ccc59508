/**
 * Retention: audit events, crash reports and call events older than their configured number of days are
 * deleted; SMART launches and accepted id_tokens once expired; failed sign-ins once past their
 * 15-minute window (brute-force.service.ts); administrator invitations once expired (72 hours after
 * they were sent, accepted or not) — by every server instance at start and every 6 hours (deleting
 * twice is harmless), and by the `purge-old-records` admin command.
 */
import type { Database } from '../db/client.ts';
import { purgeExpiredInvitations } from '../repositories/admin-invitations.repository.ts';
import { purgeAuditEvents } from '../repositories/audit.repository.ts';
import { purgeRefusals } from '../repositories/audit-refusals.repository.ts';
import { purgeCallEvents } from '../repositories/call-events.repository.ts';
import { purgeClientErrors } from '../repositories/client-errors.repository.ts';
import { purgeExpiredSmartLaunches } from '../repositories/smart-launches.repository.ts';
import { purgeStaleSignInFailures } from './brute-force.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface RetentionDays {
  auditDays: number;
  clientErrorDays: number;
  callEventDays: number;
}

/** PostgreSQL's insufficient_privilege, however deep the driver wrapped it. */
function isPermissionDenied(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '42501') return true;
  }
  return false;
}

/**
 * Purges them all; audit events and refusal counts are left (null) to the owner's `purge-old-records`
 * when the API runs under the data-only role, which may not delete them.
 */
export async function purgeOldRecords(
  db: Database,
  now: Date,
  days: RetentionDays,
): Promise<{
  auditEvents: number | null;
  auditRefusals: number | null;
  clientErrors: number;
  callEvents: number;
  smartLaunches: number;
  signInFailures: number;
  invitations: number;
}> {
  const clientErrors = await purgeClientErrors(db, new Date(now.getTime() - days.clientErrorDays * DAY_MS));
  const smartLaunches = await purgeExpiredSmartLaunches(db, now);
  const callEvents = await purgeCallEvents(db, new Date(now.getTime() - days.callEventDays * DAY_MS));
  const signInFailures = await purgeStaleSignInFailures(db, now);
  const invitations = await purgeExpiredInvitations(db, now);
  const ownersOnly = (error: unknown) => {
    if (isPermissionDenied(error)) return null;
    throw error;
  };
  const auditRefusals = await purgeRefusals(db, new Date(now.getTime() - days.auditDays * DAY_MS)).catch(ownersOnly);
  const auditEvents = await purgeAuditEvents(db, new Date(now.getTime() - days.auditDays * DAY_MS)).catch(ownersOnly);
  return { auditEvents, auditRefusals, clientErrors, callEvents, smartLaunches, signInFailures, invitations };
}
