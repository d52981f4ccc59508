/**
 * Sign-in floods against a running instance behind TRUST_PROXY=1, with figures: a distributed
 * brute force from one IPv6 /64 (X-Forwarded-For), and an argon2 flood of distinct accounts and
 * networks; throughout, another nurse's heartbeat is timed against a baseline of the same run.
 */
import { type Answer, call } from './http.ts';

export interface FloodReport {
  checked: number;
  refused: number;
  other: number;
  ms: number;
  baselineP50: number;
  baselineP95: number;
  duringP50: number;
  duringP95: number;
  heartbeats: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function heartbeatTimes(port: number, sessionId: string, until: () => boolean, min = 0): Promise<number[]> {
  const times: number[] = [];
  while (!until() || times.length < min) {
    // From 200 addresses in turn: the per-address API ceiling is not what is measured here.
    const from = `127.0.9.${(times.length % 200) + 1}`;
    const answer = await call({ port, path: `/api/check-session?sessionId=${sessionId}&prolong=false`, from });
    if (answer.status !== 200) throw new Error(`heartbeat answered ${answer.status}`);
    times.push(answer.ms);
  }
  return times;
}

/** Runs `attempts` while timing heartbeats; counts 401 (checked) and 429 (refused). */
export async function flood(port: number, sessionId: string, attempts: () => Promise<Answer>[]): Promise<FloodReport> {
  const baseline = await heartbeatTimes(port, sessionId, () => true, 60);
  let done = false;
  const started = performance.now();
  const running = Promise.all(attempts()).finally(() => {
    done = true;
  });
  // An attempt that fails (a timeout on a busy machine) fails the run at `await running` below,
  // through main's clean-up, not as an unhandled rejection that leaves the servers running.
  running.catch(() => undefined);
  const during = await heartbeatTimes(port, sessionId, () => done, 5);
  const answers = await running;
  const ms = Math.round(performance.now() - started);
  const checked = answers.filter((answer) => answer.status === 401).length;
  const refused = answers.filter((answer) => answer.status === 429).length;
  return {
    checked,
    refused,
    other: answers.length - checked - refused,
    ms,
    baselineP50: percentile(baseline, 50),
    baselineP95: percentile(baseline, 95),
    duringP50: percentile(during, 50),
    duringP95: percentile(during, 95),
    heartbeats: during.length,
  };
}

export function describeFlood(report: FloodReport): string {
  const f = (n: number) => n.toFixed(1);
  return (
    `${report.checked} checked (401), ${report.refused} refused (429), ${report.other} other, in ${report.ms} ms; ` +
    `another nurse's heartbeat p50/p95 ${f(report.duringP50)}/${f(report.duringP95)} ms during ` +
    `(${report.heartbeats} calls) vs ${f(report.baselineP50)}/${f(report.baselineP95)} ms before`
  );
}

/** The address count alone decides: 60 wrong passwords, each for another Account ID, from 60 addresses of one IPv6 /64. */
export const SIXTY_FOUR_ATTEMPTS = 60;

/**
 * Wrong passwords from addresses of one IPv6 /64 through the trusted proxy, each for another Account
 * ID: neither the (address, Account ID) limit nor an account's delay refuses any, so only counting
 * the /64 as one address (50 failures per 15 minutes) does.
 */
export const sixtyFourAttempts = (port: number) => () =>
  Array.from({ length: SIXTY_FOUR_ATTEMPTS }, (_, i) =>
    call({
      port,
      path: '/api/login',
      from: '127.0.6.1',
      headers: { 'x-forwarded-for': `2001:db8:64:7:${(i + 1).toString(16)}::${(i * 7 + 1).toString(16)}` },
      body: { firstName: 'Eve', practiceId: `spray64-${i}`, password: `guess-${i}` },
    }),
  );

/**
 * `count` wrong sign-ins at once, each to another Account ID from another /64: only the hashing cap
 * holds them. Sent from 100 loopback addresses (the client keeps at most 16 connections per
 * address), so that all of them are in flight together and fill the hashing queue.
 */
export const argon2Flood = (port: number, count: number) => () =>
  Array.from({ length: count }, (_, i) =>
    call({
      port,
      path: '/api/login',
      from: `127.0.7.${(i % 100) + 1}`,
      headers: { 'x-forwarded-for': `2001:db8:${(i + 0x100).toString(16)}::1` },
      body: { firstName: 'Eve', practiceId: `flood-${i}`, password: `flood-password-${i}` },
      timeoutMs: 30_000,
    }),
  );

/** The busy spells a server logged (services/password.ts): attempts that waited for a hashing slot, and refused. */
export function busySpells(log: string): { waited: number; refused: number; spells: number } {
  const total = { waited: 0, refused: 0, spells: 0 };
  for (const line of log.split('\n')) {
    if (!line.includes('sign-in password hashing')) continue;
    try {
      const entry = JSON.parse(line) as { waited?: number; refused?: number };
      total.waited += entry.waited ?? 0;
      total.refused += entry.refused ?? 0;
      total.spells += 1;
    } catch {
      // not a log line
    }
  }
  return total;
}
