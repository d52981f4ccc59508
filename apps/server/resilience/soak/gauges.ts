/**
 * What the soak watches besides the clients: each instance's memory (RSS and heap, sent by the
 * memory probe over IPC) per process life, and the database's open connections (pg_stat_activity)
 * sampled every second.
 */
import type { Cluster } from '../cluster.ts';
import type { ServerProcess } from '../server-process.ts';
import { percentile } from './recorder.ts';

export interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
}

/** One process life of an instance (a restart starts another). */
export interface Life {
  instance: string;
  startedAt: number;
  endedAt: number | null;
  samples: MemorySample[];
}

export function watchMemory(server: ServerProcess, instance: string): Life {
  const life: Life = { instance, startedAt: Date.now(), endedAt: null, samples: [] };
  server.child.on('message', (message: { soakMemory?: MemorySample }) => {
    if (message.soakMemory) life.samples.push(message.soakMemory);
  });
  void server.exited.then(() => {
    life.endedAt = Date.now();
  });
  return life;
}

export interface Flatness {
  instance: string;
  /** Minutes of the life judged (from the end of the warm-up to the end of the life). */
  minutes: number;
  /** The level after the warm-up and at the end (MiB), and the highest ratio of any later window to it. */
  rss: { start: number; end: number; worst: number };
  heap: { start: number; end: number; worst: number };
}

const MIB = 1024 * 1024;

/**
 * RSS: the median of each window; heap: the lowest heapUsed of each window (what is left after the
 * collector ran, not the garbage it has not collected yet). The first window after `warmUpMs` is the
 * reference; `worst` is the largest ratio of a later window to it.
 */
export function flatness(life: Life, warmUpMs: number, windowMs: number): Flatness | null {
  const end = life.endedAt ?? Date.now();
  const from = life.startedAt + warmUpMs;
  if (end - from < 2 * windowMs) return null;
  const windows: MemorySample[][] = [];
  for (let at = from; at + windowMs <= end + 1; at += windowMs) {
    const samples = life.samples.filter((s) => s.at >= at && s.at < at + windowMs);
    if (samples.length > 0) windows.push(samples);
  }
  const rss = windows.map((w) =>
    percentile(
      w.map((s) => s.rss).sort((a, b) => a - b),
      0.5,
    ),
  );
  const heap = windows.map((w) => Math.min(...w.map((s) => s.heapUsed)));
  const level = (values: number[]) => ({
    start: (values[0] ?? 0) / MIB,
    end: (values.at(-1) ?? 0) / MIB,
    worst: Math.max(...values) / (values[0] ?? 1),
  });
  return { instance: life.instance, minutes: (end - from) / 60_000, rss: level(rss), heap: level(heap) };
}

/**
 * Samples the connections to the application's database every second until stopped; at the most
 * seen, what they were (state, and seconds since each backend started), to tell a pool over its bound
 * from a closed connection's backend not yet gone. Client connections only: PostgreSQL's own
 * autovacuum workers are listed on the database too (the hour's run of 2026-11-30 counted one as a
 * 23rd connection over a bound of 22).
 */
export function watchConnections(cluster: Cluster): {
  stop(): Promise<{ max: number; samples: number; atMax: string }>;
} {
  let max = 0;
  let samples = 0;
  let atMax = '';
  let running = true;
  const startedAt = Date.now();
  const loop = (async () => {
    while (running) {
      const rows = await cluster
        .query<{ state: string | null; age: number; app: string; query: string }>(
          `select state, extract(epoch from now() - backend_start)::int as age, application_name as app, left(query, 60) as query from pg_stat_activity where datname = 'triage' and backend_type = 'client backend' and pid <> pg_backend_pid()`,
        )
        .catch(() => undefined);
      if (rows !== undefined) {
        samples += 1;
        if (rows.length > max) {
          max = rows.length;
          const young = rows.filter((row) => row.age < 5).length;
          const states = new Map<string, number>();
          for (const row of rows) states.set(row.state ?? 'none', (states.get(row.state ?? 'none') ?? 0) + 1);
          // The ones not idle: what they run, and for whom (the listener names itself).
          const busy = rows
            .filter((row) => row.state !== 'idle')
            .map((row) => `${row.app || 'pool'} ${row.age} s old: ${row.query}`);
          const when = `${Math.round((Date.now() - startedAt) / 1000)} s into the sampling`;
          atMax = `${[...states].map(([state, n]) => `${n} ${state}`).join(', ')}; ${young} started within 5 s; ${when}${busy.length > 0 ? `; not idle: ${busy.join(' | ')}` : ''}`;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { max, samples, atMax };
    },
  };
}
