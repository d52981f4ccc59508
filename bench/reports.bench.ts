/**
 * Reports benchmark (`npm run bench:reports`; part of `npm run bench`). Needs the server build
 * (`npm run build`). On a scratch PostgreSQL database (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432, created and dropped here) it starts the server (migrations,
 * demo seed), adds 200 practices in 20 organizations and 10 million call events over three years
 * (one INSERT … SELECT over generate_series — the table's trigger writes call_event_protocols in
 * the same statement — the two tables' indexes dropped during the load and built again after it,
 * then VACUUM ANALYZE — what autovacuum does for new rows in production), then:
 * - times every report with the server's own report code, for one practice over 90 days and for
 *   one organization over a year, next to a plain query of the same run (the calls of one practice
 *   over 90 days, and of one organization over a year: one index range count each) — target p95
 *   <= 300 ms;
 * - loads RecordCallEvent with wrk (a new call id per request) while a nurse's call (a protocol's
 *   content) is loaded at the same time, and the nurse's call alone — target >= 2,000 events/s, and
 *   the nurse's call keeping its speed (requests per second and p99 printed side by side).
 *
 *   tsx bench/reports.bench.ts [--events=10000000] [--runs=20] [--duration=8] [--keep | --reuse]
 *
 * --keep leaves `bench_reports` after the run; --reuse measures the events a kept one holds (no
 * load: the loading takes most of the run on a busy machine).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPORT_IDS, type ReportId, type ReportQuery } from '@triage/contracts/admin';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { buildReport, reportScope } from '../apps/server/src/services/reports/reports.service.ts';
import { type Load, loadWithWrk, wrkVersion } from './wrk.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const EVENTS = Number(arg('events') ?? 10_000_000);
const RUNS = Number(arg('runs') ?? 20);
const DURATION = Number(arg('duration') ?? 8);
/** --keep: leave the database for another run; --reuse: measure the events a kept database holds. */
const IS_REUSING = process.argv.includes('--reuse');
const IS_KEEPING = IS_REUSING || process.argv.includes('--keep');
const PRACTICES = 200;
const ORGANIZATIONS = 20;
const TARGET_P95_MS = 300;
const TARGET_EVENTS_PER_SECOND = 2000;
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3756);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const root = fileURLToPath(new URL('..', import.meta.url));
const DAY_MS = 86_400_000;

