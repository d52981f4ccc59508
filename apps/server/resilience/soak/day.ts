/**
 * A call centre's day (issue 37): N nurses and an administrator on two real server processes over a
 * throwaway PostgreSQL cluster, behind the soak's balancer; one instance SIGKILLed halfway and
 * started again. Real time throughout. Returns the figures and the requirements checked
 * (`bench/soak.bench.ts` and `npm run test:resilience` print them and fail on a missed one).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { seededRandom } from '@triage/core';
import { type Cluster, startCluster } from '../cluster.ts';
import { call } from '../http.ts';
import { type ServerProcess, startServer } from '../server-process.ts';
import { Administrator } from './administrator.ts';
import { startBalancer } from './balancer.ts';
import { type Life, watchConnections, watchMemory } from './gauges.ts';
import { type CatalogueProtocol, Nurse } from './nurse.ts';
import { Recorder } from './recorder.ts';
import { type Check, judge, type SoakFigures } from './verdict.ts';

export interface DayOptions {
  nurses: number;
  minutes: number;
  pgPort: number;
  /** The two instances' ports and the balancer's. */
  ports: [number, number];
  balancerPort: number;
  poolSize: number;
  seed?: number;
  say?: (line: string) => void;
  /** Receives the function that stops everything the run started (for a caller's watchdog). */
  onStop?: (stop: () => void) => void;
}

export interface DayReport {
  figures: SoakFigures;
  checks: Check[];
}

const PRACTICE = 'demo';
const MINUTE = 60_000;
/** How long after its end a shift may still finish its last call (a call lasts up to 2.5 minutes). */
const LATE_MS = 4 * MINUTE;
const PROBE = new URL('./memory-probe.ts', import.meta.url).pathname;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function runDay(options: DayOptions): Promise<DayReport> {
  const say = options.say ?? ((line: string) => console.log(line));
  const durationMs = options.minutes * MINUTE;
  const random = seededRandom(options.seed ?? 37);
  const uniform = (from: number, to: number) => from + random() * (to - from);
  const cluster: Cluster = await startCluster(options.pgPort);
  const servers: ServerProcess[] = [];
  const lives: Life[] = [];
  const env = {
    DATABASE_URL: cluster.url,
    TRUST_PROXY: '1',
    DEMO_MODE: 'true',
    DATABASE_POOL_SIZE: String(options.poolSize),
  };
  const start = async (name: string, port: number) => {
    const server = await startServer(name, port, env, {
      preload: PROBE,
      startMs: Math.max(180_000, Number(process.env.RESILIENCE_START_MS ?? 0)),
    });
    servers.push(server);
    lives.push(watchMemory(server, name));
    return server;
  };
  const balancer = await startBalancer(options.balancerPort, options.ports);
  const lag = monitorEventLoopDelay({ resolution: 20 });
  const stopProcesses = () => {
    for (const server of servers) server.kill('SIGKILL');
    cluster.stop();
  };
  options.onStop?.(stopProcesses);
  try {
    await start('A', options.ports[0]);
    let b = await start('B', options.ports[1]);
    const recorder = new Recorder();
    const catalogue = await loadCatalogue(balancer.port);
    const admin = new Administrator(balancer.port, PRACTICE, recorder);
    await admin.signIn();
    const before = await admin.counts();
    say(
      `  ${options.nurses} nurses for ${options.minutes} min through the balancer (:${balancer.port}) to A (:${options.ports[0]}) and B (:${options.ports[1]}); ${catalogue.length} protocols in their calls`,
    );

    const startedAt = Date.now();
    const endsAt = startedAt + durationMs;
    const rampMs = Math.min(MINUTE, durationMs / 10);
    const firstCallsMs = Math.min(6.5 * MINUTE, durationMs / 2);
    const killAt = startedAt + durationMs / 2;
    let restartedAt = killAt;
    let restartMs = 0;
    const isQuiet = (at: number) => at >= killAt - 5_000 && at <= restartedAt + 10_000 + (restartMs === 0 ? 60_000 : 0);
    const connections = watchConnections(cluster);
    lag.enable();
    const nurses = Array.from(
      { length: options.nurses },
      (_, i) =>
        new Nurse(i, `N${String(i + 1).padStart(4, '0')}`, {
          port: balancer.port,
          recorder,
          random,
          catalogue,
          endsAt,
          firstCallMs: uniform(5_000, firstCallsMs),
          callMs: () => uniform(60_000, 150_000),
          betweenCallsMs: () => uniform(5 * MINUTE, 8 * MINUTE),
        }),
    );
    const shifts = nurses.map((nurse, i) => sleep((rampMs * i) / options.nurses).then(() => nurse.work()));
    const adminWork = admin.work(endsAt, Math.max(30_000, Math.min(3 * MINUTE, durationMs / 20)), isQuiet);

    await sleep(killAt - Date.now());
    recorder.killWindow = { from: killAt - 1_000, to: killAt + 2_000 };
    b.kill('SIGKILL');
    await b.exited;
    say(`  B killed (SIGKILL) at ${((killAt - startedAt) / MINUTE).toFixed(1)} min; starting it again`);
    b = await start('B', options.ports[1]);
    restartedAt = Date.now();
    restartMs = restartedAt - killAt;
    say(`  B answering again after ${(restartMs / 1000).toFixed(1)} s`);

    // A call every nurse keeps sending (an instance that never answers) must not hold the report.
    const settled = await Promise.race([
      Promise.all([...shifts, adminWork]).then(() => true),
      sleep(endsAt + LATE_MS - Date.now()).then(() => false),
    ]);
    if (!settled) {
      const pending = nurses.filter((nurse) => nurse.pending !== null).map((nurse) => nurse.pending);
      recorder.error(
        'end of shift',
        `${pending.length} nurses still sending ${LATE_MS / 1000} s after the end: ${[...new Set(pending)].join(', ')}`,
      );
    }
    for (const nurse of nurses) nurse.stop();
    lag.disable();
    const pool = await connections.stop();
    const after = await admin.counts();
    const copied = nurses.flatMap((nurse) => [...nurse.copied]);
    const held = await countStored(cluster, copied);
    const figures: SoakFigures = {
      nurses: options.nurses,
      minutes: options.minutes,
      calls: nurses.reduce((sum, nurse) => sum + nurse.calls, 0),
      latency: recorder.table(),
      startedAt,
      errors: recorder.errors(),
      errorExamples: recorder.errorExamples,
      eventsSent: copied.length,
      eventsStoredAnswered: nurses.reduce((sum, nurse) => sum + nurse.stored.size, 0),
      eventsHeld: held,
      lives,
      // The first 10 minutes of the hour (the issue's); in a shorter day, until every nurse has
      // signed in and taken a first call (the caches then hold what the day uses).
      warmUpMs: Math.max(durationMs / 6, rampMs + firstCallsMs),
      windowMs: Math.min(2 * MINUTE, Math.max(20_000, durationMs / 30)),
      maxConnections: pool.max,
      connectionsAtMax: pool.atMax,
      connectionSamples: pool.samples,
      connectionBound: options.ports.length * (options.poolSize + 1),
      saves: admin.saves,
      reports: admin.reports,
      nursesFollowing: nurses,
      sessions: {
        before: before.liveSessions,
        after: after.liveSessions,
        seatsBefore: before.seatsInUse,
        seatsCounted: after.seatsInUse,
        nurses,
      },
      kill: {
        restartMs,
        interrupted: recorder.interrupted,
        balancerRetried: balancer.retried(),
        balancerCut: balancer.cut(),
        waits: [...recorder.waits].sort((x, y) => x - y),
      },
      driverLagP99Ms: lag.percentile(99) / 1e6,
    };
    return { figures, checks: judge(figures) };
  } finally {
    stopProcesses();
    await balancer.close();
  }
}

