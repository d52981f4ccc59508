/**
 * The counting rules of docs/reports.md against tables computed by hand: the most acute of several
 * protocols, an override replacing the disposition, a second COPY replacing the first, the previous
 * period, C-SSRS completion and durations; a named nurse as one person (her user id), two of one
 * name apart. Events go in through RecordCallEvent.
 */
import { type CallEvent, recordCallEvent } from '@triage/contracts';
import type { ReportData, ReportId } from '@triage/contracts/admin';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { dataOf, describeApi, HOUR, START } from '../../testing/api-harness.ts';
import type { AdminScope } from '../admin-guard.ts';
import { sha256Hex } from '../secrets.ts';
import { buildReport, readReport, reportScope } from './reports.service.ts';

// Disposition ids of the demo list: 1 Call 911 Now, 4 Go to Urgent Care Now, 5 See Today in Office, 9 Home Care.
const [CALL_911, URGENT_CARE, SEE_TODAY, HOME_CARE] = [1, 4, 5, 9];
const DAY = 24 * HOUR;

describeApi('reports: counting rules', {}, (h) => {
  let A = { id: 0, contentSetId: 0 };
  let B = { id: 0, contentSetId: 0 };
  let practiceId = 0;

  function event(n: number, changes: Partial<CallEvent>): CallEvent {
    return {
      callId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      ehrUserId: null,
      copiedAt: START.toISOString(),
      durationSeconds: 0,
      embedded: false,
      summaryVersion: '20250113-VA',
      contentSetIds: [...new Set([A.contentSetId, B.contentSetId])],
      protocols: [],
      callDispositionId: null,
      basis: null,
      overrideReason: null,
      columbia: { required: false, result: null, bypassReason: null },
      videoVisit: { offered: false, accepted: false },
      adviceTopics: 0,
      suggestions: { accepted: 0, rejected: 0 },
      ...changes,
    };
  }
  const at = (hoursBefore: number) => new Date(START.getTime() - hoursBefore * HOUR).toISOString();

  beforeAll(async () => {
    const rows = await queryRows<{ id: number; content_set_id: number; practice: number }>(
      h().database.db,
      sql`select p.id, p.content_set_id, pr.id as practice from protocols p
          join practice_content_sets pcs on pcs.content_set_id = p.content_set_id
          join practices pr on pr.id = pcs.practice_id
          where lower(pr.practice_id) = 'demo' order by p.content_set_id, p.id limit 2`,
    );
    A = { id: Number(rows[0]?.id), contentSetId: Number(rows[0]?.content_set_id) };
    B = { id: Number(rows[1]?.id), contentSetId: Number(rows[1]?.content_set_id) };
    practiceId = Number(rows[0]?.practice);
    const ann = await h().signIn('demo', { firstName: 'Ann' });
    const bob = await h().signIn('demo', { firstName: 'Bob' });
    // The same nurse, her name typed in lower case at another sign-in: one nurse in the reports.
    const bobLower = await h().signIn('demo', { firstName: 'bob' });
    const send = async (sessionId: string, body: CallEvent) =>
      expect(dataOf(await h().call(recordCallEvent, { body: { event: body }, sessionId }))).toEqual({ recorded: true });
    const a = (dispositionId: number | null) => ({ protocolId: A.id, contentSetId: A.contentSetId, dispositionId });
    const b = (dispositionId: number | null) => ({ protocolId: B.id, contentSetId: B.contentSetId, dispositionId });
    // Call 1 (Ann): two protocols, See Today and Home Care: the call counts once, as See Today.
    await send(
      ann,
      event(1, {
        copiedAt: at(2),
        durationSeconds: 120,
        protocols: [a(SEE_TODAY), b(HOME_CARE)],
        callDispositionId: SEE_TODAY,
        basis: { kind: 'question', protocolId: A.id, questionId: 11 },
      }),
    );
    // Call 2 (Ann): copied as Home Care, then copied again with an override to Urgent Care.
    const second = { copiedAt: at(3), durationSeconds: 200, protocols: [a(HOME_CARE)] };
    await send(
      ann,
      event(2, {
        ...second,
        callDispositionId: HOME_CARE,
        basis: { kind: 'question', protocolId: A.id, questionId: 12 },
      }),
    );
    await send(
      ann,
      event(2, {
        ...second,
        durationSeconds: 300,
        callDispositionId: URGENT_CARE,
        basis: { kind: 'override' },
        overrideReason: 'Nurse judgment',
      }),
    );
    // Call 3 (Bob): 911, C-SSRS required and bypassed.
    await send(
      bob,
      event(3, {
        copiedAt: at(26),
        durationSeconds: 60,
        protocols: [b(CALL_911)],
        callDispositionId: CALL_911,
        basis: { kind: 'question', protocolId: B.id, questionId: 13 },
        columbia: { required: true, result: null, bypassReason: 'Refused to answer' },
      }),
    );
    // Call 4 (Bob, signed in as 'bob'): Home Care, C-SSRS required and positive.
    await send(
      bobLower,
      event(4, {
        copiedAt: at(27),
        durationSeconds: 600,
        protocols: [b(HOME_CARE)],
        callDispositionId: HOME_CARE,
        basis: { kind: 'question', protocolId: B.id, questionId: 14 },
        columbia: { required: true, result: 'positive', bypassReason: null },
      }),
    );
    // Call 5 (Ann), in the previous period (8 days before): Home Care.
    await send(
      ann,
      event(5, {
        copiedAt: at(8 * 24),
        durationSeconds: 90,
        protocols: [a(HOME_CARE)],
        callDispositionId: HOME_CARE,
        basis: { kind: 'question', protocolId: A.id, questionId: 12 },
      }),
    );
  });

  const week = () => {
    const to = START.toISOString().slice(0, 10);
    const from = new Date(START.getTime() - 6 * DAY).toISOString().slice(0, 10);
    return { from, to };
  };
  const report = (id: ReportId, filters: { nurse?: string; from?: string; to?: string } = {}): Promise<ReportData> =>
    buildReport(
      h().database.db,
      id,
      reportScope({ report: id, ...week(), ...filters }, { organizationId: 0, practiceIds: [practiceId] }),
    );
  const rows = (data: ReportData, tableId: string, keys: string[]) =>
    data.tables.find((t) => t.id === tableId)?.rows.map((r) => keys.map((k) => r[k])) ?? [];

  it('Protocols Used: each protocol once per call, with the previous period', async () => {
    const data = await report('protocols');
    expect(data.calls).toBe(4);
    expect(data.previousCalls).toBe(1);
    expect(rows(data, 'protocols', ['calls', 'share', 'previous'])).toEqual([
      [3, 75, 0],
      [2, 50, 1],
    ]);
    // Named with their content set: an adult and a pediatric protocol often share a title.
    const named = await queryRows<{ label: string }>(
      h().database.db,
      sql`select p.title || ' (' || cs.name || ')' as label from protocols p
          join content_sets cs on cs.id = p.content_set_id where p.id in (${A.id}, ${B.id})`,
    );
    expect(rows(data, 'protocols', ['label']).flat().sort()).toEqual(named.map((r) => r.label).sort());
    expect(named.every((r) => / \((oh|ah)_[a-z]+\)$/.test(r.label))).toBe(true);
  });

  it('Dispositions Used: the most acute of the call, the override replacing it, a second COPY counted once', async () => {
    const data = await report('dispositions');
    expect(rows(data, 'dispositions', ['label', 'calls', 'share', 'previous', 'published'])).toEqual([
      ['Call 911 Now', 1, 25, 0, 1.5],
      ['Go to Urgent Care Now', 1, 25, 0, null],
      ['Home Care', 1, 25, 1, 23.8],
      ['See Today in Office', 1, 25, 0, 19.7],
    ]);
  });

  it('Protocols × Dispositions and Dispositions × Protocols: each protocol of a call with the call disposition', async () => {
    const byProtocol = await report('protocols-by-disposition');
    const table = byProtocol.tables[0]?.rows ?? [];
    expect(table.map((r) => r.calls).reduce((x, y) => Number(x) + Number(y), 0)).toBe(5);
    expect(table.filter((r) => r.label === 'See Today in Office').map((r) => r.calls)).toEqual([1, 1]);
    const byDisposition = await report('dispositions-by-protocol');
    expect(rows(byDisposition, 'dispositions-by-protocol', ['group', 'calls', 'share'])).toEqual([
      ['Call 911 Now', 1, 100],
      ['Go to Urgent Care Now', 1, 100],
      ['Home Care', 1, 100],
      // Protocol A with Home Care was only in the previous period.
      ['Home Care', 0, 0],
      // Call 1 used both protocols: each was in every See Today call (the share is of the calls
      // with the disposition, a call once, so a disposition's shares may add up to more than 100).
      ['See Today in Office', 1, 100],
      ['See Today in Office', 1, 100],
    ]);
  });

  it('Calls by User and Overrides: rates by nurse, the reason counted', async () => {
    expect(rows(await report('calls-by-user'), 'calls-by-user', ['label', 'calls', 'previous'])).toEqual([
      ['Ann', 2, 1],
      ['Bob', 2, 0],
    ]);
    const data = await report('overrides');
    expect(rows(data, 'overrides-by-nurse', ['label', 'calls', 'overrides', 'rate', 'previousRate'])).toEqual([
      ['Ann', 2, 1, 50, 0],
      ['Bob', 2, 0, 0, null],
    ]);
    expect(rows(data, 'override-reasons', ['label', 'calls', 'share'])).toEqual([['Nurse judgment', 1, 100]]);
  });

  it('C-SSRS: completion on required calls, positives, bypass reasons', async () => {
    const data = await report('columbia');
    expect(rows(data, 'columbia', ['required', 'screened', 'completion', 'positive', 'bypassed'])).toEqual([
      [2, 1, 50, 1, 1],
      [0, 0, null, 0, 0],
    ]);
    expect(rows(data, 'columbia-bypass-reasons', ['label', 'calls'])).toEqual([['Refused to answer', 1]]);
  });

  it('Call duration: median and 90th percentile by nurse (continuous percentiles)', async () => {
    const data = await report('duration');
    expect(rows(data, 'duration-by-nurse', ['label', 'calls', 'median', 'p90'])).toEqual([
      ['Ann', 2, 210, 282],
      ['Bob', 2, 330, 546],
    ]);
  });

  it('Volume by hour of week and the nurse filter, its counts below 5 suppressed', async () => {
    const data = await report('volume-by-hour', { nurse: 'bob' });
    const table = data.tables[0]?.rows ?? [];
    expect(table).toHaveLength(168);
    // Bob's two calls, one at Sun 05:00 and one at Sun 06:00: shown as suppressed (null), not as 1.
    expect(table.filter((r) => r.calls !== 0).map((r) => [r.label, r.calls])).toEqual([
      ['Sun 05:00', null],
      ['Sun 06:00', null],
    ]);
    expect([data.calls, data.previousCalls]).toEqual([null, 0]);
  });

  it('suppresses counts below 5, and the shares that would give them back, in a nurse’s or a single day’s report only', async () => {
    const whole = await report('dispositions');
    const byNurse = await report('dispositions', { nurse: 'ann' });
    const day = START.toISOString().slice(0, 10);
    const oneDay = await report('dispositions', { from: day, to: day });
    for (const data of [byNurse, oneDay]) {
      const cells = data.tables.flatMap((t) =>
        t.rows.flatMap((r) => t.columns.filter((c) => c.kind === 'count').map((c) => r[c.key])),
      );
      expect(cells.some((cell) => cell === null)).toBe(true);
      expect(cells.filter((cell) => typeof cell === 'number' && cell > 0 && cell < 5)).toEqual([]);
    }
    const wholeCells = whole.tables.flatMap((t) => t.rows.map((r) => r.calls));
    expect(wholeCells.some((cell) => typeof cell === 'number' && cell > 0 && cell < 5)).toBe(true);
  });

  it('readReport: a read is audited by the service itself, and a practice outside the scope is refused unaudited', async () => {
    const db = h().database.db;
    const admin = {
      auth: { admin: { id: 4242, email: 'pia@demo.example', organizationId: 0, role: 'practice-admin' } },
      practices: [{ id: practiceId, practiceId: 'DEMO' }],
    } as unknown as AdminScope;
    const audited = () =>
      queryRows<{ practice_id: string; ip: string; admin_id: number; outcome: string; after: unknown }>(
        db,
        sql`select practice_id, ip, admin_id, outcome, after from audit_events
            where type = 'admin-report' and admin_id = 4242 order by id`,
      );
    const query = { report: 'protocols' as const, ...week(), practiceId: 'demo' };
    const data = await readReport(db, { at: START, admin, ip: '203.0.113.9', query });
    expect(data.calls).toBe(4);
    expect(await audited()).toEqual([
      {
        practice_id: 'demo',
        ip: '203.0.113.9',
        admin_id: 4242,
        outcome: 'report: protocols',
        after: { report: 'protocols', ...week(), practice: 'demo', locationId: null, nurse: null, nurseId: null },
      },
    ]);
    await expect(
      readReport(db, { at: START, admin, ip: null, query: { ...query, practiceId: 'demo-ah' } }),
    ).rejects.toMatchObject({
      code: 'unauthorized',
    });
    expect(await audited()).toHaveLength(1);
  });
});

