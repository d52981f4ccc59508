/**
 * `npm run test:resilience`: real server processes on a private, throwaway PostgreSQL cluster
 * (started with the machine's binaries, restarted and killed only here, removed at the end).
 * Prints its figures and exits 1 when a requirement is not met. Then, on a cluster and instances
 * of its own, a 5-minute call centre's day (`soak/day.ts`, 500 nurses) runs alone and its
 * requirements are checked at the end. Bounded: 9 minutes at most.
 */
import { ErrorEnvelope } from '@triage/contracts';
import { seededRandom } from '@triage/core';
import { type Cluster, startCluster } from './cluster.ts';
import { hostileRequest, parserGarbage } from './hostile.ts';
import { type Answer, type Call, call, destroyAgents, rawCall } from './http.ts';
import { type ServerProcess, startServer } from './server-process.ts';
import {
  argon2Flood,
  busySpells,
  describeFlood,
  flood,
  SIXTY_FOUR_ATTEMPTS,
  sixtyFourAttempts,
} from './sign-in-floods.ts';
import { type DayReport, runDay } from './soak/day.ts';
import { describe } from './soak/verdict.ts';
import { ssrfRefusals } from './ssrf.ts';
import { totpLockout } from './totp-lockout.ts';

const PG_PORT = Number(process.env.RESILIENCE_PG_PORT ?? 5441);
const PORT_A = Number(process.env.RESILIENCE_PORT_A ?? 3341);
const PORT_B = Number(process.env.RESILIENCE_PORT_B ?? 3342);
const PORT_C = Number(process.env.RESILIENCE_PORT_C ?? 3343);
const HOSTILE_REQUESTS = Number(process.env.RESILIENCE_HOSTILE ?? 21_000);
const SOAK_PG_PORT = Number(process.env.RESILIENCE_SOAK_PG_PORT ?? 5442);
const SOAK_PORTS: [number, number] = [
  Number(process.env.RESILIENCE_SOAK_PORT_A ?? 3351),
  Number(process.env.RESILIENCE_SOAK_PORT_B ?? 3352),
];
const SOAK_BALANCER_PORT = Number(process.env.RESILIENCE_SOAK_BALANCER_PORT ?? 3353);
const SOAK_NURSES = Number(process.env.RESILIENCE_SOAK_NURSES ?? 500);
const SOAK_MINUTES = Number(process.env.RESILIENCE_SOAK_MINUTES ?? 5);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const failures: string[] = [];
function require(condition: boolean, what: string): void {
  console.log(`  ${condition ? 'ok  ' : 'FAIL'} ${what}`);
  if (!condition) failures.push(what);
}

const isEnvelope = (answer: { body: string }) => {
  try {
    return ErrorEnvelope.safeParse(JSON.parse(answer.body)).success;
  } catch {
    return false;
  }
};

async function signIn(port: number, from: string, practiceId = 'demo'): Promise<string> {
  const answer = await call({
    port,
    path: '/api/login',
    from,
    body: { firstName: 'Nurse', practiceId, password: 'demo' },
  });
  const id = answer.json?.data?.sessionId;
  if (answer.status !== 200 || typeof id !== 'string')
    throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  return id;
}

const checkSession = (port: number, sessionId: string, prolong = false, from?: string) =>
  call({
    port,
    path: `/api/check-session?sessionId=${sessionId}&prolong=${prolong}`,
    ...(from ? { from } : {}),
  });

interface Outcome {
  at: number;
  status: number;
  code: string | undefined;
  envelope: boolean;
}

