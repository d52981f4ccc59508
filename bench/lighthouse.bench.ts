/**
 * Lighthouse benchmark (part of `npm run bench`): the production build served by the real server
 * (embedded database, demo data), Debian's Chromium (CHROME_PATH, default /usr/bin/chromium),
 * Lighthouse's desktop preset and its mobile preset (4× CPU slowdown and slow 4G, simulated: the
 * closest standard measure of a thin client on a busy hospital network), on /login and on the
 * signed-in protocols screen (signed in through the login form first; storage is kept for the
 * audit). Runs three times (`--runs=N`) and prints every run, not the best: performance, FCP,
 * LCP, TBT and the longest main-thread task of the main chunk per page and preset, against the
 * targets: mobile >= 95 with TBT <= 200 ms and no main-chunk task over 100 ms (simulated), desktop
 * 100, accessibility 100 (issue 37, ADR 0053). The main chunk is every script the page's HTML loads
 * up front: the entry (assets/index-*.js) and the chunks it preloads, which include the chunks of
 * the start's later stages (ADR 0065), so a task of the start counts wherever its code sits.
 *
 * With BENCH_LIGHTHOUSE_BASELINE_DIST (another build's apps/web/dist, e.g. main's, copied aside),
 * a second server serves that build and each run audits the baseline and this build one after the
 * other (alternating which goes first), so the ratios printed compare the two on the same machine
 * at the same moment; the targets are judged on this build only.
 *
 *   tsx bench/lighthouse.bench.ts [--runs=3]       (needs `npm run build`)
 *
 * Ports: BENCH_LIGHTHOUSE_PORT (default 3358) and, for the baseline, that port + 1. BENCH_LH_TRACE_DIR: a
 * directory to write each audit's trace in (for `bench/first-screen-trace.ts --file=`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { startAppServer } from './app-server.ts';
import { cpuBlocking } from './trace-cpu.ts';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3358);
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const BASELINE_DIST = process.env.BENCH_LIGHTHOUSE_BASELINE_DIST;
const TARGET_MOBILE = 95;
const TARGET_DESKTOP = 100;
const TARGET_ACCESSIBILITY = 100;
const TARGET_TBT_MS = 200;
const TARGET_MAIN_CHUNK_TASK_MS = 100;
/** The main chunk's scripts: those the page's HTML loads up front (the entry and its module preloads). */
async function startScripts(url: string): Promise<Set<string>> {
  const html = await (await fetch(url)).text();
  const tags = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
  const paths = tags.map((tag) => /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1]).filter((path) => path !== undefined);
  return new Set(paths.map((path) => new URL(path, url).href));
}

interface Audit {
  score: number | null;
  title: string;
  scoreDisplayMode?: string;
  numericValue?: number;
  details?: { items?: { node?: { snippet?: string }; url?: string; startTime?: number; duration?: number }[] };
}

type Preset = 'desktop' | 'mobile';
type Result = Awaited<ReturnType<typeof audit>>;