describeApi('reports: hour of week in the practice time zone', {}, (h) => {
  it("counts each call at its practice's local hour (the timeZone option), UTC when not set", async () => {
    const [row] = await queryRows<{ id: number; content_set_id: number; practice: number }>(
      h().database.db,
      sql`select p.id, p.content_set_id, pr.id as practice from protocols p
          join practice_content_sets pcs on pcs.content_set_id = p.content_set_id
          join practices pr on pr.id = pcs.practice_id
          where lower(pr.practice_id) = 'demo' order by p.id limit 1`,
    );
    const [protocolId, contentSetId, practiceId] = [
      Number(row?.id),
      Number(row?.content_set_id),
      Number(row?.practice),
    ];
    const sessionId = await h().signIn('demo', { firstName: 'Tess' });
    const copiedAt = new Date(START.getTime() - 5 * HOUR);
    const event: CallEvent = {
      callId: '00000000-0000-4000-8000-00000000aa01',
      ehrUserId: null,
      copiedAt: copiedAt.toISOString(),
      durationSeconds: 10,
      embedded: false,
      summaryVersion: '20250113-VA',
      contentSetIds: [contentSetId],
      protocols: [{ protocolId, contentSetId, dispositionId: null }],
      callDispositionId: null,
      basis: null,
      overrideReason: null,
      columbia: { required: false, result: null, bypassReason: null },
      videoVisit: { offered: false, accepted: false },
      adviceTopics: 0,
      suggestions: { accepted: 0, rejected: 0 },
    };
    expect(dataOf(await h().call(recordCallEvent, { body: { event }, sessionId }))).toEqual({ recorded: true });
    const [org] = await queryRows<{ id: number }>(
      h().database.db,
      sql`select organization_id as id from practices where id = ${practiceId}`,
    );
    const hourOf = async (wholeOrganization = false) => {
      // Two days: a single day's report would suppress the one call's count.
      const day = START.toISOString().slice(0, 10);
      const before = new Date(START.getTime() - 24 * HOUR).toISOString().slice(0, 10);
      const data = await buildReport(
        h().database.db,
        'volume-by-hour',
        reportScope(
          { report: 'volume-by-hour', from: before, to: day },
          wholeOrganization
            ? { organizationId: Number(org?.id), practiceIds: null }
            : { organizationId: 0, practiceIds: [practiceId] },
        ),
      );
      return (data.tables[0]?.rows ?? []).filter((r) => Number(r.calls) > 0).map((r) => r.label);
    };
    // The expected label from the JavaScript runtime's own time zone data.
    const label = (timeZone: string) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', hourCycle: 'h23' })
          .formatToParts(copiedAt)
          .map((part) => [part.type, part.value]),
      );
      return `${parts.weekday} ${parts.hour}:00`;
    };
    expect(await hourOf()).toEqual([label('UTC')]);
    for (const zone of ['America/Denver', 'Asia/Tokyo']) {
      await queryRows(
        h().database.db,
        sql`update practices set options = options || ${JSON.stringify({ timeZone: zone })}::jsonb
            where id = ${practiceId} returning id`,
      );
      expect(await hourOf()).toEqual([label(zone)]);
      // The organization's other practices are still in UTC: each call counts in its own practice's zone.
      expect(await hourOf(true)).toEqual([label(zone)]);
    }
    expect(label('America/Denver')).not.toBe(label('UTC'));
  });
});

