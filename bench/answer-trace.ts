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
  args?: { name?: string; data?: { type?: string; functionName?: string; url?: string } };
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
      const phase = task.ts < click.ts ? 'before the click' : task.ts <= clickEnd ? 'the click' : 'click → paint';
      add(phase, task.dur ?? 0);
    }
    add('click dispatch (event handlers, React commit)', click.dur ?? 0);
    add('click end → frame painted', frameEnd - clickEnd);
  });
  console.error('totals over the answers (ms):');
  for (const [key, us] of totals) console.error(`  ${ms(us).padStart(8)}  ${key}`);
}
