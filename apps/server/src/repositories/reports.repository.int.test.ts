/**
 * The reports' storage against the plain per-event answers (docs/reports.md, migration 0011):
 * `call_event_protocols` holds exactly the protocols of the stored events through every write
 * (a re-COPY, retention's purge, a practice deleted), and Volume by hour of week counted with the
 * zone's offsets over the period equals the per-event conversion across daylight-saving changes.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { describeApi, HOUR } from '../testing/api-harness.ts';
import { type NewCallEventRow, purgeCallEvents, upsertCallEvents } from './call-events.repository.ts';
import { callsByHourOfWeek, callsByProtocol, type ReportScope } from './reports.repository.ts';

const DAY = 24 * HOUR;

describeApi('reports repository: call_event_protocols and hour of week', {}, (h) => {
  let organizationId = 0;
  let practiceId = 0;
  let serial = 0;

  const db = () => h().database.db;
  const row = (changes: Partial<NewCallEventRow>): NewCallEventRow => {
    serial += 1;
    return {
      callId: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
      practiceId,
      organizationId,
      locationId: null,
      firstName: 'Ann',
      ehrUserId: null,
      copiedAt: new Date('2026-03-01T12:00:00Z'),
      receivedAt: new Date('2026-03-01T12:00:00Z'),
      durationSeconds: 60,
      embedded: false,
      summaryVersion: '20250113-VA',
      contentSetIds: [1],
      protocolIds: [],
      protocolDispositionIds: [],
      callDispositionId: null,
      basisProtocolId: null,
      basisQuestionId: null,
      overrideReason: null,
      columbiaRequired: false,
      columbiaResult: null,
      columbiaBypassReason: null,
      videoVisitOffered: false,
      videoVisitAccepted: false,
      adviceTopics: 0,
      suggestionsAccepted: 0,
      suggestionsRejected: 0,
      ...changes,
    };
  };
  const line = (r: Record<string, unknown>) =>
    [
      String(r.call_id).slice(-4),
      r.protocol_id,
      r.first_of_call,
      r.call_disposition_id,
      r.overridden,
      new Date(String(r.copied_at instanceof Date ? r.copied_at.toISOString() : r.copied_at)).toISOString(),
      r.first_name,
      r.duration_seconds,
    ].join(' ');
  /** The stored protocol rows, as lines (call id, protocol, first of its call, disposition, …). */
  const protocolRows = async (practice = practiceId) =>
    (
      await queryRows<Record<string, unknown>>(
        db(),
        sql`select call_id, protocol_id, first_of_call, call_disposition_id, overridden, copied_at, first_name,
              duration_seconds
            from call_event_protocols where practice_id = ${practice}`,
      )
    )
      .map(line)
      .sort();
  /** The lines the stored events call for: one per protocol, the first marked; a call without any, one. */
  const expectedRows = async (practice = practiceId) =>
    (
      await queryRows<Record<string, unknown>>(
        db(),
        sql`select call_id, protocol_ids, call_disposition_id, override_reason, copied_at, first_name, duration_seconds
            from call_events where practice_id = ${practice}`,
      )
    )
      .flatMap((e) => {
        const ids = (e.protocol_ids as number[]).length ? (e.protocol_ids as number[]) : [null];
        return ids.map((id, i) =>
          line({ ...e, protocol_id: id, first_of_call: i === 0, overridden: e.override_reason !== null }),
        );
      })
      .sort();

  beforeAll(async () => {
    const [org] = await queryRows<{ id: number }>(
      db(),
      sql`select organization_id as id from practices where lower(practice_id) = 'demo'`,
    );
    organizationId = Number(org?.id);
    const [practice] = await queryRows<{ id: number }>(
      db(),
      sql`insert into practices (practice_id, name, organization_id, password_hash)
          values ('repo-test', 'Repository test practice', ${organizationId}, 'x') returning id`,
    );
    practiceId = Number(practice?.id);
  });

  it('holds one row per protocol of each call; a later COPY replaces the rows, in the same statement', async () => {
    const first = row({ protocolIds: [11, 12], protocolDispositionIds: [5, 9], callDispositionId: 5 });
    const second = row({ protocolIds: [13], protocolDispositionIds: [0], copiedAt: new Date('2026-03-02T08:00:00Z') });
    const none = row({ protocolIds: [], protocolDispositionIds: [] });
    await upsertCallEvents(db(), [first, second, none]);
    expect(await protocolRows()).toHaveLength(4);
    expect(await protocolRows()).toEqual(await expectedRows());
    // A re-COPY of the first call: other protocols, an override, another time and duration; and a
    // new call in the same batch.
    const third = row({ protocolIds: [12], protocolDispositionIds: [1], callDispositionId: 1 });
    await upsertCallEvents(db(), [
      {
        ...first,
        protocolIds: [14],
        protocolDispositionIds: [9],
        callDispositionId: 4,
        overrideReason: 'Nurse judgment',
        copiedAt: new Date('2026-03-01T13:00:00Z'),
        durationSeconds: 90,
        firstName: 'Bob',
      },
      third,
    ]);
    const rows = await protocolRows();
    expect(rows).toEqual(await expectedRows());
    expect(rows.filter((r) => r.startsWith(first.callId.slice(-4)))).toEqual([
      `${first.callId.slice(-4)} 14 true 4 true 2026-03-01T13:00:00.000Z Bob 90`,
    ]);
    // A re-COPY to no protocol at all leaves the call one row without a protocol.
    await upsertCallEvents(db(), [{ ...second, protocolIds: [], protocolDispositionIds: [] }]);
    expect(await protocolRows()).toEqual(await expectedRows());
    expect((await protocolRows()).filter((r) => r.startsWith(second.callId.slice(-4)))).toEqual([
      `${second.callId.slice(-4)}  true  false 2026-03-02T08:00:00.000Z Ann 60`,
    ]);
    // Another practice's call id is not written, and its rows stay as they were.
    const before = await protocolRows();
    const [other] = await queryRows<{ id: number }>(
      db(),
      sql`select id from practices where lower(practice_id) = 'demo'`,
    );
    const written = await upsertCallEvents(db(), [{ ...third, practiceId: Number(other?.id), protocolIds: [15] }]);
    expect(written.size).toBe(0);
    expect(await protocolRows()).toEqual(before);
    // The per-protocol report reads these rows.
    const scope: ReportScope = {
      practiceIds: [practiceId],
      organizationId,
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-03T00:00:00Z'),
      previousFrom: new Date('2026-02-28T00:00:00Z'),
    };
    const { counts, totals } = await callsByProtocol(db(), scope);
    expect(counts.sort((a, b) => a.key - b.key)).toEqual([
      { key: 12, calls: 1, previous: 0 },
      { key: 14, calls: 1, previous: 0 },
    ]);
    // Four calls, with or without protocols.
    expect(totals).toEqual({ calls: 4, previous: 0 });
  });

  it("loses a call's rows with the call: retention's purge and a deleted practice", async () => {
    const old = row({
      protocolIds: [21, 22],
      protocolDispositionIds: [0, 0],
      copiedAt: new Date('2020-01-01T00:00:00Z'),
    });
    const kept = row({ protocolIds: [23], protocolDispositionIds: [0], copiedAt: new Date('2026-03-05T00:00:00Z') });
    await upsertCallEvents(db(), [old, kept]);
    expect(await protocolRows()).toEqual(await expectedRows());
    await purgeCallEvents(db(), new Date('2021-01-01T00:00:00Z'));
    const rows = await protocolRows();
    expect(rows).toEqual(await expectedRows());
    expect(rows.some((r) => r.startsWith(old.callId.slice(-4)))).toBe(false);
    expect(rows.some((r) => r.startsWith(kept.callId.slice(-4)))).toBe(true);

    const [gone] = await queryRows<{ id: number }>(
      db(),
      sql`insert into practices (practice_id, name, organization_id, password_hash)
          values ('repo-test-gone', 'Deleted practice', ${organizationId}, 'x') returning id`,
    );
    const goneId = Number(gone?.id);
    await upsertCallEvents(db(), [row({ practiceId: goneId, protocolIds: [24, 25], protocolDispositionIds: [0, 0] })]);
    expect(await protocolRows(goneId)).toHaveLength(2);
    expect(await protocolRows(goneId)).toEqual(await expectedRows(goneId));
    await queryRows(db(), sql`delete from practices where id = ${goneId} returning id`);
    expect(await protocolRows(goneId)).toEqual([]);
    expect(await protocolRows()).toEqual(await expectedRows());
  });

  it("counts the hours of the week with the zone's offsets exactly as per event, across daylight-saving changes", async () => {
    // Events every 7 min 13 s over four days around the spring and autumn changes of zones with
    // whole-hour, half-hour (Lord Howe) and 45-minute (Kathmandu, no change) offsets.
    const windows = [
      { zone: 'America/Denver', start: '2026-03-06T00:00:00Z' },
      { zone: 'Europe/London', start: '2026-10-23T00:00:00Z' },
      { zone: 'Australia/Lord_Howe', start: '2026-10-02T00:00:00Z' },
      { zone: 'Asia/Kathmandu', start: '2026-03-06T00:00:00Z' },
    ];
    for (const [i, { zone, start }] of windows.entries()) {
      const [practice] = await queryRows<{ id: number }>(
        db(),
        sql`insert into practices (practice_id, name, organization_id, password_hash, options)
            values (${`repo-zone-${i}`}, ${zone}, ${organizationId}, 'x', ${JSON.stringify({ timeZone: zone })}::jsonb)
            returning id`,
      );
      const id = Number(practice?.id);
      const from = new Date(start);
      const rows: NewCallEventRow[] = [];
      for (let at = from.getTime() - 4 * DAY; at < from.getTime() + 4 * DAY; at += 433_000) {
        rows.push(row({ practiceId: id, copiedAt: new Date(at) }));
      }
      for (let k = 0; k < rows.length; k += 400) await upsertCallEvents(db(), rows.slice(k, k + 400));
      const scope: ReportScope = {
        practiceIds: [id],
        organizationId,
        from,
        to: new Date(from.getTime() + 4 * DAY),
        previousFrom: new Date(from.getTime() - 4 * DAY),
      };
      const perEvent = await queryRows<{ day: number; hour: number; calls: number; previous: number }>(
        db(),
        sql`select extract(isodow from e.copied_at at time zone ${zone}::text)::int as day,
              extract(hour from e.copied_at at time zone ${zone}::text)::int as hour,
              count(*) filter (where e.copied_at >= ${scope.from})::int as calls,
              count(*) filter (where e.copied_at < ${scope.from})::int as previous
            from call_events e where e.practice_id = ${id} group by 1, 2`,
      );
      const key = (c: { day: number; hour: number }) => c.day * 100 + c.hour;
      const counted = (await callsByHourOfWeek(db(), scope))
        .map((c) => ({ ...c.key, calls: c.calls, previous: c.previous }))
        .sort((a, b) => key(a) - key(b));
      const expected = perEvent
        .map((r) => ({
          day: Number(r.day),
          hour: Number(r.hour),
          calls: Number(r.calls),
          previous: Number(r.previous),
        }))
        .sort((a, b) => key(a) - key(b));
      expect(counted, zone).toEqual(expected);
      expect(counted.reduce((total, c) => total + c.calls + c.previous, 0)).toBe(rows.length);
    }
  });
});
