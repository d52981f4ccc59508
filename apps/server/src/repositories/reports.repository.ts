/**
 * The reports' queries over call events (docs/reports.md): each counts the calls of one practice
 * or one organization in a period and in the previous period of the same length, in one pass over
 * the (scope, time) index. Counts are of events: one per call, whatever how many times it was copied.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';

export interface ReportScope {
  /** The practices (internal ids) counted, or null for every practice of the organization. */
  practiceIds: readonly number[] | null;
  organizationId: number;
  locationId?: number | undefined;
  /** The nurse's first name (compared without regard to case). */
  nurse?: string | undefined;
  /** The period: from (included) to (excluded). */
  from: Date;
  to: Date;
  /** The previous period's start (it ends at `from`). */
  previousFrom: Date;
}

/** The filter of every report: scope, location, nurse, and both periods. */
function where(scope: ReportScope): SQL {
  const parts: SQL[] = [
    scope.practiceIds === null
      ? sql`e.organization_id = ${scope.organizationId}`
      : scope.practiceIds.length === 1
        ? sql`e.practice_id = ${scope.practiceIds[0]}`
        : sql`e.practice_id = any(${`{${scope.practiceIds.join(',')}}`}::int[])`,
    sql`e.copied_at >= ${scope.previousFrom}`,
    sql`e.copied_at < ${scope.to}`,
  ];
  if (scope.locationId !== undefined) parts.push(sql`e.location_id = ${scope.locationId}`);
  if (scope.nurse !== undefined) parts.push(sql`lower(e.first_name) = lower(${scope.nurse})`);
  return sql.join(parts, sql` and `);
}

const current = (scope: ReportScope) => sql`e.copied_at >= ${scope.from}`;

/** Calls (and previous-period calls) per group. */
export interface GroupCount<K> {
  key: K;
  calls: number;
  previous: number;
}

type Row = Record<string, unknown>;

const n = (value: unknown) => Number(value ?? 0);

async function grouped(db: Database, scope: ReportScope, select: SQL, from: SQL, groupBy: SQL): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`select ${select},
          count(*) filter (where ${current(scope)})::int as calls,
          count(*) filter (where not (${current(scope)}))::int as previous
        from ${from} where ${where(scope)} group by ${groupBy}`,
  );
}

/** Calls in the period and in the previous one. */
export async function countCalls(db: Database, scope: ReportScope): Promise<{ calls: number; previous: number }> {
  const [row] = await queryRows<Row>(
    db,
    sql`select count(*) filter (where ${current(scope)})::int as calls,
          count(*) filter (where not (${current(scope)}))::int as previous
        from call_events e where ${where(scope)}`,
  );
  return { calls: n(row?.calls), previous: n(row?.previous) };
}

/** Calls per protocol used (a call counts once under each protocol it used). */
export async function callsByProtocol(db: Database, scope: ReportScope): Promise<GroupCount<number>[]> {
  const rows = await grouped(
    db,
    scope,
    sql`p.id as key`,
    sql`call_events e cross join unnest(e.protocol_ids) as p(id)`,
    sql`p.id`,
  );
  return rows.map((r) => ({ key: n(r.key), calls: n(r.calls), previous: n(r.previous) }));
}

/** Calls per call disposition (after override); null: none. */
export async function callsByDisposition(db: Database, scope: ReportScope): Promise<GroupCount<number | null>[]> {
  const rows = await grouped(
    db,
    scope,
    sql`e.call_disposition_id as key`,
    sql`call_events e`,
    sql`e.call_disposition_id`,
  );
  return rows.map((r) => ({ key: r.key === null ? null : n(r.key), calls: n(r.calls), previous: n(r.previous) }));
}

/** Calls per (protocol used, call disposition) pair. */
export async function callsByProtocolAndDisposition(
  db: Database,
  scope: ReportScope,
): Promise<GroupCount<{ protocolId: number; dispositionId: number | null }>[]> {
  const rows = await grouped(
    db,
    scope,
    sql`p.id as protocol_id, e.call_disposition_id as disposition_id`,
    sql`call_events e cross join unnest(e.protocol_ids) as p(id)`,
    sql`p.id, e.call_disposition_id`,
  );
  return rows.map((r) => ({
    key: { protocolId: n(r.protocol_id), dispositionId: r.disposition_id === null ? null : n(r.disposition_id) },
    calls: n(r.calls),
    previous: n(r.previous),
  }));
}

/** Per nurse: calls, overrides, and the period's median and 90th percentile duration. */
export interface NurseFigures {
  nurse: string;
  calls: number;
  previous: number;
  overrides: number;
  previousOverrides: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
}

/** Overrides, and the durations' percentiles when asked for (null otherwise: they cost a sort). */
const durationFigures = (scope: ReportScope, withDurations: boolean) => sql`
  count(*) filter (where ${current(scope)} and e.override_reason is not null)::int as overrides,
  count(*) filter (where not (${current(scope)}) and e.override_reason is not null)::int as previous_overrides,
  ${
    withDurations
      ? sql`percentile_cont(0.5) within group (order by e.duration_seconds) filter (where ${current(scope)}) as median,
  percentile_cont(0.9) within group (order by e.duration_seconds) filter (where ${current(scope)}) as p90`
      : sql`null as median, null as p90`
  }`;

const seconds = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));

export async function figuresByNurse(db: Database, scope: ReportScope, withDurations = true): Promise<NurseFigures[]> {
  const rows = await grouped(
    db,
    scope,
    sql`e.first_name as key, ${durationFigures(scope, withDurations)}`,
    sql`call_events e`,
    sql`e.first_name`,
  );
  return rows.map((r) => ({
    nurse: String(r.key),
    calls: n(r.calls),
    previous: n(r.previous),
    overrides: n(r.overrides),
    previousOverrides: n(r.previous_overrides),
    medianSeconds: seconds(r.median),
    p90Seconds: seconds(r.p90),
  }));
}

