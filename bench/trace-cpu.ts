/**
 * The blocking time a Lighthouse trace's main-thread CPU time implies (issue 37, ADR 0063).
 * Lighthouse's simulated mobile figures multiply each task's observed wall-clock length by 4; on a
 * shared machine a task's wall clock includes the time the thread waited for a core, so its TBT
 * measures the load as much as the page. Each trace event also carries its thread time (`tdur`):
 * the CPU the renderer's main thread itself spent. The same sum as TBT over those (4 × thread time,
 * less 50 ms, for every task from the navigation on) is printed beside Lighthouse's TBT as a
 * diagnostic; the targets are still judged on Lighthouse's own figures.
 */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

const CPU_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

/** { blockingMs, longestMs } from thread time × 4, or NaN when the trace has no thread times. */
export function cpuBlocking(trace: unknown, origin: string): { blockingMs: number; longestMs: number } {
  const events = (trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents ?? [];
  const ours = events.find((e) => e.name === 'FunctionCall' && e.args?.data?.url?.startsWith(origin));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === ours?.pid);
  const none = { blockingMs: Number.NaN, longestMs: Number.NaN };
  if (!main) return none;
  const thread = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks: TraceEvent[] = [];
  for (const e of thread) {
    if (e.name !== 'RunTask') continue;
    const outer = tasks.at(-1);
    if (outer && e.ts < outer.ts + (outer.dur ?? 0)) continue;
    tasks.push(e);
  }
  const lengths = tasks.filter((t) => t.tdur !== undefined).map((t) => (CPU_SLOWDOWN * (t.tdur ?? 0)) / 1000);
  if (lengths.length === 0) return none;
  return {
    blockingMs: Math.round(lengths.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_FROM_MS), 0)),
    longestMs: Math.round(Math.max(...lengths)),
  };
}