/** Steady load from 64 loopback addresses: the heartbeat (read and prolong), validate-session and the protocol list. */
async function load(ports: number[], sessions: string[], ms: number, concurrency: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const end = Date.now() + ms;
  let n = 0;
  const worker = async () => {
    while (Date.now() < end) {
      n += 1;
      const port = ports[n % ports.length] as number;
      const sessionId = sessions[n % sessions.length] as string;
      const from = `127.0.1.${(n % 64) + 1}`;
      const kind = n % 4;
      const request: Call =
        kind === 0
          ? { port, path: `/api/check-session?sessionId=${sessionId}&prolong=false`, from }
          : kind === 1
            ? { port, path: `/api/check-session?sessionId=${sessionId}&prolong=true`, from }
            : kind === 2
              ? { port, path: '/api/validate-session', headers: { 'x-session-id': sessionId }, from }
              : { port, path: '/api/protocols', headers: { 'x-session-id': sessionId }, from };
      try {
        const answer = await call(request);
        outcomes.push({
          at: Date.now(),
          status: answer.status,
          code: answer.json?.error?.code,
          envelope: isEnvelope(answer),
        });
      } catch {
        outcomes.push({ at: Date.now(), status: 0, code: 'network', envelope: false });
        await sleep(20);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

function summary(outcomes: Outcome[]): string {
  const byStatus = new Map<number, number>();
  for (const outcome of outcomes) byStatus.set(outcome.status, (byStatus.get(outcome.status) ?? 0) + 1);
  return `${outcomes.length} requests, statuses ${JSON.stringify(Object.fromEntries(byStatus))}`;
}

const failed = (outcomes: Outcome[]) => outcomes.filter((outcome) => outcome.status !== 200);

/** The soak's figures and requirements, printed after the other checks. */
function reportSoak(outcome: DayReport | Error): void {
  console.log(
    `\nA call centre's day: ${SOAK_NURSES} nurses for ${SOAK_MINUTES} minutes on two instances, one killed halfway`,
  );
  if (outcome instanceof Error) {
    require(false, `the soak ran (${outcome.message})`);
    return;
  }
  for (const line of describe(outcome.figures)) console.log(`  ${line}`);
  for (const check of outcome.checks) require(check.ok, check.what);
}

async function main(): Promise<void> {
  const started = Date.now();
  let stopSoak = () => {};
  const cluster: Cluster = await startCluster(PG_PORT);
  const servers: ServerProcess[] = [];
  const stopAll = () => {
    for (const server of servers) server.kill('SIGKILL');
    destroyAgents();
    cluster.stop();
  };
  const watchdog = setTimeout(() => {
    console.error('resilience: over 9 minutes, stopping');
    stopAll();
    stopSoak();
    process.exit(1);
  }, 9 * 60_000);
  watchdog.unref();
  try {
    console.log(
      `Private PostgreSQL on 127.0.0.1:${PG_PORT}; instances on ${PORT_A} and ${PORT_B}, both TRUST_PROXY=1.`,
    );
    const common = { DATABASE_URL: cluster.url, TRUST_PROXY: '1' };
    // Two instances start together on an empty database: migrations take turns under the lock.
    const [a, b] = await Promise.all([
      startServer('A', PORT_A, { ...common, DEMO_MODE: 'true' }),
      sleep(0).then(() => startServer('B', PORT_B, { ...common, DEMO_MODE: 'false' })),
    ]);
    servers.push(a, b);
    console.log('\nTwo instances, one database');
    const onA = await signIn(PORT_A, '127.0.2.1');
    require((await call({ port: PORT_B, path: '/api/validate-session', headers: { 'x-session-id': onA } })).status ===
      200, 'a session made on A works on B');
    // A holds the session in memory now; B's sign-out reaches it through the database's announcement.
    require((await checkSession(PORT_A, onA)).status === 200, 'the session works on A');
    const signedOut = await call({ port: PORT_B, path: '/api/logout', headers: { 'x-session-id': onA }, body: {} });
    const signedOutAt = performance.now();
    let after = await checkSession(PORT_A, onA);
    while (after.status !== 401 && performance.now() - signedOutAt < 1000) after = await checkSession(PORT_A, onA);
    const tookMs = Math.round(performance.now() - signedOutAt);
    require(signedOut.status === 200 &&
      after.status ===
        401, `sign-out on B is honoured by A within a second (A answers ${after.status} after ${tookMs} ms)`);

    console.log('\nAn administrator’s second factor: wrong codes with the right password, alternately on A and B');
    const lockout = await totpLockout([PORT_A, PORT_B], sleep);
    console.log(
      `  wrong codes refused before the lock: ${lockout.attemptsBeforeLock}; locked at attempt ${lockout.lockedAtAttempt} after ${lockout.msToLock} ms; the right code afterwards: ${lockout.rightCodeAfterLock}`,
    );
    require(lockout.lockedAtAttempt !== null && lockout.lockedAtAttempt <= 10, 'locked after at most 10 wrong codes');
    require(lockout.codes.every(
      (code) => code === 'invalidCredentials' || code === 'secondFactorLocked',
    ), 'every wrong code refused as a wrong code until the lock (no 429, no 5xx)');
    require(lockout.rightCodeAfterLock ===
      'secondFactorLocked', 'the right code after the lock is refused (secondFactorLocked)');

    console.log('\n300 concurrent wrong passwords for one account from one address, spread over both instances');
    const burst = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        call({
          port: i % 2 ? PORT_A : PORT_B,
          path: '/api/login',
          from: '127.0.3.1',
          body: { firstName: 'Eve', practiceId: 'demo', password: `guess-${i}` },
        }),
      ),
    );
    const checked = burst.filter((answer) => answer.status === 401).length;
    const limited = burst.filter((answer) => answer.status === 429);
    console.log(
      `  ${checked} checked (401), ${limited.length} refused (429), others ${300 - checked - limited.length}`,
    );
    require(checked <= 10 && checked + limited.length === 300, 'at most the limit of 10 checked, the rest 429');
    require(limited.every(
      (answer) => Number(answer.headers['retry-after']) > 0 && isEnvelope(answer),
    ), 'every 429 has Retry-After and the envelope');
    // The account's progressive delay: one second after its tenth failure, from any address.
    await sleep(1_100);
    require((
      await call({
        port: PORT_A,
        path: '/api/login',
        from: '127.0.3.2',
        body: { firstName: 'Ann', practiceId: 'demo', password: 'demo' },
      })
    ).status === 200, "a nurse from another address still signs in (after the account's 1 s delay)");

    const watcher = await signIn(PORT_A, '127.0.9.9');
    console.log(
      `\nDistributed brute force: ${SIXTY_FOUR_ATTEMPTS} addresses of one IPv6 /64, each guess for another Account ID, through TRUST_PROXY=1 and X-Forwarded-For`,
    );
    const sixtyFour = await flood(PORT_A, watcher, sixtyFourAttempts(PORT_A));
    console.log(`  ${describeFlood(sixtyFour)}`);
    require(sixtyFour.checked <= 50 &&
      sixtyFour.refused >= SIXTY_FOUR_ATTEMPTS - 50 &&
      sixtyFour.checked + sixtyFour.refused ===
        SIXTY_FOUR_ATTEMPTS, `the /64 counted as one address: at most 50 of ${SIXTY_FOUR_ATTEMPTS} checked, the rest 429`);
    require(sixtyFour.duringP95 <=
      Math.max(
        3 * sixtyFour.baselineP95,
        sixtyFour.baselineP95 + 50,
      ), 'the other calls answered at normal speed throughout');

    console.log('\nArgon2 flood: 300 wrong sign-ins at once, each another Account ID from another /64');
    const logBefore = a.log().length;
    const argon = await flood(PORT_A, watcher, argon2Flood(PORT_A, 300));
    await sleep(200);
    const spells = busySpells(a.log().slice(logBefore));
    console.log(`  ${describeFlood(argon)}`);
    console.log(
      `  hashing cap (logged by A): ${spells.waited} waited for the slot, ${spells.refused} refused at once (${spells.spells} busy spell(s))`,
    );
    require(argon.other === 0, 'every attempt answered 401 or 429 (no 5xx, no timeout)');
    require(argon.checked + argon.refused ===
      300, `each one checked in turn by the capped hashing or refused at once (${Math.round((argon.checked * 1000) / argon.ms)} checks/s)`);
    // No brute-force limit applies to these (each its own Account ID and /64): every 429 is the cap's.
    require(argon.refused > 0 &&
      spells.refused === argon.refused &&
      spells.waited > 0, 'the hashing cap held: some attempts waited for a slot, the excess refused at once');
    require(argon.duringP95 <=
      Math.max(
        5 * argon.baselineP95,
        argon.baselineP95 + 100,
      ), 'the other calls answered at near-normal speed throughout');

    console.log('\nX-Forwarded-For');
    const spoofBurst = async (port: number, from: string, forwarded: (i: number) => string) => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call({
            port,
            path: '/api/login',
            from,
            headers: { 'x-forwarded-for': forwarded(i) },
            body: { firstName: 'Eve', practiceId: 'demo-ah', password: `x${i}` },
          }),
        ),
      );
      return answers.filter((answer) => answer.status === 401).length;
    };
    // Behind one trusted proxy: a client's own X-Forwarded-For entries come before the proxy's.
    const behindProxy = await spoofBurst(PORT_A, '127.0.4.1', (i) => `198.51.100.${i}, 203.0.113.50`);
    require(behindProxy <= 10, `TRUST_PROXY=1: spoofed first entries ignored, ${behindProxy} of 40 checked`);
    const c = await startServer('C', PORT_C, { DATABASE_URL: cluster.url, DEMO_MODE: 'false', TRUST_PROXY: 'false' });
    servers.push(c);
    const direct = await spoofBurst(PORT_C, '127.0.4.2', (i) => `198.51.100.${i}`);
    require(direct <= 10, `TRUST_PROXY=false: X-Forwarded-For ignored, ${direct} of 40 checked`);
    const untrusted = await startServer('D', PORT_C + 1, {
      DATABASE_URL: cluster.url,
      DEMO_MODE: 'false',
      TRUST_PROXY: '10.9.9.9',
    });
    servers.push(untrusted);
    const notFromProxy = await spoofBurst(PORT_C + 1, '127.0.4.3', (i) => `198.51.100.${i}`);
    require(notFromProxy <=
      10, `TRUST_PROXY=10.9.9.9, request not from it: X-Forwarded-For ignored, ${notFromProxy} of 40 checked`);
    c.kill('SIGTERM');
    untrusted.kill('SIGTERM');
    await Promise.all([c.exited, untrusted.exited]);

    const sessions: string[] = [];
    for (let i = 0; i < 16; i += 1) sessions.push(await signIn(i % 2 ? PORT_A : PORT_B, `127.0.5.${i + 1}`));

    console.log('\nIdle connections killed with pg_terminate_backend under load');
    const [terminatedLoad, terminated] = await Promise.all([
      load([PORT_A, PORT_B], sessions, 6_000, 12),
      (async () => {
        let total = 0;
        for (let i = 0; i < 3; i += 1) {
          await sleep(1_500);
          const rows = await cluster.query<{ n: number }>(
            `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
             where datname = 'triage' and pid <> pg_backend_pid() and state = 'idle'`,
          );
          total += rows[0]?.n ?? 0;
        }
        return total;
      })(),
    ]);
    console.log(`  ${terminated} idle connections terminated; ${summary(terminatedLoad)}`);
    require(failed(terminatedLoad).length ===
      0, `no request failed ${JSON.stringify(failed(terminatedLoad).slice(0, 3))}`);

    console.log('\nPostgreSQL stopped (fast), down for 1 s, started again, under load');
    let readyAt = 0;
    let restartedAt = 0;
    const restartLoad = await Promise.all([
      load([PORT_A, PORT_B], sessions, 10_000, 12),
      (async () => {
        await sleep(3_000);
        restartedAt = Date.now();
        await cluster.restart(1_000);
        readyAt = Date.now();
      })(),
    ]).then(([outcomes]) => outcomes);
    const restartFailures = failed(restartLoad);
    const lastFailure = Math.max(0, ...restartFailures.map((outcome) => outcome.at));
    const recoveryMs = Math.max(0, lastFailure - readyAt);
    const share = (restartFailures.length / restartLoad.length) * 100;
    console.log(
      `  database gone for ${readyAt - restartedAt} ms; ${summary(restartLoad)}; failed ${restartFailures.length} (${share.toFixed(2)}%); last failure ${recoveryMs} ms after the database was back`,
    );
    require(share < 1, 'under 1% of requests failed');
    require(restartFailures.every(
      (outcome) => outcome.status === 503 && outcome.envelope,
    ), 'every failure a 503 catalogue envelope (no 500)');
    require(recoveryMs <= 2_000, 'recovered within 2 s of the database returning');
    const stillSignedIn = await Promise.all(sessions.map((id, i) => checkSession(i % 2 ? PORT_B : PORT_A, id)));
    require(stillSignedIn.every(
      (answer) => answer.status === 200,
    ), `no session lost (${stillSignedIn.filter((x) => x.status === 200).length}/${sessions.length} alive)`);

    console.log(`\nHostile requests: ${HOSTILE_REQUESTS} over HTTP from many loopback addresses, plus parser garbage`);
    const random = seededRandom(13);
    // The fuzz's own session: its hostile calls include sign-outs.
    const fuzzSession = await signIn(PORT_A, '127.0.9.1');
    const hostileStatuses = new Map<number, number>();
    let notEnvelope = 0;
    let serverErrors = 0;
    const examples: string[] = [];
    let sent = 0;
    const tally = (status: number, ok: boolean, what: string) => {
      hostileStatuses.set(status, (hostileStatuses.get(status) ?? 0) + 1);
      if (status >= 500 || status === 0) serverErrors += 1;
      if (!ok) notEnvelope += 1;
      if ((status >= 500 || status === 0 || !ok) && examples.length < 5) examples.push(`${status} ${what}`);
    };
    const hostileWorker = async () => {
      while (sent < HOSTILE_REQUESTS) {
        sent += 1;
        const from = `127.0.${10 + (sent % 20)}.${(sent % 200) + 1}`;
        if (sent % 50 === 0) {
          const answer = await rawCall(sent % 2 ? PORT_A : PORT_B, parserGarbage(random), from);
          tally(answer.status, isEnvelope(answer), 'raw');
          continue;
        }
        const request = { ...hostileRequest(random, sent % 2 ? PORT_A : PORT_B, fuzzSession), from };
        try {
          const answer: Answer = await call(request);
          const ok = answer.json?.success === true ? answer.status === 200 : isEnvelope(answer);
          tally(answer.status, ok, `${request.method} ${request.path.slice(0, 80)}`);
        } catch (error) {
          tally(0, false, `${request.method} ${request.path.slice(0, 80)}: ${(error as Error).message}`);
        }
      }
    };
    const hostileStarted = Date.now();
    await Promise.all(Array.from({ length: 16 }, hostileWorker));
    console.log(
      `  ${sent} requests in ${((Date.now() - hostileStarted) / 1000).toFixed(1)} s, statuses ${JSON.stringify(Object.fromEntries(hostileStatuses))}`,
    );
    for (const example of examples) console.log(`    e.g. ${example}`);
    require(serverErrors === 0, `0 responses with status 5xx or none (${serverErrors})`);
    require(notEnvelope === 0, `every body a catalogue envelope (${notEnvelope} not)`);

    console.log(
      "\nSSRF: EHR registrations aimed at the server's own network (instance A, no ALLOW_PRIVATE_EHR_ADDRESSES)",
    );
    const ssrf = await ssrfRefusals(PORT_A);
    console.log(`  ${ssrf.refused}/${ssrf.total} refused, the slowest answer in ${Math.round(ssrf.maxMs)} ms`);
    for (const failure of ssrf.failures) console.log(`    ${failure}`);
    require(ssrf.refused ===
      ssrf.total, 'every registration aimed at loopback, link-local, private or unique-local refused');
    require(ssrf.maxMs < 5_000, 'each refused before the 5-second fetch limit (no connection attempted)');

    console.log('\nSIGTERM under load');
    const drainLoad = load([PORT_B], sessions, 4_000, 12);
    await sleep(1_500);
    const termAt = Date.now();
    b.kill('SIGTERM');
    const code = await b.exited;
    const drainMs = Date.now() - termAt;
    const drained = await drainLoad;
    const cut = drained.filter((outcome) => outcome.status !== 200 && outcome.status !== 0 && outcome.at >= termAt);
    console.log(
      `  B exited with ${code} after ${drainMs} ms; ${summary(drained)} (0 = refused connection after close)`,
    );
    require(code === 0 && drainMs < 10_000, 'exit 0 within 10 s');
    require(cut.every((outcome) => outcome.envelope), 'every request answered during the drain got an envelope');
    const onSurvivor = await Promise.all(sessions.map((id) => checkSession(PORT_A, id)));
    require(onSurvivor.every((answer) => answer.status === 200), 'with B gone, A serves every session');

    console.log('\nLogs');
    const logs = servers.map((server) => server.log()).join('\n');
    const outageLines = logs.split('\n').filter((line) => line.includes('database unavailable')).length;
    const backLines = logs.split('\n').filter((line) => line.includes('database available again')).length;
    console.log(`  'database unavailable' ${outageLines} lines, 'database available again' ${backLines} lines`);
    require(outageLines >= 1 &&
      outageLines <= 4, 'the outage logged once per change of state per instance, not per request');
    require(!/\b(select|insert into|update|delete from)\b.*\b(from|values|set|where)\b/i.test(logs) &&
      !logs.includes('Failed query'), 'no SQL text in the logs');
    require(!logs.includes(sessions[0] as string), 'no session id in the logs');
    a.kill('SIGTERM');
    await a.exited;
    console.log(`\nThe checks above took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // The day runs after them, alone, on a cluster and instances of its own: its latencies are the
    // instances' and not those of the checks' floods (RESILIENCE_SOAK_MINUTES=0 leaves it out).
    stopAll();
    if (SOAK_MINUTES > 0) {
      reportSoak(
        await runDay({
          nurses: SOAK_NURSES,
          minutes: SOAK_MINUTES,
          pgPort: SOAK_PG_PORT,
          ports: SOAK_PORTS,
          balancerPort: SOAK_BALANCER_PORT,
          poolSize: 10,
          say: () => {},
          onStop: (stop) => {
            stopSoak = stop;
          },
        }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      );
    }
  } finally {
    stopAll();
    stopSoak();
    clearTimeout(watchdog);
  }
  console.log(
    `\nresilience: ${failures.length === 0 ? 'all requirements met' : `${failures.length} failed`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
