/** The soak's requirements (issue 37) over its figures, and the figures as printed lines. */
import type { Save } from './administrator.ts';
import { flatness, type Life } from './gauges.ts';
import { percentile } from './recorder.ts';

export interface Check {
  ok: boolean;
  what: string;
}

interface Follower {
  readonly changesSeen: number[];
  readonly following: { from: number; to: number | null }[];
}

/** A nurse at the end of the run: her name, whether she holds a session, and her sign-ins whose answer was lost. */
export interface NurseAtEnd {
  firstName: string;
  sessionId: string | null;
  lostSignIns: number;
}

/** The console's live sessions of the practice (first names) and seats in use, before the run and at its end. */
export interface SessionCounts {
  before: string[];
  after: string[];
  seatsBefore: number;
  seatsCounted: number;
  nurses: NurseAtEnd[];
}

export interface SessionAccount {
  /** Sessions of the run at the end (the list at the end less the one before). */
  counted: number;
  /** Sessions the nurses hold. */
  held: number;
  /** Sessions left by sign-ins whose answer was lost: the server did them, the nurse never learnt. */
  orphans: number;
  /** At most that many: the nurses' sign-ins whose answer was lost. */
  lost: number;
  /** Sessions of the run under no nurse's name. */
  strangers: number;
  /** Nurses with fewer sessions than the one they hold, or more than that plus their lost sign-ins. */
  wrong: string[];
  /** One seat per nurse with a session (her sessions share her browser's concurrency key), and the seats before. */
  seatsExpected: number;
}

const tally = (names: string[]) => {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
};

/**
 * What the server holds at the end, accounted for nurse by nurse: each has the session she holds,
 * and at most one more per sign-in whose answer she lost (timed out, or cut with the instance).
 */
export function accountSessions(c: SessionCounts): SessionAccount {
  const before = tally(c.before);
  const after = tally(c.after);
  const ofRun = (name: string) => Math.max(0, (after.get(name) ?? 0) - (before.get(name) ?? 0));
  const account: SessionAccount = {
    counted: 0,
    held: 0,
    orphans: 0,
    lost: 0,
    strangers: 0,
    wrong: [],
    seatsExpected: c.seatsBefore,
  };
  const names = new Set(c.nurses.map((nurse) => nurse.firstName));
  for (const name of after.keys()) {
    account.counted += ofRun(name);
    if (!names.has(name)) account.strangers += ofRun(name);
  }
  for (const nurse of c.nurses) {
    const onServer = ofRun(nurse.firstName);
    const held = nurse.sessionId === null ? 0 : 1;
    account.held += held;
    account.lost += nurse.lostSignIns;
    account.orphans += Math.max(0, onServer - held);
    if (onServer < held || onServer > held + nurse.lostSignIns) account.wrong.push(`${nurse.firstName} ${onServer}`);
    if (onServer > 0) account.seatsExpected += 1;
  }
  return account;
}

export interface SoakFigures {
  nurses: number;
  minutes: number;
  calls: number;
  latency: { type: string; count: number; p50: number; p99: number; max: number; slowestAt?: number[] }[];
  /** Date.now() when the nurses started (the slowest requests are told in seconds after it). */
  startedAt?: number;
  errors: number;
  errorExamples: string[];
  eventsSent: number;
  eventsStoredAnswered: number;
  eventsHeld: number;
  lives: Life[];
  warmUpMs: number;
  windowMs: number;
  maxConnections: number;
  /** What the connections were at the most seen. */
  connectionsAtMax?: string;
  connectionSamples: number;
  connectionBound: number;
  saves: Save[];
  reports: number;
  nursesFollowing: Follower[];
  sessions: SessionCounts;
  kill: { restartMs: number; interrupted: number; balancerRetried: number; balancerCut: number; waits: number[] };
  driverLagP99Ms: number;
}

/** The p99 every call type must keep (ms). */
const P99_BUDGET_MS = 100;
const FLAT = 1.1;
const SETTING_REACH_MS = 1_000;

/** For each save: the slowest nurse listening at the time to hear of it (ms after the save's answer). */
export function settingReach(saves: Save[], nurses: Follower[]): { slowest: number[]; listening: number[] } {
  const slowest: number[] = [];
  const listening: number[] = [];
  for (const save of saves) {
    let worst = 0;
    let count = 0;
    for (const nurse of nurses) {
      const heard = nurse.following.some(
        (w) => w.from <= save.sentAt && (w.to === null || w.to >= save.answeredAt + SETTING_REACH_MS),
      );
      if (!heard) continue;
      count += 1;
      const seen = nurse.changesSeen.find((at) => at >= save.sentAt);
      worst = Math.max(worst, seen === undefined ? Number.POSITIVE_INFINITY : Math.max(0, seen - save.answeredAt));
    }
    slowest.push(worst);
    listening.push(count);
  }
  return { slowest, listening };
}

