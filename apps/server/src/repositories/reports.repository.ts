/**
 * The reports' queries over call events (docs/reports.md): each counts the calls of one practice
 * or one organization in a period and in the previous period of the same length, in one pass over
 * the (scope, time) index. Counts are of events: one per call, whatever how many times it was copied.
 * The per-protocol counts read `call_event_protocols` (one row per protocol of a call, kept with
 * the events by triggers, migration 0011) with the same filter.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';

/** Whose calls a report counts: some practices (internal ids), or null for the whole organization. */
export interface ReportAudience {
  organizationId: number;
  practiceIds: readonly number[] | null;
}

export interface ReportScope {
  /** The practices (internal ids) counted, or null for every practice of the organization. */
  practiceIds: readonly number[] | null;
  organizationId: number;
  locationId?: number | undefined;
  /** The nurse's first name (compared without regard to case). */
  nurse?: string | undefined;
  /** A named nurse's user id (the events' ehr_user_id): one person, whatever her name. */
  nurseId?: string | undefined;
  /** The period: from (included) to (excluded). */
  from: Date;
  to: Date;
  /** The previous period's start (it ends at `from`). */
  previousFrom: Date;
}

/** An integer list as one array parameter (one bound value, whatever its length). */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The filter of every report: scope, location, nurse, and both periods. */
function where(scope: ReportScope): SQL {
  const parts: SQL[] = [
    scope.practiceIds === null
      ? sql`e.organization_id = ${scope.organizationId}`
      : scope.practiceIds.length === 1
        ? sql`e.practice_id = ${scope.practiceIds[0]}`
        : sql`e.practice_id = any(${intArray(scope.practiceIds)})`,
    sql`e.copied_at >= ${scope.previousFrom}`,
    sql`e.copied_at < ${scope.to}`,
  ];
  if (scope.locationId !== undefined) parts.push(sql`e.location_id = ${scope.locationId}`);
  if (scope.nurse !== undefined) parts.push(sql`lower(e.first_name) = lower(${scope.nurse})`);
  if (scope.nurseId !== undefined) parts.push(sql`e.ehr_user_id = ${scope.nurseId}`);
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

/** Whether any call counted in the period or the previous one is a synthetic demo event. */
export async function hasSyntheticCalls(db: Database, scope: ReportScope): Promise<boolean> {
  const [row] = await queryRows<Row>(
    db,
    sql`select exists (select 1 from call_events e where e.synthetic and ${where(scope)}) as synthetic`,
  );
  return row?.synthetic === true;
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

/**
 * The protocols of the calls: one row per (call, protocol used), a call without any protocol one
 * row without one (protocol_id null); `first_of_call` marks one row of each call. With the call's
 * filter columns.
 */
const PROTOCOLS = sql`call_event_protocols e`;

/** The calls of both periods, counted on the protocol rows (one row of each call is its first). */
const protocolRowCalls = (scope: ReportScope) => sql`
  count(*) filter (where ${current(scope)} and e.first_of_call)::int as first_calls,
  count(*) filter (where not (${current(scope)}) and e.first_of_call)::int as first_previous`;

/** Calls of both periods from rows of protocol groups that carry `protocolRowCalls`. */
const callsOfProtocolRows = (rows: Row[]) => ({
  calls: rows.reduce((sum, r) => sum + n(r.first_calls), 0),
  previous: rows.reduce((sum, r) => sum + n(r.first_previous), 0),
});

/**
 * Calls per protocol used (a call counts once under each protocol it used), and the calls of both
 * periods (with or without a protocol), in one pass.
 */
export async function callsByProtocol(
  db: Database,
  scope: ReportScope,
): Promise<{ counts: GroupCount<number>[]; totals: { calls: number; previous: number } }> {
  const rows = await grouped(
    db,
    scope,
    sql`e.protocol_id as key, ${protocolRowCalls(scope)}`,
    PROTOCOLS,
    sql`e.protocol_id`,
  );
  return {
    counts: rows
      .filter((r) => r.key !== null)
      .map((r) => ({ key: n(r.key), calls: n(r.calls), previous: n(r.previous) })),
    totals: callsOfProtocolRows(rows),
  };
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

/**
 * A nurse, as reports group them: a named nurse by her user id (ehr_user_id: one person, even when
 * two share a name); else the first name typed at sign-in, whatever its case ('bob' and 'Bob' are
 * one nurse, as the nurse filter finds them). In byte order ("C": cheaper than the database's
 * collation); shown as the first of its spellings in byte order ('Bob').
 */
const NURSE = sql`coalesce('user:' || e.ehr_user_id, 'name:' || lower(e.first_name)) collate "C"`;
const NURSE_NAME = sql`min(e.first_name collate "C")`;
/** The group's person id: a named nurse's user id, null for a typed first name. */
const NURSE_ID = sql`min(e.ehr_user_id)`;

/** Calls per nurse (the person id of a named one). */
export async function callsByNurse(
  db: Database,
  scope: ReportScope,
): Promise<(GroupCount<string> & { nurseId: string | null })[]> {
  const rows = await grouped(db, scope, sql`${NURSE_NAME} as key, ${NURSE_ID} as nurse_id`, sql`call_events e`, NURSE);
  return rows.map((r) => ({
    key: String(r.key),
    nurseId: r.nurse_id === null ? null : String(r.nurse_id),
    calls: n(r.calls),
    previous: n(r.previous),
  }));
}

/** Calls per (protocol used, call disposition) pair, and the calls of both periods, in one pass. */
export async function callsByProtocolAndDisposition(
  db: Database,
  scope: ReportScope,
): Promise<{
  counts: GroupCount<{ protocolId: number; dispositionId: number | null }>[];
  totals: { calls: number; previous: number };
  /** Calls of the period per call disposition (a call once, whatever its protocols; key 'none': none). */
  callsByDisposition: Map<number | 'none', number>;
}> {
  const rows = await grouped(
    db,
    scope,
    sql`e.protocol_id, e.call_disposition_id as disposition_id, ${protocolRowCalls(scope)}`,
    PROTOCOLS,
    sql`e.protocol_id, e.call_disposition_id`,
  );
  return {
    counts: rows
      .filter((r) => r.protocol_id !== null)
      .map((r) => ({
        key: { protocolId: n(r.protocol_id), dispositionId: r.disposition_id === null ? null : n(r.disposition_id) },
        calls: n(r.calls),
        previous: n(r.previous),
      })),
    totals: callsOfProtocolRows(rows),
    // Every row of a call has the call's disposition, and one row of each call is its first.
    callsByDisposition: rows.reduce((calls, r) => {
      const key = r.disposition_id === null ? 'none' : n(r.disposition_id);
      return calls.set(key, (calls.get(key) ?? 0) + n(r.first_calls));
    }, new Map<number | 'none', number>()),
  };
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

/**
 * Overrides (`overridden`: whether a row is an overridden call's), and the durations' percentiles
 * when asked for (null otherwise: they cost a sort).
 */
const durationFigures = (scope: ReportScope, withDurations: boolean, overridden: SQL) => sql`
  count(*) filter (where ${current(scope)} and ${overridden})::int as overrides,
  count(*) filter (where not (${current(scope)}) and ${overridden})::int as previous_overrides,
  ${
    withDurations
      ? sql`percentile_cont(array[0.5, 0.9]) within group (order by e.duration_seconds) filter (where ${current(scope)}) as percentiles`
      : sql`null as percentiles`
  }`;

const seconds = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));

/** The median and 90th percentile from `percentile_cont(array[0.5, 0.9])` (one sort for both). */
function percentiles(value: unknown): { medianSeconds: number | null; p90Seconds: number | null } {
  const list = typeof value === 'string' ? value.replace(/[{}]/g, '').split(',') : (value as unknown[] | null);
  return { medianSeconds: seconds(list?.[0]), p90Seconds: seconds(list?.[1]) };
}

const OVERRIDDEN = sql`e.override_reason is not null`;

const nurseFigures = (r: Row): NurseFigures => ({
  nurse: String(r.key),
  calls: n(r.calls),
  previous: n(r.previous),
  overrides: n(r.overrides),
  previousOverrides: n(r.previous_overrides),
  ...percentiles(r.percentiles),
});

/**
 * Per nurse: calls and overrides, with the durations' percentiles. The percentiles need the rows
 * sorted by nurse: in byte order ("C", see NURSE), much cheaper than the database's collation.
 */
export async function figuresByNurse(db: Database, scope: ReportScope): Promise<NurseFigures[]> {
  const rows = await grouped(
    db,
    scope,
    sql`${NURSE_NAME} as key, ${durationFigures(scope, true, OVERRIDDEN)}`,
    sql`call_events e`,
    NURSE,
  );
  return rows.map(nurseFigures);
}

/** Adds up rows of figures by key (the groups of a two-column grouping, summed over the other column). */
function sumBy(rows: Row[], key: (r: Row) => unknown, columns: string[]): Map<unknown, Row> {
  const sums = new Map<unknown, Row>();
  for (const r of rows) {
    const found = sums.get(key(r)) ?? { key: key(r) };
    for (const column of columns) found[column] = n(found[column]) + n(r[column]);
    sums.set(key(r), found);
  }
  return sums;
}

/**
 * In one pass: per nurse, calls and overrides (no durations); per override reason, the calls
 * (calls without one left out). Grouped by (nurse, reason) and added up here: a plain grouping
 * aggregates in parallel, where GROUPING SETS would not.
 */
export async function overridesByNurseAndReason(
  db: Database,
  scope: ReportScope,
): Promise<{ nurses: NurseFigures[]; reasons: GroupCount<string>[] }> {
  const rows = await grouped(
    db,
    scope,
    sql`${NURSE} as nurse, ${NURSE_NAME} as name, e.override_reason as reason, ${durationFigures(scope, false, OVERRIDDEN)}`,
    sql`call_events e`,
    sql`${NURSE}, e.override_reason`,
  );
  const columns = ['calls', 'previous', 'overrides', 'previous_overrides'];
  // A nurse's rows of several reasons may be spelled differently: the first spelling in byte order.
  const names = new Map<unknown, string>();
  for (const r of rows) {
    const name = String(r.name);
    const known = names.get(r.nurse);
    if (known === undefined || name < known) names.set(r.nurse, name);
  }
  return {
    nurses: [...sumBy(rows, (r) => r.nurse, columns).values()].map((r) => ({
      ...nurseFigures(r),
      nurse: names.get(r.key) ?? String(r.key),
    })),
    reasons: [...sumBy(rows, (r) => r.reason, columns).values()]
      .filter((r) => r.key !== null)
      .map((r) => ({ key: String(r.key), calls: n(r.calls), previous: n(r.previous) })),
  };
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
    sql`e.protocol_id as key, ${durationFigures(scope, withDurations, sql`e.overridden`)}`,
    PROTOCOLS,
    sql`e.protocol_id`,
  );
  return rows
    .filter((r) => r.key !== null)
    .map((r) => ({
      protocolId: n(r.key),
      calls: n(r.calls),
      previous: n(r.previous),
      overrides: n(r.overrides),
      previousOverrides: n(r.previous_overrides),
      ...percentiles(r.percentiles),
    }));
}

/** The C-SSRS figures of the period and of the previous one. */
export interface ColumbiaFigures {
  required: number;
  requiredScreened: number;
  positive: number;
  negative: number;
  bypassed: number;
}

/**
 * In one pass: the C-SSRS figures of the period and of the previous one, the calls of both, and
 * the calls per bypass reason (calls without one left out) — grouped by reason, the figures added
 * up here (every call is in one reason's group, none included).
 */
export async function columbiaFigures(
  db: Database,
  scope: ReportScope,
): Promise<{
  current: ColumbiaFigures;
  previous: ColumbiaFigures;
  totals: { calls: number; previous: number };
  reasons: GroupCount<string>[];
}> {
  const figures = (period: SQL, prefix: string) => {
    const as = (name: string) => sql.raw(`${prefix}_${name}`);
    return sql`
      count(*) filter (where ${period} and e.columbia_required)::int as ${as('required')},
      count(*) filter (where ${period} and e.columbia_required and e.columbia_result is not null)::int as ${as('screened')},
      count(*) filter (where ${period} and e.columbia_result = 'positive')::int as ${as('positive')},
      count(*) filter (where ${period} and e.columbia_result = 'negative')::int as ${as('negative')}`;
  };
  const rows = await grouped(
    db,
    scope,
    sql`e.columbia_bypass_reason as key, ${figures(current(scope), 'c')}, ${figures(sql`not (${current(scope)})`, 'p')}`,
    sql`call_events e`,
    sql`e.columbia_bypass_reason`,
  );
  const reasons = rows
    .filter((r) => r.key !== null)
    .map((r) => ({ key: String(r.key), calls: n(r.calls), previous: n(r.previous) }));
  const total = (column: string) => rows.reduce((sum, r) => sum + n(r[column]), 0);
  const at = (prefix: string, bypassed: number): ColumbiaFigures => ({
    required: total(`${prefix}_required`),
    requiredScreened: total(`${prefix}_screened`),
    positive: total(`${prefix}_positive`),
    negative: total(`${prefix}_negative`),
    bypassed,
  });
  return {
    current: at(
      'c',
      reasons.reduce((sum, r) => sum + r.calls, 0),
    ),
    previous: at(
      'p',
      reasons.reduce((sum, r) => sum + r.previous, 0),
    ),
    totals: { calls: total('calls'), previous: total('previous') },
    reasons,
  };
}

/** A Monday, 00:00 UTC: the origin of the weeks and hours below. */
const MONDAY = sql`timestamptz '2000-01-03 00:00:00+00'`;

/**
 * The zone's offsets from UTC over [from, to), as PostgreSQL's time-zone data gives them: the
 * offset at `from`, then each instant where it changes. The offset is read at every UTC midnight of
 * the range, and at every quarter hour of the days where it changed (every zone's offsets and
 * changes fall on quarter hours; no zone changes its offset twice within a day).
 */
async function offsetsOf(
  db: Database,
  zone: string,
  from: Date,
  to: Date,
): Promise<{ since: Date; seconds: number }[]> {
  const offset = (at: SQL) => sql`((${at}) at time zone ${zone}::text) - ((${at}) at time zone 'UTC')`;
  const rows = await queryRows<{ since: unknown; seconds: number }>(
    db,
    sql`with days as (
          select t, ${offset(sql`t`)} as o
          from generate_series(${from}::timestamptz, ${to}::timestamptz + interval '1 day', interval '1 day') t
        ), spans as (
          select lag(t) over (order by t) as since, t, lag(o) over (order by t) as was, o from days
        ), samples as (
          select t from days
          union select q from spans, generate_series(spans.since, spans.t, interval '15 minutes') q where spans.was <> spans.o
        ), offsets as (
          select t, ${offset(sql`t`)} as o from samples
        ), changes as (
          select t, o, lag(o) over (order by t) as was from offsets
        )
        select t as since, extract(epoch from o)::int as seconds from changes
        where was is distinct from o order by t`,
  );
  return rows.map((r) => ({
    since: r.since instanceof Date ? r.since : new Date(String(r.since)),
    seconds: n(r.seconds),
  }));
}

/**
 * Calls per hour of the week in each call's practice's time zone (the practice option `timeZone`,
 * UTC when not set): day 1 (Monday) to 7, hour 0 to 23. One query per zone among the scope's
 * practices (usually one). The zone's offsets over the period come first (a few, at the daylight
 * saving changes); each event's local time is then its COPY time plus the offset in force — a
 * comparison with the change instants and an addition per event instead of a time-zone conversion,
 * giving the per-event conversion's hours exactly, daylight saving included.
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
        : sql`id = any(${intArray(scope.practiceIds)})`
    }`,
  );
  const zones = new Map<string, number[]>();
  for (const p of practices) zones.set(p.zone, [...(zones.get(p.zone) ?? []), Number(p.id)]);
  const perZone = await Promise.all(
    [...zones].map(async ([zone, ids]) => {
      const zoneScope = zones.size === 1 ? scope : { ...scope, practiceIds: ids };
      const offsets = await offsetsOf(db, zone, scope.previousFrom, scope.to);
      const seconds = (s: number) => sql`${`${s} seconds`}::interval`;
      const [first, ...changes] = offsets;
      const offset = changes.length
        ? sql`case ${sql.join(
            [first, ...changes]
              .slice(0, -1)
              .map((o, i) => sql`when e.copied_at < ${changes[i]?.since} then ${seconds(o?.seconds ?? 0)}`),
            sql` `,
          )} else ${seconds(changes[changes.length - 1]?.seconds ?? 0)} end`
        : seconds(first?.seconds ?? 0);
      const local = sql`(e.copied_at + ${offset})`;
      return queryRows<Row>(
        db,
        sql`select (h.at / 86400)::int + 1 as day, (h.at % 86400 / 3600)::int as hour, h.calls, h.previous
            from (
              select extract(epoch from q.at)::int as at, q.calls, q.previous from (
                select date_bin('1 hour', ${local}, ${MONDAY}) - date_bin('7 days', ${local}, ${MONDAY}) as at,
                  count(*) filter (where ${current(zoneScope)})::int as calls,
                  count(*) filter (where not (${current(zoneScope)}))::int as previous
                from call_events e where ${where(zoneScope)} group by 1
              ) q
            ) h`,
      );
    }),
  );
  const counts = new Map<string, GroupCount<{ day: number; hour: number }>>();
  for (const r of perZone.flat()) {
    const key = { day: n(r.day), hour: n(r.hour) };
    const found = counts.get(`${key.day}-${key.hour}`) ?? { key, calls: 0, previous: 0 };
    found.calls += n(r.calls);
    found.previous += n(r.previous);
    counts.set(`${key.day}-${key.hour}`, found);
  }
  return [...counts.values()];
}

/** Titles of protocols (with their content set: "Cough (oh_adult)") and dispositions by id, for the reports' labels. */
export async function titlesOf(db: Database, protocolIds: number[], dispositionIds: number[]) {
  const [protocols, dispositions] = await Promise.all([
    protocolIds.length
      ? queryRows<{ id: number; title: string }>(
          db,
          // The content set beside the title: an adult and a pediatric protocol often share a title.
          sql`select p.id, p.title || ' (' || cs.name || ')' as title
              from protocols p join content_sets cs on cs.id = p.content_set_id
              where p.id = any(${intArray(protocolIds)})`,
        )
      : [],
    dispositionIds.length
      ? queryRows<{ id: number; title: string }>(
          db,
          sql`select id, data->>'title' as title from dispositions where id = any(${intArray(dispositionIds)})`,
        )
      : [],
  ]);
  return {
    protocols: new Map(protocols.map((p) => [Number(p.id), p.title])),
    dispositions: new Map(dispositions.map((d) => [Number(d.id), d.title])),
  };
}
