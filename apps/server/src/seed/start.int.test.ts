import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { practices } from '../db/schema.ts';
import { buildReport, reportScope } from '../services/reports/reports.service.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { DEMO_PRACTICES } from './seed.ts';
import { prepareDemo } from './start.ts';

const NOW = new Date('2026-11-29T10:00:00.000Z');
const totpKey = async () => randomBytes(32);
const loopback = { HOST: '127.0.0.1', DEMO_CALL_EVENTS: true };

async function eventsPerPractice(db: Parameters<typeof queryRows>[0]) {
  return queryRows<{ practice_id: string; calls: number; synthetic: number }>(
    db,
    sql`select p.practice_id, count(*)::int as calls, count(*) filter (where e.synthetic)::int as synthetic
        from call_events e join practices p on p.id = e.practice_id group by p.practice_id order by p.practice_id`,
  );
}

describeEachEngine(
  'demo call events at start',
  ({ database, engine }) => {
    it('outside demo mode (or with DEMO_CALL_EVENTS=false) a start seeds no call event', async () => {
      const handle = { db: database().db, engine };
      expect(await prepareDemo(handle, { ...loopback, DEMO_MODE: false }, totpKey, NOW)).toEqual({
        isDemo: false,
        seedCallEvents: null,
      });
      expect(await eventsPerPractice(database().db)).toEqual([]);
      const quiet = { ...loopback, DEMO_CALL_EVENTS: false };
      expect((await prepareDemo(handle, { ...quiet, DEMO_MODE: undefined }, totpKey, NOW)).isDemo).toBe(
        engine === 'pglite',
      );
      expect(await prepareDemo(handle, { ...quiet, DEMO_MODE: true }, totpKey, NOW)).toEqual({
        isDemo: true,
        seedCallEvents: null,
      });
      expect(await eventsPerPractice(database().db)).toEqual([]);
    });

    it('in demo mode seeds a year of synthetic events for each demo practice with calls, once', async () => {
      const handle = { db: database().db, engine };
      const start = () => prepareDemo(handle, { ...loopback, DEMO_MODE: true }, totpKey, NOW);
      const first = await (await start()).seedCallEvents?.();
      expect(first?.events).toBeGreaterThan(10_000);
      console.log(`[${engine}] ${first?.events} demo call events seeded in ${first?.ms} ms`);
      const counts = await eventsPerPractice(database().db);
      expect(counts.map((row) => row.practice_id)).toEqual(
        DEMO_PRACTICES.filter((demo) => demo.calls)
          .map((demo) => demo.practiceId)
          .sort(),
      );
      expect(counts.every((row) => row.synthetic === row.calls)).toBe(true);
      expect((await (await start()).seedCallEvents?.())?.events).toBe(0);
      expect((await eventsPerPractice(database().db)).reduce((sum, row) => sum + row.calls, 0)).toBe(first?.events);
    });

    it("the demo practice's last 30 days report calls, marked as including synthetic ones; a practice without any is not", async () => {
      const db = database().db;
      const [demo] = await db.select().from(practices).where(eq(practices.practiceId, 'demo'));
      const [expired] = await db.select().from(practices).where(eq(practices.practiceId, 'demo-expired'));
      const query = { report: 'dispositions', from: '2026-10-30', to: '2026-11-28' } as const;
      const report = await buildReport(
        db,
        'dispositions',
        reportScope(query, { organizationId: Number(demo?.organizationId), practiceIds: [Number(demo?.id)] }),
      );
      expect(report.calls).toBeGreaterThan(250);
      expect(report.previousCalls).toBeGreaterThan(250);
      expect(report.synthetic).toBe(true);
      expect(report.tables[0]?.rows.length).toBeGreaterThan(3);
      const none = await buildReport(
        db,
        'dispositions',
        reportScope(query, { organizationId: Number(expired?.organizationId), practiceIds: [Number(expired?.id)] }),
      );
      expect(none).toMatchObject({ calls: 0, synthetic: false });
    });
  },
  { seeded: true },
);
