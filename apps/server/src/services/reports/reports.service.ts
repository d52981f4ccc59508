/**
 * A report over call events (GetReport): the period and the previous one of the same length, the
 * scope the administrator may see, then the report's builder; every read is audited (`readReport`).
 */
import type { ReportData, ReportId, ReportQuery, ReportTable } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { hasSyntheticCalls, type ReportAudience, type ReportScope } from '../../repositories/reports.repository.ts';
import { type AdminScope, reportAudience } from '../admin-guard.ts';
import { recordAudit } from '../audit.service.ts';
import { REPORT_BUILDERS } from './report-builders.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateOnly = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The scope of a query: its audience, its period (UTC days, `to` included) and the previous period
 * of the same number of days.
 * @internal
 */
export function reportScope(query: ReportQuery, audience: ReportAudience): ReportScope {
  const from = new Date(`${query.from}T00:00:00.000Z`);
  const to = new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS);
  return {
    practiceIds: audience.practiceIds,
    organizationId: audience.organizationId,
    locationId: query.locationId,
    nurse: query.nurse,
    nurseId: query.nurseId,
    from,
    to,
    previousFrom: new Date(from.getTime() - (to.getTime() - from.getTime())),
  };
}

/** Counts from 1 to this, less one, are suppressed in a narrow report (a nurse's, or a day's). */
const SMALL_COUNT = 5;

const isSmall = (value: unknown) => typeof value === 'number' && value > 0 && value < SMALL_COUNT;

/**
 * A report is narrow — its small counts could point at one call — when it is filtered by nurse or
 * covers a single day.
 */
function isNarrow(scope: ReportScope): boolean {
  return (
    scope.nurse !== undefined || scope.nurseId !== undefined || scope.to.getTime() - scope.from.getTime() <= DAY_MS
  );
}

/**
 * The table with every count from 1 to 4 replaced by null, and in a row where one was, its
 * percentages and durations too (they would give the count back).
 */
function suppressSmallCounts(table: ReportTable): ReportTable {
  const counts = table.columns.filter((c) => c.kind === 'count').map((c) => c.key);
  const derived = table.columns.filter((c) => c.kind === 'percent' || c.kind === 'seconds').map((c) => c.key);
  const rows = table.rows.map((row) => {
    const small = counts.filter((key) => isSmall(row[key]));
    if (small.length === 0) return row;
    return { ...row, ...Object.fromEntries([...small, ...derived].map((key) => [key, null])) };
  });
  return { ...table, rows };
}

/**
 * A report's tables over a scope, its small counts suppressed when narrow (readReport; the counting tests and the benchmark).
 * @internal
 */
export async function buildReport(db: Database, report: ReportId, scope: ReportScope): Promise<ReportData> {
  const { title, build } = REPORT_BUILDERS[report];
  const [{ tables, totals }, synthetic] = await Promise.all([build({ db, scope }), hasSyntheticCalls(db, scope)]);
  const isSuppressed = isNarrow(scope);
  const total = (value: number) => (isSuppressed && isSmall(value) ? null : value);
  return {
    report,
    title,
    calls: total(totals.calls),
    previousCalls: total(totals.previous),
    previousFrom: dateOnly(scope.previousFrom),
    previousTo: dateOnly(new Date(scope.from.getTime() - DAY_MS)),
    tables: isSuppressed ? tables.map(suppressSmallCounts) : tables,
    synthetic,
  };
}

/**
 * An administrator reads a report: built over their scope only, and audited — who read which
 * report, of whom, over which period and filters.
 */
export async function readReport(
  db: Database,
  read: { at: Date; admin: AdminScope; ip: string | null; query: ReportQuery },
): Promise<ReportData> {
  const { query, admin } = read;
  const data = await buildReport(db, query.report, reportScope(query, reportAudience(admin, query.practiceId)));
  const { id, email } = admin.auth.admin;
  await recordAudit(db, {
    at: read.at,
    type: 'admin-report',
    practiceId: query.practiceId ?? null,
    firstName: null,
    ip: read.ip,
    outcome: `report: ${query.report}`,
    change: {
      adminId: id,
      adminEmail: email,
      subject: 'report',
      before: null,
      after: {
        report: query.report,
        from: query.from,
        to: query.to,
        practice: query.practiceId ?? null,
        locationId: query.locationId ?? null,
        nurse: query.nurse ?? null,
        nurseId: query.nurseId ?? null,
      },
    },
  });
  return data;
}
