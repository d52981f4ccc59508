/**
 * Where the signed-in first screen's main-thread time goes: the production build on the real
 * server (embedded database, demo practice), signed in through the login form, then /protocols
 * loaded again under Chromium's 4× CPU slowdown (Lighthouse's mobile preset) with a trace
 * (devtools.timeline and the V8 sampling profiler). Prints every main-thread task of 20 ms or more
 * with what ran in it: its wall clock, its thread's CPU time (which waiting for a core on a loaded
 * machine does not lengthen, as the wall clock is), the files and the nearest functions of our own
 * code under it; then the source files and functions (through the build's hidden source maps in
 * apps/web/sourcemaps/) with the most self time inside those tasks. Lighthouse's own `long-tasks`
 * audit says when and how long; this says which code.
 *
 *   tsx bench/first-screen-trace.ts [--runs=3] [--cpu=1]    (needs `npm run build`)
 *   tsx bench/first-screen-trace.ts --file=trace.json       (a trace Lighthouse's bench wrote)
 *
 * Environment: BENCH_TRACE_PORT (default 3359), CHROME_PATH, WEB_DIST_DIR (another build's dist/
 * with its maps in ../sourcemaps beside it, to compare builds in one sitting), BENCH_TRACE_FILE
 * (writes the last run's trace for Chromium's DevTools).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Page } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { startAppServer } from './app-server.ts';

const PORT = Number(process.env.BENCH_TRACE_PORT ?? 3359);
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const root = fileURLToPath(new URL('..', import.meta.url));
const webDist = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
const mapDir = process.env.WEB_DIST_DIR ? join(webDist, '..', 'sourcemaps') : join(root, 'apps/web/sourcemaps');
const base = `http://127.0.0.1:${PORT}`;
/**
 * Chromium's CPU slowdown while tracing: 4, Lighthouse's mobile preset, by default; `--cpu=1` loads
 * unthrottled, as Lighthouse's simulated throttling observes a page (it then scales each task's time
 * by 4), where network and CPU interleave differently: tasks of 5 ms or more are then listed.
 */
const CPU_RATE = Number(process.argv.find((a) => a.startsWith('--cpu='))?.split('=')[1] ?? 4);
/** A trace written before (Lighthouse's, BENCH_LH_TRACE_DIR): analysed as it is, nothing run. */
const TRACE_FILE = process.argv.find((a) => a.startsWith('--file='))?.slice('--file='.length);
const LONG_TASK_US = CPU_RATE === 4 || TRACE_FILE ? 20_000 : 5_000;
/** The slowdown the analysed trace ran at: Lighthouse's own traces are unthrottled. */
const TRACE_RATE = TRACE_FILE ? 1 : CPU_RATE;
/** Any of this machine's servers: the bench's own, or Lighthouse's for a trace it wrote. */
const APP_ORIGIN = 'http://127.0.0.1:';
/** React's functions that begin a phase of its work (react-dom's production build keeps its names). */
const REACT_PHASES: [string, string][] = [
  ['renderRootSync', 'render (sync)'],
  ['renderRootConcurrent', 'render (time-sliced)'],
  ['commitRoot', 'commit'],
  ['flushLayoutEffects', 'commit'],
  ['flushMutationEffects', 'commit'],
  ['flushPassiveEffects', 'passive effects'],
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): what waiting for a core does not lengthen. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      type?: string;
      functionName?: string;
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const consumers = new Map<string, SourceMapConsumer | null>();

