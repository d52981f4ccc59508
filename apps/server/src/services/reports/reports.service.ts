/**
 * A report over call events (GetReport): the period and the previous one of the same length, the
 * scope the administrator may see, then the report's builder.
 */
import type { ReportData, ReportId, ReportQuery } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import type { ReportScope } from '../../repositories/reports.repository.ts';
import { REPORT_BUILDERS } from './report-builders.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateOnly = (at: Date) => at.toISOString().slice(0, 10);

/** Whose calls a report counts: some practices (internal ids), or null for the whole organization. */
export interface ReportAudience {
  organizationId: number;
  practiceIds: readonly number[] | null;
}

/**
 * The scope of a query: its audience, its period (UTC days, `to` included) and the previous period
 * of the same number of days.
 */
export function reportScope(query: ReportQuery, audience: ReportAudience): ReportScope {
  const from = new Date(`${query.from}T00:00:00.000Z`);
  const to = new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS);
  return {
    practiceIds: audience.practiceIds,
    organizationId: audience.organizationId,
    locationId: query.locationId,
    nurse: query.nurse,
    from,
    to,
    previousFrom: new Date(from.getTime() - (to.getTime() - from.getTime())),
  };
}

export async function buildReport(db: Database, report: ReportId, scope: ReportScope): Promise<ReportData> {
  const { title, build } = REPORT_BUILDERS[report];
  const { tables, totals } = await build({ db, scope });
  return {
    report,
    title,
    calls: totals.calls,
    previousCalls: totals.previous,
    previousFrom: dateOnly(scope.previousFrom),
    previousTo: dateOnly(new Date(scope.from.getTime() - DAY_MS)),
    tables,
  };
}
