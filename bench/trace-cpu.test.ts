import { describe, expect, it } from 'vitest';
import { cpuBlocking } from './trace-cpu.ts';

const origin = 'http://127.0.0.1:3358';
const page = { pid: 1, tid: 7 };
const named = { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 7, args: { name: 'CrRendererMain' } };
const ours = {
  name: 'FunctionCall',
  ph: 'X',
  ts: 10,
  dur: 1,
  tdur: 1,
  ...page,
  args: { data: { url: `${origin}/assets/index-x.js` } },
};
/** A top-level task of `wall` ms of wall clock and `cpu` ms of the thread's CPU time. */
const task = (ts: number, wall: number, cpu: number) => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: wall * 1000,
  tdur: cpu * 1000,
  ...page,
});

describe('cpuBlocking', () => {
  it("counts 4 × each task's CPU time less 50 ms, not its wall clock, and skips tasks nested in another", () => {
    const trace = {
      traceEvents: [
        named,
        ours,
        task(0, 400, 30), // waited for a core: 120 ms from CPU, 70 blocking
        task(100_000, 10, 5), // nested in the first: not counted twice
        task(500_000, 20, 10), // 40 ms: not blocking
        task(600_000, 200, 20), // 80 ms: 30 blocking
        { ...task(0, 900, 900), pid: 2 }, // another process
      ],
    };
    expect(cpuBlocking(trace, origin)).toEqual({ blockingMs: 100, longestMs: 120 });
  });

  it('gives no figure for a trace without the page or without thread times', () => {
    expect(cpuBlocking({ traceEvents: [named, task(0, 100, 10)] }, origin).blockingMs).toBeNaN();
    const noCpu = { name: 'RunTask', ph: 'X', ts: 0, dur: 100_000, ...page };
    expect(cpuBlocking({ traceEvents: [named, ours, noCpu] }, origin).blockingMs).toBeNaN();
    expect(cpuBlocking(undefined, origin).longestMs).toBeNaN();
  });
});
