/**
 * API load benchmark (`npm run bench:api`; part of `npm run bench`). Needs the production build
 * (`npm run build`). For each database — PostgreSQL (a fresh database on BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432, created and dropped here) and the embedded one — it starts the
 * server, signs in as the demo practice and loads three authenticated calls with wrk at 100
 * connections (bench/wrk.ts; `apt-get install wrk`): the full protocol (the call the web app makes
 * to load one), its content, the protocol list and check-session?prolong=true, each asked
 * with Chromium's `Accept-Encoding: gzip, deflate, br, zstd`. A bare Fastify server answering the
 * same bytes with the same headers (the compressed content and list, the small JSON of
 * check-session) is loaded in the same run; every figure is a ratio against it, so the machine
 * cancels out. Body sizes are printed on the wire and uncompressed.
 * Targets: >= 30% of the baseline's requests per second, p99 <= 25 ms, no errors (PostgreSQL).
 *
 *   tsx bench/api.bench.ts [--duration=8] [--db=pg,embedded]
 *
 * The server's per-IP request ceiling is raised for the run (every connection comes from 127.0.0.1).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Load, loadWithWrk, wrkVersion } from './wrk.ts';

const CONNECTIONS = 100;
const CALLS = ['protocol', 'content', 'list', 'check'] as const;
const TARGET_RATIO = 0.3;
const WARM_UP_SECONDS = 2;
const TARGET_P99_MS = 25;
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3356);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3357);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
/** Prefix of the scratch database's name (a random suffix follows). */
const PG_DB_PREFIX = process.env.BENCH_PG_DB_PREFIX ?? 'bench_';
/** What Chromium sends. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const duration = Number(arg('duration') ?? 8);
const databases = (arg('db') ?? 'pg,embedded').split(',');
const root = fileURLToPath(new URL('..', import.meta.url));

const wrk = wrkVersion();
if (wrk === null) {
  console.error('The API benchmark loads the server with wrk, which is not installed. Run: sudo apt-get install wrk');
  process.exit(1);
}

function load(url: string, headers: Record<string, string> = {}, seconds = duration): Promise<Load> {
  return loadWithWrk(url, { connections: CONNECTIONS, seconds, headers });
}

function start(command: string, args: string[], env: Record<string, string>, ready: string): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) {
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
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function psql(sql: string): void {
  const result = spawnSync('psql', [PG_URL, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
}

interface Answer {
  url: string;
  /** The bytes on the wire and the headers that describe them, as the app sent them. */
  wire: Buffer;
  headers: Record<string, string>;
  /** After decompression. */
  body: string;
}

interface Calls {
  protocol: Answer;
  content: Answer;
  list: Answer;
  check: Answer;
  headers: Record<string, string>;
}

/** Headers the baseline must not copy: framing and per-connection ones, and the date. */
const NOT_COPIED = new Set(['connection', 'keep-alive', 'date', 'content-length', 'transfer-encoding']);

/** A GET that keeps the body as sent (fetch would decompress it). */
function getRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; wire: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, wire: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function decompress(wire: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(wire);
  if (encoding === 'gzip') return gunzipSync(wire);
  if (encoding === undefined) return wire;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

/** Signs in as the demo practice and picks the calls to load (the largest protocol content). */
async function prepare(base: string): Promise<Calls> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', practiceId: 'demo', password: 'demo' }),
  });
  const signedIn = (await login.json()) as { data?: { sessionId?: string } };
  const sessionId = signedIn.data?.sessionId;
  if (!sessionId) throw new Error(`sign-in failed: ${JSON.stringify(signedIn)}`);
  const headers = { 'x-session-id': sessionId, 'accept-encoding': ACCEPT_ENCODING };
  const get = async (path: string): Promise<Answer> => {
    const response = await getRaw(`${base}${path}`, headers);
    const encoding = response.headers['content-encoding'];
    const body = decompress(response.wire, encoding).toString('utf8');
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && !NOT_COPIED.has(name)) kept[name] = [value].flat().join(', ');
    }
    return { url: `${base}${path}`, wire: response.wire, headers: kept, body };
  };
  const list = await get('/api/protocols');
  const protocols = (
    JSON.parse(list.body) as { data: { protocols: { contentSet: { id: number }; sourceProtocolId: number }[] } }
  ).data.protocols;
  let content: Answer | undefined;
  for (const protocol of protocols.slice(0, 40)) {
    const candidate = await get(`/api/protocols/${protocol.contentSet.id}/${protocol.sourceProtocolId}/content`);
    if (!content || candidate.body.length > content.body.length) content = candidate;
  }
  if (!content) throw new Error('the demo practice lists no protocol');
  // The full-protocol call the web app makes to load that protocol.
  const protocol = await get(content.url.slice(base.length).replace(/\/content$/, ''));
  return {
    protocol,
    content,
    list,
    check: await get(`/api/check-session?sessionId=${encodeURIComponent(sessionId)}&prolong=true`),
    headers,
  };
}

