/**
 * The soak's load balancer (balancer-thread.ts) in a thread of its own, as a real one is a process
 * of its own: the bytes of every answer it carries, and its work across an instance's death, are not
 * done on the event loop of the simulated nurses, whose timings would include them.
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { BalancerThreadData } from './balancer-thread.ts';

export interface Balancer {
  readonly port: number;
  /** Requests retried on another instance after a refused or dropped connection. */
  readonly retried: () => number;
  /** Requests answered 502 because the instance went away while they were in flight. */
  readonly cut: () => number;
  close(): Promise<void>;
}

export async function startBalancer(port: number, upstreams: number[]): Promise<Balancer> {
  const counters = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  const data: BalancerThreadData = { port, upstreams, counters };
  const thread = new Worker(new URL('./balancer-thread.ts', import.meta.url), { workerData: data });
  const [ready] = (await Promise.race([
    once(thread, 'message'),
    once(thread, 'error').then(([error]) => Promise.reject(error)),
  ])) as [{ port: number }];
  return {
    port: ready.port,
    retried: () => Atomics.load(counters, 0),
    cut: () => Atomics.load(counters, 1),
    close: async () => {
      const exited = once(thread, 'exit');
      thread.postMessage('close');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await thread.terminate();
    },
  };
}