/** The protocols nurses open: the practice's list, and each one's first disposition (for the event). */
async function loadCatalogue(port: number): Promise<CatalogueProtocol[]> {
  const from = '127.31.0.1';
  const signIn = await call({
    port,
    from,
    path: '/api/login',
    body: { firstName: 'Setup', practiceId: PRACTICE, password: 'demo' },
  });
  const sessionId = String(signIn.json?.data?.sessionId);
  const headers = { 'x-session-id': sessionId };
  const list = await call({ port, from, path: '/api/protocols', headers });
  const items = (list.json?.data?.protocols ?? []) as {
    id: number;
    contentSet: { id: number };
    sourceProtocolId: number;
  }[];
  const catalogue: CatalogueProtocol[] = [];
  for (const item of items.slice(0, 40)) {
    const full = await call({
      port,
      from,
      path: `/api/protocols/${item.contentSet.id}/${item.sourceProtocolId}`,
      headers,
    });
    const protocol = full.json?.data?.protocol as { dispositions?: { id: number }[] } | undefined;
    catalogue.push({
      id: item.id,
      contentSetId: item.contentSet.id,
      sourceProtocolId: item.sourceProtocolId,
      dispositionId: protocol?.dispositions?.[0]?.id ?? null,
    });
  }
  await call({ port, from, path: '/api/logout', headers, body: {} });
  if (catalogue.length === 0) throw new Error(`no protocols for the soak: ${list.status} ${list.body.slice(0, 200)}`);
  return catalogue;
}

async function countStored(cluster: Cluster, callIds: string[]): Promise<number> {
  if (callIds.length === 0) return 0;
  const list = callIds.map((id) => `'${id}'`).join(',');
  const rows = await cluster.query<{ n: number }>(
    `select count(distinct call_id)::int as n from call_events where call_id in (${list})`,
  );
  return rows[0]?.n ?? 0;
}
