/**
 * Reads a Chromium trace (CDP Tracing, categories toplevel and devtools.timeline) of the browser
 * benchmark's answers and prints, for each click, the renderer main thread's tasks from the
 * pointerdown that started it to the frame that paints its result: when each began relative to the
 * click's dispatch, how long it ran, and what it was (the event dispatched, the timer or frame
 * callback fired, the function called, style, layout, paint). Used by `browser.bench.ts --trace`.
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { type?: string; functionName?: string; url?: string; reason?: string; nodeName?: string };
    beginData?: {
      dirtyObjects?: number;
      totalObjects?: number;
      partialLayout?: boolean;
      stackTrace?: { functionName?: string; url?: string; lineNumber?: number }[];
    };
  };
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const FRAME = new Set(['Commit', 'Paint']);
const LABELLED = new Set([
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'FunctionCall',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Commit',
  'MinorGC',
  'MajorGC',
  'HandlePostMessage',
  'ResourceReceivedData',
  'ResourceFinish',
  'XHRReadyStateChange',
]);

const ms = (us: number) => (us / 1000).toFixed(1);

function label(event: TraceEvent): string {
  const data = event.args?.data;
  if (event.name === 'EventDispatch') return `${event.name} ${data?.type ?? ''}`;
  if (event.name === 'FunctionCall' && data) {
    const where = (data.url ?? '').split('/').at(-1);
    return `FunctionCall ${data.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
  }
  return event.name;
}

/** The named work inside a task, largest first (at most three). */
function describe(task: TraceEvent, inside: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const parts = inside
    .filter((e) => e.ts >= task.ts && e.ts < end && LABELLED.has(e.name))
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 3)
    .map((e) => `${label(e)} ${ms(e.dur ?? 0)}`);
  return parts.length > 0 ? parts.join('; ') : '(unlabelled)';
}

/** Invalidations of one kind since `since`, counted by reason and node (with --trace's invalidation tracking). */
function invalidations(events: TraceEvent[], name: string, since: number, until: number): string {
  const counts = new Map<string, number>();
  for (const e of events) {
    if (e.name !== name || e.ts < since || e.ts > until) continue;
    const key = `${e.args?.data?.reason ?? '?'} ${e.args?.data?.nodeName ?? ''}`.trim();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([key, n]) => `${n}× ${key}`)
    .join(', ');
}

/** The layouts and style recalculations of 1 ms or more in a task: objects laid out, what made them dirty, the script that forced them. */
function layoutsOf(task: TraceEvent, thread: TraceEvent[], all: TraceEvent[]): string[] {
  const end = task.ts + (task.dur ?? 0);
  const lines: string[] = [];
  let since = task.ts - 200_000;
  for (const e of thread) {
    if (e.ts < task.ts || e.ts >= end || (e.dur ?? 0) < 1000) continue;
    if (e.name !== 'Layout' && e.name !== 'UpdateLayoutTree') continue;
    const begin = e.args?.beginData;
    const forced = begin?.stackTrace?.[0];
    const by = forced ? ` forced by ${forced.functionName || '(anonymous)'}:${forced.lineNumber ?? '?'}` : '';
    const objects = begin?.dirtyObjects !== undefined ? ` ${begin.dirtyObjects}/${begin.totalObjects} objects` : '';
    const kind = e.name === 'Layout' ? 'LayoutInvalidationTracking' : 'StyleRecalcInvalidationTracking';
    lines.push(
      `${e.name} ${ms(e.dur ?? 0)}${objects}${by}; invalidated: ${invalidations(all, kind, since, e.ts) || '(none tracked)'}`,
    );
    since = e.ts;
  }
  return lines;
}