/** The same figures per protocol used. */
export async function figuresByProtocol(
  db: Database,
  scope: ReportScope,
  withDurations = true,
): Promise<(Omit<NurseFigures, 'nurse'> & { protocolId: number })[]> {
  const rows = await grouped(
    db,
    scope,
    sql`p.id as key, ${durationFigures(scope, withDurations)}`,
    sql`call_events e cross join unnest(e.protocol_ids) as p(id)`,
    sql`p.id`,
  );
  return rows.map((r) => ({
    protocolId: n(r.key),
    calls: n(r.calls),
    previous: n(r.previous),
    overrides: n(r.overrides),
    previousOverrides: n(r.previous_overrides),
    medianSeconds: seconds(r.median),
    p90Seconds: seconds(r.p90),
  }));
}

/** Calls per value of a reason column (override or C-SSRS bypass), calls without one left out. */
export async function callsByReason(
  db: Database,
  scope: ReportScope,
  column: 'override_reason' | 'columbia_bypass_reason',
): Promise<GroupCount<string>[]> {
  const reason = sql.raw(`e.${column}`);
  const rows = await grouped(db, scope, sql`${reason} as key`, sql`call_events e`, reason);
  return rows
    .filter((r) => r.key !== null)
    .map((r) => ({ key: String(r.key), calls: n(r.calls), previous: n(r.previous) }));
}

/** The C-SSRS figures of the period and of the previous one. */
export interface ColumbiaFigures {
  required: number;
  requiredScreened: number;
  positive: number;
  negative: number;
  bypassed: number;
}

export async function columbiaFigures(
  db: Database,
  scope: ReportScope,
): Promise<{ current: ColumbiaFigures; previous: ColumbiaFigures }> {
  const figures = (period: SQL, prefix: string) => {
    const as = (name: string) => sql.raw(`${prefix}_${name}`);
    return sql`
      count(*) filter (where ${period} and e.columbia_required)::int as ${as('required')},
      count(*) filter (where ${period} and e.columbia_required and e.columbia_result is not null)::int as ${as('screened')},
      count(*) filter (where ${period} and e.columbia_result = 'positive')::int as ${as('positive')},
      count(*) filter (where ${period} and e.columbia_result = 'negative')::int as ${as('negative')},
      count(*) filter (where ${period} and e.columbia_bypass_reason is not null)::int as ${as('bypassed')}`;
  };
  const [row = {}] = await queryRows<Row>(
    db,
    sql`select ${figures(current(scope), 'c')}, ${figures(sql`not (${current(scope)})`, 'p')}
        from call_events e where ${where(scope)}`,
  );
  const at = (prefix: string): ColumbiaFigures => ({
    required: n(row[`${prefix}_required`]),
    requiredScreened: n(row[`${prefix}_screened`]),
    positive: n(row[`${prefix}_positive`]),
    negative: n(row[`${prefix}_negative`]),
    bypassed: n(row[`${prefix}_bypassed`]),
  });
  return { current: at('c'), previous: at('p') };
}

/**
 * Calls per hour of the week in each call's practice's time zone (the practice option `timeZone`,
 * UTC when not set): day 1 (Monday) to 7, hour 0 to 23. One query per zone among the scope's
 * practices (usually one), the zone a constant of the query rather than a value looked up per row.
 */
export async function callsByHourOfWeek(
  db: Database,
  scope: ReportScope,
): Promise<GroupCount<{ day: number; hour: number }>[]> {
  const practices = await queryRows<{ id: number; zone: string }>(
    db,
    sql`select id, coalesce(options->>'timeZone', 'UTC') as zone from practices where ${
      scope.practiceIds === null
        ? sql`organization_id = ${scope.organizationId}`
        : sql`id = any(${`{${scope.practiceIds.join(',')}}`}::int[])`
    }`,
  );
  const zones = new Map<string, number[]>();
  for (const p of practices) zones.set(p.zone, [...(zones.get(p.zone) ?? []), Number(p.id)]);
  const counts = new Map<string, GroupCount<{ day: number; hour: number }>>();
  for (const [zone, ids] of zones) {
    const local = sql`(e.copied_at at time zone ${zone}::text)`;
    const rows = await grouped(
      db,
      zones.size === 1 ? scope : { ...scope, practiceIds: ids },
      sql`extract(isodow from ${local})::int as day, extract(hour from ${local})::int as hour`,
      sql`call_events e`,
      sql`1, 2`,
    );
    for (const r of rows) {
      const key = { day: n(r.day), hour: n(r.hour) };
      const found = counts.get(`${key.day}-${key.hour}`) ?? { key, calls: 0, previous: 0 };
      found.calls += n(r.calls);
      found.previous += n(r.previous);
      counts.set(`${key.day}-${key.hour}`, found);
    }
  }
  return [...counts.values()];
}

/** Titles of protocols and dispositions by id, for the reports' labels. */
export async function titlesOf(db: Database, protocolIds: number[], dispositionIds: number[]) {
  const protocols = protocolIds.length
    ? await queryRows<{ id: number; title: string }>(
        db,
        sql`select id, title from protocols where id in ${sql`(${sql.join(
          protocolIds.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
      )
    : [];
  const dispositions = dispositionIds.length
    ? await queryRows<{ id: number; title: string }>(
        db,
        sql`select id, data->>'title' as title from dispositions where id in ${sql`(${sql.join(
          dispositionIds.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
      )
    : [];
  return {
    protocols: new Map(protocols.map((p) => [Number(p.id), p.title])),
    dispositions: new Map(dispositions.map((d) => [Number(d.id), d.title])),
  };
}