interface Row {
  call: string;
  /** Body size on the wire, its encoding, and uncompressed. */
  wireBytes: number;
  encoding: string;
  bytes: number;
  baseline: Load;
  app: Record<string, Load>;
}

async function main(): Promise<void> {
  const rows = new Map<string, Row>();
  const dbs: string[] = [];
  let baselineDone = false;
  for (const db of databases) {
    const dataDir = mkdtempSync(join(tmpdir(), 'triage-bench-'));
    const dbName = `${PG_DB_PREFIX}${randomBytes(4).toString('hex')}`;
    const env: Record<string, string> = {
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '1000000',
      DEMO_MODE: 'true',
      DEMO_CALL_EVENTS: 'false',
      WEB_DIST_DIR: '',
      DATA_DIR: dataDir,
    };
    if (db === 'pg') {
      psql(`CREATE DATABASE ${dbName}`);
      env.DATABASE_URL = `${PG_URL}/${dbName}`;
    }
    const server = await start('node', ['apps/server/dist/main.js'], env, 'is running at');
    try {
      const base = `http://127.0.0.1:${APP_PORT}`;
      const calls = await prepare(base);
      if (!baselineDone) {
        const bodiesFile = join(dataDir, 'baseline-bodies.json');
        const answer = (call: Answer) => ({ body: call.wire.toString('base64'), headers: call.headers });
        writeFileSync(
          bodiesFile,
          JSON.stringify({
            protocol: answer(calls.protocol),
            content: answer(calls.content),
            list: answer(calls.list),
            check: answer(calls.check),
          }),
        );
        const baseline = await start(
          'node',
          ['bench/baseline-server.mjs', String(BASELINE_PORT), bodiesFile],
          {},
          'ready',
        );
        try {
          for (const call of CALLS) {
            const baselineLoad = await load(`http://127.0.0.1:${BASELINE_PORT}/${call}`, {
              'accept-encoding': ACCEPT_ENCODING,
            });
            rows.set(call, {
              call,
              wireBytes: calls[call].wire.length,
              encoding: calls[call].headers['content-encoding'] ?? 'identity',
              bytes: Buffer.byteLength(calls[call].body),
              baseline: baselineLoad,
              app: {},
            });
          }
        } finally {
          await stop(baseline);
        }
        baselineDone = true;
      }
      for (const call of CALLS) {
        await load(calls[call].url, calls.headers, WARM_UP_SECONDS); // caches and JIT warm, not recorded
        const row = rows.get(call);
        if (row) row.app[db] = await load(calls[call].url, calls.headers);
      }
      dbs.push(db);
    } finally {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
      if (db === 'pg') psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    }
  }
  report([...rows.values()], dbs);
}

const LABELS: Record<string, string> = {
  protocol: 'full protocol (what the web app loads)',
  content: 'authenticated protocol content',
  list: 'protocol list',
  check: 'check-session?prolong=true',
};
const DB_LABELS: Record<string, string> = { pg: 'PostgreSQL', embedded: 'embedded database' };

function report(rows: Row[], dbs: string[]): void {
  const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));
  const fmt = (l: Load) =>
    `${Math.round(l.rps).toLocaleString('en')} req/s, p50 ${ms(l.p50)} ms, p99 ${ms(l.p99)} ms, ${l.errors} errors`;
  console.log(
    `API load: ${wrk} (one thread), ${CONNECTIONS} connections, ${duration} s per call, loopback, Accept-Encoding: ${ACCEPT_ENCODING}\n`,
  );
  console.log(
    `| Call | bare Fastify (same bytes) | ${dbs.map((db) => `Triage Desk on ${DB_LABELS[db]}`).join(' | ')} |`,
  );
  console.log(`|---|---|${dbs.map(() => '---|').join('')}`);
  let isMet = true;
  for (const row of rows) {
    const cells = dbs.map((db) => {
      const app = row.app[db];
      if (!app) return 'not measured';
      const ratio = app.rps / row.baseline.rps;
      const met = ratio >= TARGET_RATIO && app.p99 <= TARGET_P99_MS && app.errors === 0;
      if (db === 'pg') isMet &&= met;
      return `${fmt(app)}; ${(ratio * 100).toFixed(1)}% of baseline${db === 'pg' ? (met ? ' (met)' : ' (NOT MET)') : ''}`;
    });
    const size =
      row.encoding === 'identity'
        ? `${(row.bytes / 1000).toFixed(1)} kB, uncompressed`
        : `${(row.wireBytes / 1000).toFixed(1)} kB ${row.encoding} on the wire, ${(row.bytes / 1000).toFixed(1)} kB uncompressed`;
    console.log(`| ${LABELS[row.call]} (${size}) | ${fmt(row.baseline)} | ${cells.join(' | ')} |`);
  }
  console.log(
    `\nTarget on PostgreSQL, each call: >= ${TARGET_RATIO * 100}% of the baseline's req/s, p99 <= ${TARGET_P99_MS} ms, no errors: ${isMet ? 'met' : 'NOT MET'}`,
  );
}

await main();