async function audit(port: number, url: string, preset: Preset, page?: Page) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility'],
      // With BENCH_LH_TRACE_DIR, the JavaScript samples too (which lengthen the run a little).
      ...(process.env.BENCH_LH_TRACE_DIR ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    },
    // Lighthouse's default configuration is its mobile preset.
    preset === 'desktop' ? desktopConfig : undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const performance = Math.round((categories.performance?.score ?? 0) * 100);
  const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
  const failing = (categories.accessibility?.auditRefs ?? [])
    .map((ref) => audits[ref.id] as Audit | undefined)
    .filter((a): a is Audit => a !== undefined && a.scoreDisplayMode === 'binary' && a.score === 0)
    .map((a) => {
      const nodes = (a.details?.items ?? []).slice(0, 3).map((item) => item.node?.snippet ?? '');
      return `${a.title} ${nodes.join(' ')}`;
    });
  const metric = (id: string) => audits[id]?.displayValue ?? '?';
  // Where the blocking time comes from: the main thread's long tasks (Lighthouse's own list, simulated times).
  const tasks = (audits['long-tasks'] as Audit | undefined)?.details?.items ?? [];
  const longTasks = tasks
    .slice(0, 8)
    .map(
      (task) => `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms (${task.url ?? '?'})`,
    );
  const mainChunk = await startScripts(url);
  const mainChunkTasks = tasks.filter((task) => mainChunk.has(task.url ?? '')).map((task) => task.duration ?? 0);
  // The same page's main-thread CPU time (× 4), which the machine's load does not lengthen: a diagnostic.
  const trace = (result.artifacts as { Trace?: unknown }).Trace;
  const cpu = cpuBlocking(trace, new URL(url).origin);
  // Each audit's trace, for `bench/first-screen-trace.ts --file=` to say which code its tasks ran.
  if (process.env.BENCH_LH_TRACE_DIR) {
    const name = `${new URL(url).pathname.replaceAll('/', '') || 'root'}-${preset}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_LH_TRACE_DIR, name), JSON.stringify(trace));
  }
  return {
    cpu,
    // Why Lighthouse could not measure the page, in its own words (its runtime error's code), or null.
    runtimeError: result.lhr.runtimeError?.code ?? null,
    longTasks,
    performance,
    accessibility,
    failing,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    tbtMs: Math.round((audits['total-blocking-time'] as Audit | undefined)?.numericValue ?? Number.NaN),
    // NaN when Lighthouse could not measure the page (an error in its run): shown as '?'.
    longestMainChunkTaskMs: audits['long-tasks']?.details ? Math.round(Math.max(0, ...mainChunkTasks)) : Number.NaN,
  };
}

/** Why a result misses its targets ('' when it meets them). */
function misses(preset: Preset, r: Result): string {
  if (!Number.isFinite(r.tbtMs)) {
    return `no measure: Lighthouse could not finish the page (${r.runtimeError ?? 'no runtime error given'})`;
  }
  const missed: string[] = [];
  const target = preset === 'mobile' ? TARGET_MOBILE : TARGET_DESKTOP;
  if (r.performance < target) missed.push(`performance ${r.performance} < ${target}`);
  if (r.accessibility < TARGET_ACCESSIBILITY) missed.push(`accessibility ${r.accessibility}`);
  if (preset === 'mobile' && !(r.tbtMs <= TARGET_TBT_MS)) missed.push(`TBT ${r.tbtMs} ms > ${TARGET_TBT_MS} ms`);
  if (preset === 'mobile' && !(r.longestMainChunkTaskMs <= TARGET_MAIN_CHUNK_TASK_MS)) {
    missed.push(`main-chunk task ${r.longestMainChunkTaskMs} ms > ${TARGET_MAIN_CHUNK_TASK_MS} ms`);
  }
  return missed.join(', ');
}

type Row = { run: number; page: string; preset: Preset; build: 'this build' | 'baseline'; result: Result };

/** One run of the four audits against the server at `base`; signs in through the form between them. */
async function auditAll(chromePort: number, base: string): Promise<[string, Preset, Result][]> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    const results: [string, Preset, Result][] = [];
    for (const preset of ['desktop', 'mobile'] as const) {
      results.push(['/login', preset, await audit(chromePort, `${base}/login`, preset, page)]);
    }
    await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria(First Name)').fill('Bench');
    await page.locator('::-p-aria(Account ID)').fill('demo');
    await page.locator('::-p-aria(Account Password)').fill('demo');
    await page.locator('::-p-aria(SIGN IN)').click();
    await page.waitForFunction(() => location.pathname === '/protocols', { timeout: 15_000 });
    for (const preset of ['desktop', 'mobile'] as const) {
      results.push(['/protocols, signed in', preset, await audit(chromePort, `${base}/protocols`, preset, page)]);
      if (!page.url().endsWith('/protocols')) throw new Error(`the signed-in audit ended on ${page.url()}`);
    }
    await page.close();
    return results;
  } finally {
    await browser.disconnect();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '?');

/** The median of the runs that produced a figure (a run Lighthouse could not finish has none). */
function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function print(rows: Row[]): boolean {
  const load = loadavg()
    .slice(0, 2)
    .map((n) => n.toFixed(1))
    .join(' / ');
  console.log(
    `Lighthouse 12, desktop and mobile presets, Chromium from CHROME_PATH, production build; ${RUNS} runs, each printed (load average at the end, 1 / 5 min: ${load})\n`,
  );
  console.log(
    "TBT from CPU time: the sum over the trace of 4 × each task's main-thread CPU time less 50 ms (bench/trace-cpu.ts), which the load does not lengthen; a diagnostic, not a target.\n",
  );
  console.log(
    `Targets: mobile performance >= ${TARGET_MOBILE}, TBT <= ${TARGET_TBT_MS} ms and no main-chunk task over ${TARGET_MAIN_CHUNK_TASK_MS} ms (simulated); desktop ${TARGET_DESKTOP}; accessibility ${TARGET_ACCESSIBILITY}.\n`,
  );
  console.log(
    '| Run | Build | Page (preset) | performance | accessibility | FCP | LCP | TBT | longest main-chunk task | TBT from CPU time (longest task) | Targets |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  let isMet = true;
  for (const { run, build, page, preset, result: r } of rows) {
    const missed = misses(preset, r);
    if (build === 'this build') isMet &&= missed === '';
    console.log(
      `| ${run} | ${build} | ${page} (${preset}) | ${r.performance} | ${r.accessibility} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${ms(r.longestMainChunkTaskMs)} | ${ms(r.cpu.blockingMs)} (${ms(r.cpu.longestMs)}) | ${missed === '' ? 'met' : `not met: ${missed}`} |`,
    );
  }
  if (rows.some((row) => row.build === 'baseline')) {
    console.log('\nThis build against the baseline, median of the runs (ratio < 1: less blocking in this build):\n');
    console.log(
      '| Page (preset) | TBT this build | TBT baseline | ratio | longest main-chunk task this build | baseline | ratio |',
    );
    console.log('|---|---|---|---|---|---|---|');
    const pages = [...new Set(rows.map((row) => `${row.page} (${row.preset})`))];
    for (const name of pages) {
      const of = (build: Row['build'], pick: (r: Result) => number) =>
        median(
          rows
            .filter((row) => row.build === build && `${row.page} (${row.preset})` === name)
            .map((row) => pick(row.result)),
        );
      const tbt = [of('this build', (r) => r.tbtMs), of('baseline', (r) => r.tbtMs)] as const;
      const task = [
        of('this build', (r) => r.longestMainChunkTaskMs),
        of('baseline', (r) => r.longestMainChunkTaskMs),
      ] as const;
      const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? (a / b).toFixed(2) : '—');
      console.log(
        `| ${name} | ${tbt[0]} ms | ${tbt[1]} ms | ${ratio(...tbt)} | ${task[0]} ms | ${task[1]} ms | ${ratio(...task)} |`,
      );
    }
  }
  for (const { run, build, page, preset, result: r } of rows) {
    const name = `${page} (${preset}), run ${run}, ${build}`;
    for (const title of r.failing) console.log(`  accessibility finding on ${name}: ${title}`);
    if (build === 'this build' && misses(preset, r) !== '') {
      for (const task of r.longTasks) console.log(`  long task on ${name}: ${task}`);
    }
  }
  console.log(`\nLighthouse targets: ${isMet ? 'met' : 'NOT MET'} (every run of this build)`);
  return isMet;
}

async function main(): Promise<void> {
  const dataDirs = [mkdtempSync(join(tmpdir(), 'triage-lighthouse-'))];
  const servers = [await startAppServer(dataDirs[0] ?? '', PORT)];
  if (BASELINE_DIST) {
    dataDirs.push(mkdtempSync(join(tmpdir(), 'triage-lighthouse-baseline-')));
    servers.push(await startAppServer(dataDirs[1] ?? '', PORT + 1, BASELINE_DIST));
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows: Row[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const builds: Row['build'][] = BASELINE_DIST ? ['this build', 'baseline'] : ['this build'];
      if (run % 2 === 0) builds.reverse();
      for (const build of builds) {
        const base = `http://127.0.0.1:${build === 'baseline' ? PORT + 1 : PORT}`;
        for (const [page, preset, result] of await auditAll(chrome.port, base)) {
          rows.push({ run, build, page, preset, result });
        }
      }
    }
    print(rows);
  } finally {
    chrome.kill();
    for (const server of servers) server.kill('SIGTERM');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