describeApi('reports: a named nurse is one person', {}, (h) => {
  it('groups and filters named nurses by their person id, two of one name apart; the name filter still finds them all', async () => {
    const [row] = await queryRows<{ id: number; content_set_id: number; practice: number }>(
      h().database.db,
      sql`select p.id, p.content_set_id, pr.id as practice from protocols p
          join practice_content_sets pcs on pcs.content_set_id = p.content_set_id
          join practices pr on pr.id = pcs.practice_id
          where lower(pr.practice_id) = 'demo' order by p.id limit 1`,
    );
    const [protocolId, contentSetId, practiceId] = [
      Number(row?.id),
      Number(row?.content_set_id),
      Number(row?.practice),
    ];
    // Two people named Nora Named (named sessions: their user ids from the identity provider), and
    // a form sign-in that typed the same name.
    const people = ['oidc:1:nora-1', 'oidc:1:nora-2'];
    const sessions: string[] = [];
    for (const userId of people) {
      const sessionId = await h().signIn('demo', { firstName: 'Nora Named' });
      await h().database.db.execute(
        sql`update sessions set ehr_user_id = ${userId} where id_hash = ${sha256Hex(sessionId)}`,
      );
      sessions.push(sessionId);
    }
    sessions.push(await h().signIn('demo', { firstName: 'Nora Named' }));
    const callsOf = [5, 6, 1];
    let n = 0;
    for (const [index, sessionId] of sessions.entries()) {
      for (let call = 0; call < (callsOf[index] ?? 0); call += 1) {
        n += 1;
        const event: CallEvent = {
          callId: `00000000-0000-4000-8000-0000000bb${String(n).padStart(3, '0')}`,
          ehrUserId: null,
          copiedAt: new Date(START.getTime() - n * HOUR).toISOString(),
          durationSeconds: 10,
          embedded: false,
          summaryVersion: '20250113-VA',
          contentSetIds: [contentSetId],
          protocols: [{ protocolId, contentSetId, dispositionId: null }],
          callDispositionId: null,
          basis: null,
          overrideReason: null,
          columbia: { required: false, result: null, bypassReason: null },
          videoVisit: { offered: false, accepted: false },
          adviceTopics: 0,
          suggestions: { accepted: 0, rejected: 0 },
        };
        expect(dataOf(await h().call(recordCallEvent, { body: { event }, sessionId }))).toEqual({ recorded: true });
      }
    }
    const to = START.toISOString().slice(0, 10);
    const from = new Date(START.getTime() - 6 * DAY).toISOString().slice(0, 10);
    const report = (filters: { nurse?: string; nurseId?: string }) =>
      buildReport(
        h().database.db,
        'calls-by-user',
        reportScope(
          { report: 'calls-by-user', from, to, ...filters },
          { organizationId: 0, practiceIds: [practiceId] },
        ),
      );
    const rowsOf = (data: ReportData) => (data.tables[0]?.rows ?? []).map((r) => [r.label, r.calls, r.nurseId ?? null]);
    expect(rowsOf(await report({}))).toEqual([
      ['Nora Named', 6, 'oidc:1:nora-2'],
      ['Nora Named', 5, 'oidc:1:nora-1'],
      ['Nora Named', 1, null],
    ]);
    expect((await report({ nurseId: 'oidc:1:nora-1' })).calls).toBe(5);
    expect((await report({ nurseId: 'oidc:1:nora-2' })).calls).toBe(6);
    // By the name typed or given: everyone of that name, as before.
    expect((await report({ nurse: 'nora named' })).calls).toBe(12);
  });
});
