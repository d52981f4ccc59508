import { type CallEvent, OVERRIDE_REASONS, recordCallEvent } from '@triage/contracts';
import { callEventOf } from '@triage/core';
import { chestPainCoughCall, FREE_NOTE } from '@triage/core/testing';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { purgeOldRecords } from '../../services/retention.service.ts';
import { dataOf, describeApi, expectError, START } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';
import { createTestPractice, TEST_PASSWORD } from '../../testing/fixtures.ts';

const CALL_ID = '0b6f3a52-7a7e-4f43-9c4e-5d0e8a1b2c3d';
const OTHER_CALL_ID = '9d2e4f60-1b2c-4d3e-8f4a-5b6c7d8e9f01';

describeApi('call events', { coverage: ERROR_COVERAGE.callEvents }, (h) => {
  /** Two real protocols of the demo practice's first content set. */
  async function demoProtocols() {
    return queryRows<{ id: number; content_set_id: number; source_protocol_id: number }>(
      h().database.db,
      sql`select p.id, p.content_set_id, p.source_protocol_id from protocols p
          join practice_content_sets pcs on pcs.content_set_id = p.content_set_id
          join practices pr on pr.id = pcs.practice_id
          where lower(pr.practice_id) = 'demo' order by p.content_set_id, p.id limit 2`,
    );
  }

  /**
   * The sample call of the call-note tests (free note, answers, override notes full of the patient's
   * words), its protocols swapped for real ones of the practice, as the browser builds its event.
   */
  async function sampleEvent(callId = CALL_ID): Promise<CallEvent> {
    const [first, second] = await demoProtocols();
    if (!first || !second) throw new Error('the demo practice has no protocols');
    const call = chestPainCoughCall('detailed');
    const real = [second, first];
    const selectedProtocols = call.selectedProtocols.map((protocol, index) => {
      const row = real[index] ?? first;
      return { ...protocol, id: row.id, contentSet: { ...protocol.contentSet, id: row.content_set_id } };
    });
    const event = callEventOf({
      call: { ...call, callId, selectedProtocols },
      options: { columbiaScaleProtocols: [240] },
      copiedAt: START.getTime(),
      startedAt: START.getTime() - 300_000,
      embedded: false,
      ehrUserId: null,
      suggestions: { accepted: 0, rejected: 0 },
      overrideReasons: OVERRIDE_REASONS,
    });
    if (!event) throw new Error('no event');
    return event;
  }

  const send = (event: unknown, sessionId?: string) =>
    h().call(recordCallEvent, { body: { event }, ...(sessionId ? { sessionId } : {}) });

  const storedRows = () =>
    queryRows<{ row: Record<string, unknown> }>(h().database.db, sql`select to_jsonb(c) as row from call_events c`);

  it("stores one event per call with the session's practice, location and first name; a second COPY replaces it", async () => {
    const sessionId = await h().signIn('demo', { firstName: 'Maria' });
    const event = await sampleEvent();
    expect(dataOf(await send(event, sessionId))).toEqual({ recorded: true });
    const again = { ...event, callDispositionId: null, basis: null, overrideReason: null, durationSeconds: 420 };
    expect(dataOf(await send(again, sessionId))).toEqual({ recorded: true });
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.row).toMatchObject({
      call_id: CALL_ID,
      first_name: 'Maria',
      duration_seconds: 420,
      call_disposition_id: null,
      override_reason: null,
    });
  });

  it("none of the sample call's patient words reach the database", async () => {
    const sessionId = await h().signIn('demo', { firstName: 'Maria' });
    const event = await sampleEvent(OTHER_CALL_ID);
    expect(dataOf(await send(event, sessionId))).toEqual({ recorded: true });
    const stored = JSON.stringify(await storedRows()).toLowerCase();
    const call = chestPainCoughCall('detailed');
    const questions = call.selectedProtocols.flatMap((p) =>
      (p.content?.dispositions ?? []).flatMap((d) => d.questions.map((q) => q.text)),
    );
    const words = [FREE_NOTE, call.dispositionOverride?.notes ?? '', ...questions]
      .join(' ')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 6 && !['office', 'closed'].includes(word));
    expect(words.length).toBeGreaterThan(20);
    for (const word of words) expect(stored).not.toContain(word);
  });

  it('refuses a body with free text, unknown fields or broken rules with badData, storing nothing', async () => {
    const sessionId = await h().signIn();
    const event = await sampleEvent('5a1f2e3d-4c5b-4a69-8877-665544332211');
    const before = (await storedRows()).length;
    const forged: unknown[] = [
      { ...event, freeNote: FREE_NOTE },
      { ...event, overrideReason: 'Patient said the pain is 9/10' },
      { ...event, columbia: { ...event.columbia, otherReason: 'lives alone' } },
      { ...event, protocols: [{ ...event.protocols[0], title: 'Chest Pain' }] },
      { ...event, callId: 'not-a-uuid' },
      { ...event, basis: { kind: 'question', protocolId: 999_999, questionId: 1 } },
      { ...event, copiedAt: new Date(START.getTime() + 86_400_000).toISOString() },
      {
        ...event,
        protocols: [{ protocolId: 999_999, contentSetId: event.contentSetIds[0], dispositionId: 1 }],
        basis: { kind: 'override' },
      },
      { ...event, contentSetIds: [...event.contentSetIds, 999] },
    ];
    for (const body of forged) expectError(await send(body, sessionId), 'badData');
    expectError(await h().call(recordCallEvent, { body: {}, sessionId }), 'missingParams');
    expect(await storedRows()).toHaveLength(before);
  });

  it("refuses another practice's call id and a call without a session", async () => {
    const event = await sampleEvent(CALL_ID);
    expectError(await send(event), 'unauthorized');
    await createTestPractice(h().database.db, {
      practiceId: 'events-other',
      contentSets: ['oh_adult', 'oh_peds', 'ah_adult', 'ah_peds'],
      subscription: { startDate: new Date('2020-01-01'), endDate: null },
    });
    const other = await h().signIn('events-other', { password: TEST_PASSWORD });
    // The same content sets, so only the call id is another practice's.
    expectError(await send(event, other), 'badData');
  });

  it('stores nothing for a practice with disableTracking', async () => {
    await createTestPractice(h().database.db, {
      practiceId: 'events-untracked',
      options: { disableTracking: true },
      contentSets: ['oh_adult', 'oh_peds', 'ah_adult', 'ah_peds'],
      subscription: { startDate: new Date('2020-01-01'), endDate: null },
    });
    const sessionId = await h().signIn('events-untracked', { password: TEST_PASSWORD });
    const before = (await storedRows()).length;
    const event = await sampleEvent('7c6b5a49-3827-4165-9453-423120100fed');
    expect(dataOf(await send(event, sessionId))).toEqual({ recorded: false });
    expect(await storedRows()).toHaveLength(before);
  });

  it('stores events sent together in one batch, a call sent twice in it once', async () => {
    const sessionId = await h().signIn('demo', { firstName: 'Maria' });
    const before = (await storedRows()).length;
    const ids = Array.from({ length: 12 }, (_, i) => `1e0d2c3b-4a59-4687-9a0b-${String(i).padStart(12, '0')}`);
    const events = await Promise.all(ids.map((id) => sampleEvent(id)));
    const twice = { ...(events[0] as CallEvent), durationSeconds: 999 };
    const answers = await Promise.all([...events, twice].map((event) => send(event, sessionId)));
    for (const answer of answers) expect(dataOf(answer)).toEqual({ recorded: true });
    expect(await storedRows()).toHaveLength(before + ids.length);
  });

  it("takes the EHR user id from the session, never the body, and keeps the times to the practice's local hour", async () => {
    await createTestPractice(h().database.db, {
      practiceId: 'events-nepal',
      options: { timeZone: 'Asia/Kathmandu' },
      contentSets: ['oh_adult', 'oh_peds', 'ah_adult', 'ah_peds'],
      subscription: { startDate: new Date('2020-01-01'), endDate: null },
    });
    const sessionId = await h().signIn('events-nepal', { password: TEST_PASSWORD, firstName: 'Maria' });
    const callId = '3c2b1a09-8f7e-4d6c-9b5a-4a3b2c1d0e0f';
    // 07:52:31.250 UTC is 13:37 in Kathmandu (UTC+05:45): kept as 13:00 there, 07:15 UTC.
    const copiedAt = new Date(START.getTime() - 7 * 60_000 - 28_750).toISOString();
    const event = { ...(await sampleEvent(callId)), ehrUserId: 'forged-user', copiedAt };
    expect(dataOf(await send(event, sessionId))).toEqual({ recorded: true });
    const [row] = await queryRows<{ ehr_user_id: string | null; copied_at: string; received_at: string }>(
      h().database.db,
      sql`select ehr_user_id, to_char(copied_at at time zone 'UTC', 'HH24:MI:SS.MS') as copied_at,
                 to_char(received_at at time zone 'UTC', 'HH24:MI:SS.MS') as received_at
          from call_events where call_id = ${callId}`,
    );
    expect(row).toEqual({ ehr_user_id: null, copied_at: '07:15:00.000', received_at: '08:00:00.000' });
  });

  it('limits the events of one session, and flags once a session that sends far more than it could have taken', async () => {
    await createTestPractice(h().database.db, {
      practiceId: 'events-flood',
      contentSets: ['oh_adult', 'oh_peds', 'ah_adult', 'ah_peds'],
      subscription: { startDate: new Date('2020-01-01'), endDate: null },
    });
    const sessionId = await h().signIn('events-flood', { password: TEST_PASSWORD, firstName: 'Flo' });
    const db = h().database.db;
    const setCount = (n: number) =>
      queryRows(
        db,
        sql`update sessions set call_events = ${n}
            where practice_id = (select id from practices where practice_id = 'events-flood') returning id_hash`,
      );
    const flags = () =>
      queryRows<{ outcome: string; first_name: string }>(
        db,
        sql`select outcome, first_name from audit_events where type = 'call-events' and practice_id = 'events-flood'`,
      );
    const event = await sampleEvent('6b5a4938-2716-4054-8322-110099887766');
    // A full outbox sent at sign-in is plausible; one more within the first minute is not.
    await setCount(500);
    expect(dataOf(await send(event, sessionId))).toEqual({ recorded: true });
    expect(dataOf(await send(event, sessionId))).toEqual({ recorded: true });
    expect(await flags()).toEqual([{ outcome: 'implausible-volume: 501 events in 0 min', first_name: 'Flo' }]);
    // The limit: the 1,500th event is stored, the next refused.
    await setCount(1_499);
    expect(dataOf(await send(event, sessionId))).toEqual({ recorded: true });
    expectError(await send(event, sessionId), 'tooManyRequests');
    expect(await flags()).toHaveLength(1);
  });

  it('are purged after CALL_EVENT_RETENTION_DAYS', async () => {
    const before = (await storedRows()).length;
    expect(before).toBeGreaterThan(0);
    const days = { auditDays: 36_500, clientErrorDays: 36_500 };
    const kept = await purgeOldRecords(h().database.db, new Date(START.getTime() + 29 * 86_400_000), {
      ...days,
      callEventDays: 30,
    });
    expect(kept.callEvents).toBe(0);
    const purged = await purgeOldRecords(h().database.db, new Date(START.getTime() + 31 * 86_400_000), {
      ...days,
      callEventDays: 30,
    });
    expect(purged.callEvents).toBe(before);
    expect(await storedRows()).toHaveLength(0);
  });
});