/** The original source file and function of a minified position, through the build's hidden maps. */
function original(url = '', line = 0, column = 0, name = ''): { file: string; fn: string } {
  const asset = url.split('/').at(-1) ?? '';
  if (!asset.endsWith('.js')) return { file: asset || '(native)', fn: name || '(anonymous)' };
  if (!consumers.has(asset)) {
    const path = join(mapDir, 'assets', `${asset}.map`);
    consumers.set(asset, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  const consumer = consumers.get(asset);
  if (!consumer) return { file: asset, fn: name || '(anonymous)' };
  const at = consumer.originalPositionFor({ line: line + 1, column });
  const file = (at.source ?? asset).replace(/^.*?node_modules\//, 'node_modules/').replace(/^(\.\.\/)+/, '');
  return { file, fn: `${at.name ?? name ?? '(anonymous)'}:${at.line ?? '?'}` };
}

/** CPU samples (trace clock, µs) with the node they landed in, from the trace's profile chunks. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number; weight: number }[] = [];
  let time = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.tid === tid) time = e.args?.data?.startTime ?? time;
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      time += deltas[i] ?? 0;
      samples.push({ ts: time, node: id, weight: deltas[i + 1] ?? 0 });
    });
  }
  return { nodes, samples };
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(First Name)').fill('Bench');
  await page.locator('::-p-aria(Account ID)').fill('demo');
  await page.locator('::-p-aria(Account Password)').fill('demo');
  await page.locator('::-p-aria(SIGN IN)').click();
  await page.waitForFunction(() => location.pathname === '/protocols', { timeout: 15_000 });
}

async function traceRun(page: Page, run: number): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await page.tracing.start({
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(`${base}/protocols`, { waitUntil: 'load' });
  await page.waitForSelector('[role="option"]', { timeout: 30_000 });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const buffer = await page.tracing.stop();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  if (!buffer) throw new Error('no trace');
  if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, buffer);
  const events = (JSON.parse(Buffer.from(buffer).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  analyse(events, `run ${run}`);
}

/** Prints the trace's main-thread tasks and what ran in them (see the module's comment). */
function analyse(events: TraceEvent[], title: string): void {
  // The app's renderer: the one whose main thread called the app's scripts.
  const ours = events.find((e) => e.name === 'FunctionCall' && e.args?.data?.url?.startsWith(APP_ORIGIN));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === ours?.pid);
  if (!main) throw new Error('no renderer main thread in the trace');
  const thread = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks: TraceEvent[] = [];
  for (const e of thread) {
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    const outer = tasks.at(-1);
    if (outer && e.ts < outer.ts + (outer.dur ?? 0)) continue;
    tasks.push(e);
  }
  const navigation = thread[0]?.ts ?? 0;
  const long = tasks.filter((t) => (t.dur ?? 0) >= LONG_TASK_US);
  const { nodes, samples } = samplesOf(events, main.pid, main.tid);
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byOwnCaller = new Map<string, number>();
  /** The nearest frame of our own code (not a package, not native) holding a sample. */
  const ownCaller = (id: number): string => {
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      const { url, lineNumber, columnNumber, functionName } = node.callFrame;
      const where = original(url, lineNumber, columnNumber, functionName);
      if (where.file.startsWith('src/') || where.file.startsWith('packages/') || where.file.startsWith('apps/'))
        return `${where.fn} ${where.file}`;
    }
    return '(no own frame)';
  };
  /** React's phase holding a sample (the innermost of render, commit and passive effects), and the component rendering. */
  const reactOf = (id: number): { phase: string; component?: string; effect?: string } => {
    let phase = '(outside React)';
    let component: string | undefined;
    let effect: string | undefined;
    let child: ProfileNode | undefined;
    const named = (node: ProfileNode) => {
      const at = node.callFrame;
      const where = original(at.url, at.lineNumber, at.columnNumber, at.functionName);
      return `${where.fn} ${where.file}`;
    };
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      const { url, lineNumber, columnNumber, functionName } = node.callFrame;
      const fn = original(url, lineNumber, columnNumber, functionName).fn.split(':')[0] ?? '';
      if (!component && fn === 'renderWithHooks' && child) component = named(child).replace(/:\d+ /, ' ');
      // The effect a sample ran in: the function React's effect-mounting loop called.
      if (!effect && fn === 'commitHookEffectListMount' && child) effect = named(child);
      const found = REACT_PHASES.find(([prefix]) => fn === prefix)?.[1];
      if (found && phase === '(outside React)') phase = found;
      child = node;
    }
    return { phase, component, effect };
  };
  let blocking = 0;
  console.log(
    `\n${title}: main-thread tasks of ${LONG_TASK_US / 1000} ms or more at ${TRACE_RATE}× (ms from the first event):`,
  );
  for (const task of long) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    blocking += Math.max(0, (task.dur ?? 0) / 1000 - 50);
    const inner = thread
      .filter(
        (e) =>
          e.ts >= start &&
          e.ts < end &&
          e !== task &&
          [
            'FunctionCall',
            'EvaluateScript',
            'v8.compile',
            'EventDispatch',
            'TimerFire',
            'Layout',
            'UpdateLayoutTree',
            'ParseHTML',
            'RunMicrotasks',
            'FireAnimationFrame',
            'v8.evaluateModule',
            'MajorGC',
            'MinorGC',
          ].includes(e.name),
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').at(-1)}` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
      );
    const files = new Map<string, number>();
    const own = new Map<string, number>();
    const phases = new Map<string, number>();
    const components = new Map<string, number>();
    const effects = new Map<string, number>();
    for (const sample of samples) {
      if (sample.ts < start || sample.ts >= end) continue;
      const node = nodes.get(sample.node);
      if (!node) continue;
      const { url, lineNumber, columnNumber, functionName } = node.callFrame;
      const where = original(url, lineNumber, columnNumber, functionName);
      const key = where.file || functionName || '(program)';
      files.set(key, (files.get(key) ?? 0) + sample.weight);
      byFile.set(key, (byFile.get(key) ?? 0) + sample.weight);
      const fnKey = `${where.fn} ${key}`;
      byFunction.set(fnKey, (byFunction.get(fnKey) ?? 0) + sample.weight);
      const caller = ownCaller(sample.node);
      byOwnCaller.set(caller, (byOwnCaller.get(caller) ?? 0) + sample.weight);
      own.set(caller, (own.get(caller) ?? 0) + sample.weight);
      const react = reactOf(sample.node);
      phases.set(react.phase, (phases.get(react.phase) ?? 0) + sample.weight);
      if (react.component) components.set(react.component, (components.get(react.component) ?? 0) + sample.weight);
      if (react.effect) effects.set(react.effect, (effects.get(react.effect) ?? 0) + sample.weight);
    }
    const top = (map: Map<string, number>, count: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([f, us]) => `${f} ${(us / 1000).toFixed(0)}`)
        .join(', ');
    console.log(
      `  ${((start - navigation) / 1000).toFixed(0).padStart(6)}  ${((task.dur ?? 0) / 1000).toFixed(0).padStart(5)} ms  (CPU ${((task.tdur ?? 0) / 1000).toFixed(0)} ms)  ${inner.join('; ')}\n          self time by file: ${top(files, 5)}\n          by our nearest frame: ${top(own, 8)}\n          React: ${top(phases, 5)}\n          rendering: ${top(components, 8)}\n          effects: ${top(effects, 8)}`,
    );
  }
  console.log(`  blocking time (tasks over 50 ms, measured at ${TRACE_RATE}×): ${blocking.toFixed(0)} ms`);
  const print = (title: string, map: Map<string, number>) => {
    console.log(`  ${title}`);
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`    ${(us / 1000).toFixed(1).padStart(7)} ms  ${key}`);
    }
  };
  print('self time in those tasks by source file:', byFile);
  print('self time in those tasks by function:', byFunction);
  print('time in those tasks by the nearest frame of our own code:', byOwnCaller);
}

async function main(): Promise<void> {
  if (TRACE_FILE) {
    const trace = JSON.parse(readFileSync(TRACE_FILE, 'utf8')) as { traceEvents: TraceEvent[] };
    analyse(trace.traceEvents, TRACE_FILE);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'triage-first-screen-'));
  const server = await startAppServer(dataDir, PORT, process.env.WEB_DIST_DIR);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await signIn(page);
    for (let run = 1; run <= RUNS; run++) await traceRun(page, run);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