function start(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** 200 practices in 20 organizations, and the events: deterministic pseudo-random values per row. */
async function load(client: pg.Client): Promise<{ organizations: number[]; practices: number[] }> {
  const { rows: orgs } = await client.query<{ id: number }>(
    `insert into organizations (name) select 'Bench network ' || g from generate_series(1, ${ORGANIZATIONS}) g returning id`,
  );
  const organizations = orgs.map((o) => o.id);
  const { rows: practiceRows } = await client.query<{ id: number }>(
    `insert into practices (practice_id, name, organization_id, password_hash)
     select 'bench-' || g, 'Bench practice ' || g, ($1::int[])[1 + (g - 1) / ${PRACTICES / ORGANIZATIONS}], 'x'
     from generate_series(1, ${PRACTICES}) g order by g returning id`,
    [organizations],
  );
  const practices = practiceRows.map((p) => p.id);
  const { rows: protocolRows } = await client.query<{ id: number }>('select id from protocols order by id');
  const protocolIds = protocolRows.map((p) => p.id);
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
     where tablename in ('call_events', 'call_event_protocols') and indexname <> 'call_events_pkey'`,
  );
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  const started = Date.now();
  // h(n): a pseudo-random non-negative integer per row and salt.
  await client.query(
    `insert into call_events (call_id, practice_id, organization_id, location_id, first_name, copied_at, received_at,
       duration_seconds, embedded, summary_version, content_set_ids, protocol_ids, protocol_disposition_ids,
       call_disposition_id, basis_protocol_id, basis_question_id, override_reason, columbia_required, columbia_result,
       columbia_bypass_reason, video_visit_offered, video_visit_accepted, advice_topics, suggestions_accepted,
       suggestions_rejected)
     select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid,
       ($1::int[])[1 + g % ${PRACTICES}],
       ($2::int[])[1 + (g % ${PRACTICES}) / ${PRACTICES / ORGANIZATIONS}],
       null,
       (array['Ann','Bob','Carla','Dev','Erin','Femi','Gus','Hana'])[1 + h1 % 8] || (g % ${PRACTICES}),
       now() - make_interval(secs => h2 % (3 * 365 * 86400)),
       now(),
       30 + h3 % 900,
       h4 % 5 = 0,
       '20250113-VA',
       array[1],
       case when h5 % 4 = 0 then array[p1, p2] else array[p1] end,
       case when h5 % 4 = 0 then array[d1, d2] else array[d1] end,
       case when h6 % 12 = 0 then 4 else d1 end,
       case when h6 % 12 = 0 then null else p1 end,
       case when h6 % 12 = 0 then null else 1 end,
       case when h6 % 12 = 0 then (array['Nurse judgment','Caller refused suggested disposition','No appointments available'])[1 + h1 % 3] end,
       h7 % 10 = 0,
       case when h7 % 10 = 0 and h4 % 4 <> 0 then (case when h3 % 7 = 0 then 'positive' else 'negative' end) end,
       case when h7 % 10 = 0 and h4 % 4 = 0 then 'Refused to answer' end,
       h5 % 9 = 0, h5 % 18 = 0, h6 % 6, h1 % 3, h2 % 2
     from (
       select g,
         (hashint8(g * 31 + 1) & 2147483647) as h1, (hashint8(g * 31 + 2) & 2147483647) as h2, (hashint8(g * 31 + 3) & 2147483647) as h3,
         (hashint8(g * 31 + 4) & 2147483647) as h4, (hashint8(g * 31 + 5) & 2147483647) as h5, (hashint8(g * 31 + 6) & 2147483647) as h6,
         (hashint8(g * 31 + 7) & 2147483647) as h7,
         ($3::int[])[1 + (hashint8(g * 31 + 8) & 2147483647) % $4] as p1,
         ($3::int[])[1 + (hashint8(g * 31 + 9) & 2147483647) % $4] as p2,
         1 + (hashint8(g * 31 + 10) & 2147483647) % 12 as d1,
         1 + (hashint8(g * 31 + 11) & 2147483647) % 12 as d2
       from generate_series(1::bigint, $5::bigint) g
     ) rows`,
    [practices, organizations, protocolIds, protocolIds.length, EVENTS],
  );
  const inserted = Date.now();
  await client.query(`set maintenance_work_mem = '1GB'`);
  for (const index of indexes) await client.query(index.def);
  const indexed = Date.now();
  await client.query('vacuum analyze call_events');
  await client.query('vacuum analyze call_event_protocols');
  console.log(
    `Loaded ${EVENTS.toLocaleString('en-US')} events in ${((inserted - started) / 1000).toFixed(0)} s, indexes built in ${((indexed - inserted) / 1000).toFixed(0)} s, vacuumed in ${((Date.now() - indexed) / 1000).toFixed(0)} s`,
  );
  return { organizations, practices };
}

/** The events measured: --events, or what a kept database holds. */
let eventCount = EVENTS;

/** The practices and organizations of a kept database's events (--reuse). */
async function loaded(client: pg.Client): Promise<{ organizations: number[]; practices: number[] }> {
  const { rows } = await client.query<{ id: number; organization: number }>(
    `select id, organization_id as organization from practices where practice_id like 'bench-%' order by id`,
  );
  const { rows: count } = await client.query<{ n: number }>('select count(*)::int as n from call_events');
  eventCount = count[0]?.n ?? 0;
  console.log(`Reusing the kept database: ${eventCount.toLocaleString('en-US')} events`);
  return { organizations: [...new Set(rows.map((r) => r.organization))], practices: rows.map((r) => r.id) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Timing {
  p50: number;
  p95: number;
}

async function time(runs: number, run: (i: number) => Promise<unknown>): Promise<Timing> {
  await run(0); // warm
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const begun = performance.now();
    await run(i);
    times.push(performance.now() - begun);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const day = (at: number) => new Date(at).toISOString().slice(0, 10);

async function reportTimings(databaseUrl: string, organizations: number[], practices: number[]) {
  const database = await openDatabase({ databaseUrl });
  const now = Date.now();
  const last90 = { from: day(now - 89 * DAY_MS), to: day(now) };
  const lastYear = { from: day(now - 364 * DAY_MS), to: day(now) };
  const pick = <T>(list: T[], i: number) => list[(i * 7919) % list.length] as T;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const baseline = await time(RUNS, (i) =>
    client.query('select count(*) from call_events where practice_id = $1 and copied_at >= $2 and copied_at < $3', [
      pick(practices, i),
      new Date(`${last90.from}T00:00:00Z`),
      new Date(now + DAY_MS),
    ]),
  );
  const orgBaseline = await time(RUNS, (i) =>
    client.query('select count(*) from call_events where organization_id = $1 and copied_at >= $2 and copied_at < $3', [
      pick(organizations, i),
      new Date(`${lastYear.from}T00:00:00Z`),
      new Date(now + DAY_MS),
    ]),
  );
  await client.end();
  const rows: { report: ReportId; practice: Timing; organization: Timing }[] = [];
  for (const report of REPORT_IDS) {
    const query = (period: { from: string; to: string }): ReportQuery => ({ report, ...period });
    const practice = await time(RUNS, (i) =>
      buildReport(
        database.db,
        report,
        reportScope(query(last90), { organizationId: 0, practiceIds: [pick(practices, i)] }),
      ),
    );
    const organization = await time(Math.max(5, Math.round(RUNS / 2)), (i) =>
      buildReport(
        database.db,
        report,
        reportScope(query(lastYear), { organizationId: pick(organizations, i), practiceIds: null }),
      ),
    );
    rows.push({ report, practice, organization });
  }
  await database.close();
  return { baseline, orgBaseline, rows };
}

async function ingestion(base: string, databaseUrl: string) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', practiceId: 'demo', password: 'demo' }),
  });
  const sessionId = ((await login.json()) as { data?: { sessionId?: string } }).data?.sessionId;
  if (!sessionId) throw new Error('sign-in failed');
  const headers = { 'x-session-id': sessionId, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const list = (await (await fetch(`${base}/api/protocols`, { headers: { 'x-session-id': sessionId } })).json()) as {
    data: { protocols: { id: number; contentSet: { id: number }; sourceProtocolId: number }[] };
  };
  const protocol = list.data.protocols[0];
  if (!protocol) throw new Error('no protocol');
  const nurseUrl = `${base}/api/protocols/${protocol.contentSet.id}/${protocol.sourceProtocolId}/content`;
  const event = {
    callId: '__CALL_ID__',
    ehrUserId: null,
    copiedAt: new Date().toISOString(),
    durationSeconds: 240,
    embedded: false,
    summaryVersion: '20250113-VA',
    contentSetIds: [protocol.contentSet.id],
    protocols: [{ protocolId: protocol.id, contentSetId: protocol.contentSet.id, dispositionId: 5 }],
    callDispositionId: 5,
    basis: { kind: 'question', protocolId: protocol.id, questionId: 1 },
    overrideReason: null,
    columbia: { required: false, result: null, bypassReason: null },
    videoVisit: { offered: false, accepted: false },
    adviceTopics: 3,
    suggestions: { accepted: 0, rejected: 0 },
  };
  const eventsUrl = `${base}/api/call-events`;
  const ingest = (prefix: string): Promise<Load> =>
    loadWithWrk(eventsUrl, {
      connections: 32,
      seconds: DURATION,
      headers: { 'x-session-id': sessionId, 'content-type': 'application/json' },
      script: {
        path: fileURLToPath(new URL('wrk-call-events.lua', import.meta.url)),
        env: { CALL_EVENT_BODY: JSON.stringify({ event }), CALL_ID_PREFIX: prefix },
      },
    });
  const nurse = () => loadWithWrk(nurseUrl, { connections: 16, seconds: DURATION, headers });
  await nurse(); // warm
  const nurseAlone = await nurse();
  const [events, nurseDuring] = await Promise.all([ingest(randomBytes(4).toString('hex')), nurse()]);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from call_events where practice_id = (select id from practices where practice_id = 'demo')`,
  );
  await client.end();
  return { events, nurseAlone, nurseDuring, stored: rows[0]?.n ?? 0 };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main(): Promise<void> {
  if (wrkVersion() === null) throw new Error('wrk is not installed (apt-get install wrk)');
  const name = 'bench_reports';
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  if (!IS_REUSING) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  const databaseUrl = `${PG_URL}/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'triage-bench-reports-'));
  let server: ChildProcess | null = null;
  try {
    const env = {
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DEMO_MODE: 'true',
      DEMO_CALL_EVENTS: 'false',
      WEB_DIST_DIR: '',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
    };
    server = await start(env);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { organizations, practices } = IS_REUSING ? await loaded(client) : await load(client);
    await client.end();
    const { baseline, orgBaseline, rows } = await reportTimings(databaseUrl, organizations, practices);
    const ingest = await ingestion(`http://127.0.0.1:${APP_PORT}`, databaseUrl);

    console.log(
      `\n### Reports over ${eventCount.toLocaleString('en-US')} call events, ${PRACTICES} practices, ${ORGANIZATIONS} organizations (PostgreSQL)\n`,
    );
    console.log(
      `Plain queries of the same run (one index range count): calls of one practice over 90 days p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}; calls of one organization over a year p50 ${ms(orgBaseline.p50)}, p95 ${ms(orgBaseline.p95)}\n`,
    );
    console.log(
      '| Report | Practice, 90 days p50 / p95 | Organization, 1 year p50 / p95 | p95 / plain query (practice / organization) | Target p95 <= 300 ms |',
    );
    console.log('|---|---|---|---|---|');
    for (const row of rows) {
      const worst = Math.max(row.practice.p95, row.organization.p95);
      console.log(
        `| ${row.report} | ${ms(row.practice.p50)} / ${ms(row.practice.p95)} | ${ms(row.organization.p50)} / ${ms(row.organization.p95)} | ${(row.practice.p95 / baseline.p95).toFixed(1)}× / ${(row.organization.p95 / orgBaseline.p95).toFixed(1)}× | ${worst <= TARGET_P95_MS ? 'met' : 'MISSED'} |`,
      );
    }
    console.log(`\n### Ingestion on one instance while a nurse's call is loaded\n`);
    console.log('| Load | Requests/s | p50 | p99 | Errors |');
    console.log('|---|---|---|---|---|');
    const line = (label: string, l: Load) =>
      console.log(`| ${label} | ${l.rps.toFixed(0)} | ${ms(l.p50)} | ${ms(l.p99)} | ${l.errors} |`);
    line('RecordCallEvent (32 connections, a new call id each)', ingest.events);
    line("Nurse's protocol content, alone (16 connections)", ingest.nurseAlone);
    line("Nurse's protocol content, during ingestion", ingest.nurseDuring);
    console.log(
      `\nEvents stored: ${ingest.stored.toLocaleString('en-US')}. Ingestion ${ingest.events.rps.toFixed(0)} events/s: ${ingest.events.rps >= TARGET_EVENTS_PER_SECOND ? 'met' : 'MISSED'} (target >= ${TARGET_EVENTS_PER_SECOND}). Nurse's call during ingestion: ${((ingest.nurseDuring.rps / ingest.nurseAlone.rps) * 100).toFixed(0)}% of its requests/s alone, p99 ${ms(ingest.nurseDuring.p99)} against ${ms(ingest.nurseAlone.p99)}.`,
    );
  } finally {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (!IS_KEEPING) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