/** Prints each answer's main-thread tasks from the pointerdown to the frame after its click. */
export function printAnswerTrace(trace: { traceEvents: unknown[] }): void {
  const events = trace.traceEvents as TraceEvent[];
  const clicks = events.filter(
    (e) => e.name === 'EventDispatch' && e.ph === 'X' && e.args?.data?.type === 'click' && e.dur !== undefined,
  );
  const first = clicks[0];
  if (!first) {
    console.error('trace: no click dispatched');
    return;
  }
  const thread = events.filter((e) => e.pid === first.pid && e.tid === first.tid && e.ph === 'X');
  thread.sort((a, b) => a.ts - b.ts);
  // The outermost tasks only (a RunTask may hold the scheduler's own RunTask).
  const tasks: TraceEvent[] = [];
  for (const event of thread) {
    if (!TASKS.has(event.name)) continue;
    const outer = tasks.at(-1);
    if (outer && event.ts < outer.ts + (outer.dur ?? 0)) continue;
    tasks.push(event);
  }
  const pointerdowns = thread.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
  const totals = new Map<string, number>();
  const add = (key: string, us: number) => totals.set(key, (totals.get(key) ?? 0) + us);

  console.error(`\ntrace of ${clicks.length} answers at 4× (main thread; times from the click's dispatch, ms):`);
  clicks.forEach((click, index) => {
    const clickEnd = click.ts + (click.dur ?? 0);
    const down = pointerdowns.filter((e) => e.ts < click.ts).at(-1);
    const frame = thread.find((e) => FRAME.has(e.name) && e.ts >= clickEnd);
    const frameEnd = frame ? frame.ts + (frame.dur ?? 0) : clickEnd;
    const start = down?.ts ?? click.ts;
    const window = tasks.filter((t) => t.ts + (t.dur ?? 0) >= start && t.ts <= frameEnd);
    console.error(
      `answer ${index + 1}: pointerdown at ${ms(start - click.ts)}, click dispatch ${ms(click.dur ?? 0)}, ` +
        `frame painted at +${ms(frameEnd - click.ts)}`,
    );
    for (const task of window) {
      if ((task.dur ?? 0) < 300) continue;
      const what = describe(task, thread);
      console.error(`  ${ms(task.ts - click.ts).padStart(8)}  ${ms(task.dur ?? 0).padStart(6)}  ${what}`);
      for (const line of layoutsOf(task, thread, events)) console.error(`            ${line}`);
      const phase = task.ts < click.ts ? 'before the click' : task.ts <= clickEnd ? 'the click' : 'click → paint';
      add(phase, task.dur ?? 0);
    }
    add('click dispatch (event handlers, React commit)', click.dur ?? 0);
    add('click end → frame painted', frameEnd - clickEnd);
  });
  console.error('totals over the answers (ms):');
  for (const [key, us] of totals) console.error(`  ${ms(us).padStart(8)}  ${key}`);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}

interface ProfileChunkData {
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/**
 * The functions with the most self time inside the clicks' dispatches, from the trace's own CPU
 * samples (category disabled-by-default-v8.cpu_profiler: the samples share the trace's clock, so
 * only what ran inside a click counts — not the benchmark's own page scripts or later writes).
 */
export function printClickProfile(trace: { traceEvents: unknown[] }, top = 25): void {
  const events = trace.traceEvents as (TraceEvent & { id?: string; args?: { data?: ProfileChunkData } })[];
  const clicks = events
    .filter((e) => e.name === 'EventDispatch' && e.ph === 'X' && e.args?.data?.type === 'click')
    .map((e) => [e.ts, e.ts + (e.dur ?? 0)] as const);
  const nodes = new Map<number, ProfileNode>();
  const self = new Map<string, number>();
  const clocks = new Map<string, number>();
  for (const e of events) {
    const data = e.args?.data as ProfileChunkData | undefined;
    if (e.name === 'Profile' && data?.startTime !== undefined) clocks.set(e.id ?? '', data.startTime);
    if (e.name !== 'ProfileChunk' || !data?.cpuProfile) continue;
    for (const node of data.cpuProfile.nodes ?? []) nodes.set(node.id, node);
    let clock = clocks.get(e.id ?? '') ?? 0;
    const samples = data.cpuProfile.samples ?? [];
    samples.forEach((nodeId, index) => {
      const delta = data.timeDeltas?.[index] ?? 0;
      clock += delta;
      if (!clicks.some(([start, end]) => clock >= start && clock <= end)) return;
      const frame = nodes.get(nodeId)?.callFrame;
      const name = frame
        ? `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').at(-1) ?? ''}:${(frame.lineNumber ?? 0) + 1}`
        : '?';
      // A sample stands for the interval to the next one; the next delta is that interval.
      self.set(name, (self.get(name) ?? 0) + (data.timeDeltas?.[index + 1] ?? delta));
    });
    clocks.set(e.id ?? '', clock);
  }
  const total = [...self.values()].reduce((sum, us) => sum + us, 0);
  console.error(`\nCPU samples inside the ${clicks.length} clicks' dispatches: ${ms(total)} ms; most self time:`);
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.error(`  ${ms(us).padStart(8)}  ${name}`);
  }
}