export function judge(f: SoakFigures): Check[] {
  const checks: Check[] = [];
  const check = (ok: boolean, what: string) => checks.push({ ok, what });
  check(f.errors === 0, `0 errors (${f.errors})`);
  check(
    f.eventsHeld === f.eventsSent && f.eventsStoredAnswered === f.eventsSent,
    `0 call events lost (${f.eventsSent} copied, ${f.eventsStoredAnswered} answered stored, ${f.eventsHeld} in the database)`,
  );
  const slow = f.latency.filter((row) => row.p99 > P99_BUDGET_MS);
  check(
    slow.length === 0,
    `p99 of every call ≤ ${P99_BUDGET_MS} ms${slow.length ? ` (over: ${slow.map((r) => `${r.type} ${r.p99.toFixed(0)}`).join(', ')})` : ''}`,
  );
  for (const life of f.lives) {
    const flat = flatness(life, f.warmUpMs, f.windowMs);
    if (!flat) continue;
    check(
      flat.rss.worst <= FLAT && flat.heap.worst <= FLAT,
      `${life.instance} (life from ${new Date(life.startedAt).toISOString().slice(11, 19)}): RSS and heap within 10% of their level after the warm-up (RSS ×${flat.rss.worst.toFixed(3)}, heap ×${flat.heap.worst.toFixed(3)})`,
    );
  }
  check(
    f.connectionSamples > 0 && f.maxConnections <= f.connectionBound,
    `open PostgreSQL connections never above the pools (${f.maxConnections} at most, bound ${f.connectionBound}, ${f.connectionSamples} samples)`,
  );
  const reach = settingReach(f.saves, f.nursesFollowing);
  const worst = Math.max(0, ...reach.slowest);
  check(
    f.saves.length > 0 && worst <= SETTING_REACH_MS,
    `every setting saved reached every listening nurse within a second (${f.saves.length} saves, slowest ${Number.isFinite(worst) ? `${worst} ms` : 'never'})`,
  );
  const sessions = accountSessions(f.sessions);
  check(
    sessions.strangers === 0 && sessions.wrong.length === 0,
    `live sessions accounted for (${sessions.counted} of the run: ${sessions.held} held by their nurses, ${sessions.orphans} left by sign-ins whose answer was lost, of ${sessions.lost} such; ${sessions.strangers} of no nurse${sessions.wrong.length ? `; wrong: ${sessions.wrong.slice(0, 5).join(', ')}` : ''})`,
  );
  check(
    f.sessions.seatsCounted === sessions.seatsExpected,
    `seats in use counted right (${f.sessions.seatsCounted}, expected ${sessions.seatsExpected}: ${f.sessions.seatsBefore} before and one per nurse with a session)`,
  );
  check(f.kill.restartMs > 0, `one instance killed and started again (${(f.kill.restartMs / 1000).toFixed(1)} s)`);
  return checks;
}

const mib = (n: number) => n.toFixed(0);

export function describe(f: SoakFigures): string[] {
  const lines = [
    `${f.nurses} nurses, ${f.minutes} min (real time), ${f.calls} calls, ${f.reports} reports read, ${f.saves.length} settings saved`,
    'call type                 count    p50 ms   p99 ms   max ms',
    ...f.latency.map(
      (r) =>
        `${r.type.padEnd(24)} ${String(r.count).padStart(6)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(0).padStart(8)}`,
    ),
  ];
  for (const example of f.errorExamples) lines.push(`  error e.g. ${example}`);
  for (const row of f.latency.filter((r) => r.p99 > P99_BUDGET_MS && r.slowestAt && f.startedAt !== undefined)) {
    const at = (row.slowestAt ?? []).map((t) => `${((t - (f.startedAt ?? 0)) / 1000).toFixed(0)} s`);
    lines.push(`  ${row.type} over budget: its slowest requests started at ${at.join(', ')} into the day`);
  }
  for (const life of f.lives) {
    const flat = flatness(life, f.warmUpMs, f.windowMs);
    if (flat)
      lines.push(
        `${life.instance}: ${flat.minutes.toFixed(1)} min judged; RSS ${mib(flat.rss.start)} → ${mib(flat.rss.end)} MiB (worst ×${flat.rss.worst.toFixed(3)}); heap ${mib(flat.heap.start)} → ${mib(flat.heap.end)} MiB (worst ×${flat.heap.worst.toFixed(3)})`,
      );
    else lines.push(`${life.instance}: life too short to judge (${life.samples.length} samples)`);
  }
  const reach = settingReach(f.saves, f.nursesFollowing);
  lines.push(
    `settings: slowest nurse per save (ms) ${reach.slowest.join(', ')}; nurses listening ${reach.listening.join(', ')}`,
  );
  const waits = f.kill.waits;
  lines.push(
    `kill: B back after ${(f.kill.restartMs / 1000).toFixed(1)} s; ${f.kill.interrupted} requests sent again by their clients, ${f.kill.balancerRetried} retried by the balancer on the other instance, ${f.kill.balancerCut} cut in flight; waits across the kill: ${waits.length} requests, p50 ${percentile(waits, 0.5).toFixed(0)} ms, max ${(waits.at(-1) ?? 0).toFixed(0)} ms`,
  );
  lines.push(`connections at the most (${f.maxConnections}): ${f.connectionsAtMax ?? 'not recorded'}`);
  lines.push(`driver's event-loop delay p99 ${f.driverLagP99Ms.toFixed(1)} ms`);
  return lines;
}
