/**
 * The soak's judgements (apps/server/resilience/soak): a memory that creeps, a setting a nurse
 * never hears of or hears late, who counts as listening when a setting is saved, and the sessions
 * and seats the server holds at the end, nurse by nurse.
 */
import { describe, expect, it } from 'vitest';
import { flatness, type Life } from '../apps/server/resilience/soak/gauges.ts';
import { accountSessions, type NurseAtEnd, settingReach } from '../apps/server/resilience/soak/verdict.ts';

const MIB = 1024 * 1024;

/** A life of 10 minutes sampled every 2 s: RSS and heap from `level(minute)` (MiB), the heap sawtoothing above it. */
function life(level: (minute: number) => number): Life {
  const samples = [];
  for (let at = 0; at < 10 * 60_000; at += 2_000) {
    const base = level(at / 60_000) * MIB;
    samples.push({ at, rss: base * 2, heapUsed: base + ((at / 2_000) % 10) * MIB });
  }
  return { instance: 'A', startedAt: 0, endedAt: 10 * 60_000, samples };
}

describe('flatness', () => {
  it('finds a flat memory flat, the collector’s sawtooth notwithstanding', () => {
    const flat = flatness(
      life(() => 100),
      60_000,
      60_000,
    );
    expect(flat?.heap.worst).toBeCloseTo(1, 5);
    expect(flat?.rss.worst).toBeCloseTo(1, 5);
  });

  it('finds a creep of 2 MiB a minute after the warm-up (over 10% by the end)', () => {
    const creeping = flatness(
      life((minute) => 100 + 2 * minute),
      60_000,
      60_000,
    );
    expect(creeping?.heap.worst).toBeGreaterThan(1.1);
    expect(creeping?.rss.worst).toBeGreaterThan(1.1);
  });

  it('judges nothing in a life shorter than the warm-up and two windows', () => {
    expect(
      flatness(
        life(() => 100),
        9 * 60_000,
        60_000,
      ),
    ).toBeNull();
  });
});

describe('settingReach', () => {
  const save = { sentAt: 10_000, answeredAt: 10_050 };
  const listening = [{ from: 0, to: null }];

  it('is the slowest listening nurse’s delay after the save was answered', () => {
    const reach = settingReach(
      [save],
      [
        { changesSeen: [10_040], following: listening },
        { changesSeen: [10_700], following: listening },
      ],
    );
    expect(reach).toEqual({ slowest: [650], listening: [2] });
  });

  it('is never when a listening nurse did not hear of it', () => {
    const reach = settingReach([save], [{ changesSeen: [5_000], following: listening }]);
    expect(reach.slowest).toEqual([Number.POSITIVE_INFINITY]);
  });

  it('leaves out a nurse not listening then (signed out, or waiting to retry)', () => {
    const reach = settingReach(
      [save],
      [
        { changesSeen: [], following: [{ from: 0, to: 9_000 }] },
        { changesSeen: [], following: [{ from: 10_500, to: null }] },
      ],
    );
    expect(reach).toEqual({ slowest: [0], listening: [0] });
  });
});

describe('accountSessions', () => {
  const nurse = (firstName: string, held: boolean, lostSignIns = 0): NurseAtEnd => ({
    firstName,
    sessionId: held ? `session-of-${firstName}` : null,
    lostSignIns,
  });
  const counts = (after: string[], nurses: NurseAtEnd[], before: string[] = []) => ({
    before,
    after,
    seatsBefore: before.length,
    seatsCounted: 0,
    nurses,
  });

  it('accounts for every session its nurse holds, and one seat each', () => {
    const account = accountSessions(counts(['N1', 'N2'], [nurse('N1', true), nurse('N2', true), nurse('N3', false)]));
    expect(account).toMatchObject({ counted: 2, held: 2, orphans: 0, strangers: 0, wrong: [], seatsExpected: 2 });
  });

  it('counts a session left by a sign-in whose answer was lost, under its nurse, in her one seat', () => {
    // N1 timed out, signed in again and holds the second session; N2's answer was lost and her
    // retry refused: she holds none, the server one.
    const account = accountSessions(
      counts(['N1', 'N1', 'N2'], [nurse('N1', true, 1), nurse('N2', false, 1), nurse('N3', false, 2)]),
    );
    expect(account).toMatchObject({ counted: 3, held: 1, orphans: 2, lost: 4, wrong: [], seatsExpected: 2 });
  });

  it('finds a second session no lost answer explains (the old check counted 220 of 651)', () => {
    expect(accountSessions(counts(['N1', 'N1'], [nurse('N1', true)])).wrong).toEqual(['N1 2']);
    expect(accountSessions(counts(['N2'], [nurse('N2', false)])).wrong).toEqual(['N2 1']);
  });

  it('finds a session a nurse holds that the server no longer lists', () => {
    expect(accountSessions(counts([], [nurse('N1', true, 3)])).wrong).toEqual(['N1 0']);
  });

  it('finds a session of no nurse, and leaves out the ones there before the run', () => {
    const account = accountSessions(counts(['Admin', 'N1', 'Eve'], [nurse('N1', true)], ['Admin']));
    expect(account).toMatchObject({ counted: 2, strangers: 1, seatsExpected: 2 });
  });
});
