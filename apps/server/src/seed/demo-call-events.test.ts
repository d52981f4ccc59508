import { buildContent } from '@triage/content';
import { describe, expect, it } from 'vitest';
import { type DemoCallPractice, demoCallEvents } from './demo-call-events.ts';

const content = buildContent();
const officeSets = new Set(content.contentSets.filter((set) => set.name.startsWith('oh_')).map((set) => set.id));
const protocols = content.protocols.filter((protocol) => officeSets.has(protocol.contentSetId));
const NOW = new Date('2026-11-29T10:20:00.000Z');

const practice = (changes: Partial<DemoCallPractice> = {}): DemoCallPractice => ({
  id: 7,
  organizationId: 3,
  locationId: null,
  profile: 'office',
  callsPerDay: 30,
  nurses: ['Maya', 'Jordan'],
  embedded: false,
  summaryVersion: '20250113-VA',
  columbiaSourceIds: [209, 320],
  offersVideoVisits: true,
  ...changes,
});

describe('demo call events', () => {
  const office = demoCallEvents(practice(), protocols, content.dispositions, NOW);

  it('are the same for the same practice, content and day (a seeded PRNG), and all synthetic', () => {
    expect(demoCallEvents(practice(), protocols, content.dispositions, NOW)).toEqual(office);
    expect(demoCallEvents(practice({ id: 8 }), protocols, content.dispositions, NOW)).not.toEqual(office);
    expect(office.every((row) => row.synthetic === true)).toBe(true);
    expect(new Set(office.map((row) => row.callId)).size).toBe(office.length);
  });

  it('cover the year before now, at the start of an hour, about callsPerDay a day', () => {
    const times = office.map((row) => row.copiedAt.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW.getTime() - 366 * 86_400_000);
    expect(Math.max(...times)).toBeLessThan(NOW.getTime());
    expect(times.every((at) => at % 3_600_000 === 0)).toBe(true);
    expect(office.length / 365).toBeGreaterThan(25);
    expect(office.length / 365).toBeLessThan(35);
  });

  it("follow the practice's hours: an office on weekdays (Monday busiest), an after-hours line in the evening", () => {
    const byDay = new Array<number>(7).fill(0);
    for (const row of office) byDay[row.copiedAt.getUTCDay()] = (byDay[row.copiedAt.getUTCDay()] ?? 0) + 1;
    expect(byDay[0]).toBe(0);
    expect(Math.max(...byDay)).toBe(byDay[1]);
    expect(office.every((row) => row.copiedAt.getUTCHours() >= 8 && row.copiedAt.getUTCHours() < 18)).toBe(true);
    const line = demoCallEvents(practice({ profile: 'after-hours' }), protocols, content.dispositions, NOW);
    const weekdayDaytime = line.filter((row) => {
      const day = row.copiedAt.getUTCDay();
      const hour = row.copiedAt.getUTCHours();
      return day > 0 && day < 6 && hour >= 7 && hour < 17;
    });
    expect(weekdayDaytime).toEqual([]);
  });

  it("name only the given protocols and real dispositions, mostly routine, the most acute being the call's", () => {
    const ids = new Set(protocols.map((protocol) => protocol.id));
    const dispositions = new Map(content.dispositions.map((d) => [d.id, d]));
    for (const row of office) {
      expect(row.protocolIds.every((id) => ids.has(id))).toBe(true);
      expect(row.protocolDispositionIds).toHaveLength(row.protocolIds.length);
      if (row.callDispositionId !== null && row.callDispositionId !== undefined)
        expect(dispositions.has(row.callDispositionId)).toBe(true);
    }
    const level = (row: (typeof office)[number]) => dispositions.get(row.callDispositionId ?? 0)?.dispositionLevelId;
    const emergencies = office.filter((row) => level(row) === 1).length;
    expect(emergencies / office.length).toBeGreaterThan(0.01);
    expect(emergencies / office.length).toBeLessThan(0.2);
    const overridden = office.filter((row) => row.overrideReason !== null);
    expect(overridden.length / office.length).toBeGreaterThan(0.01);
    expect(overridden.every((row) => row.basisProtocolId === null)).toBe(true);
    expect(office.some((row) => row.protocolIds.length === 2)).toBe(true);
    const perProtocol = new Map<number, number>();
    for (const id of office.flatMap((row) => row.protocolIds)) perProtocol.set(id, (perProtocol.get(id) ?? 0) + 1);
    expect(Math.max(...perProtocol.values()) / office.length).toBeGreaterThan(0.05);
  });
});
