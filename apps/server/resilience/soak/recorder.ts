/** What the soak's clients saw: latency per call type, errors, requests cut by the kill and the waits they caused. */
import type { Answer } from '../http.ts';

const RETRY_MS = 1_000;
/** Slowest requests kept per call type, to say when a p99 over budget happened. */
const SLOWEST_KEPT = 8;

export interface Window {
  from: number;
  to: number;
}

export class Recorder {
  private readonly latencies = new Map<string, number[]>();
  /** Per call type, its slowest requests: latency (ms) and when each was first tried (Date.now()). */
  private readonly slowest = new Map<string, { ms: number; at: number }[]>();
  private readonly errorCounts = new Map<string, number>();
  readonly errorExamples: string[] = [];
  /** Requests cut in flight or refused while an instance was down (sent again by the client). */
  interrupted = 0;
  /** How long each client's work waited across the kill (first try to success, ms). */
  readonly waits: number[] = [];
  /** Requests started while the kill was being absorbed: their time is a wait, not a latency. */
  killWindow: Window | null = null;

  /** A request's outcome; `startedAt` is Date.now() when it was first tried. */
  record(type: string, ms: number, startedAt: number): void {
    if (this.inKillWindow(startedAt)) {
      this.waits.push(ms);
      return;
    }
    const list = this.latencies.get(type) ?? [];
    list.push(ms);
    this.latencies.set(type, list);
    const slow = this.slowest.get(type) ?? [];
    if (slow.length < SLOWEST_KEPT || ms > (slow.at(-1)?.ms ?? 0)) {
      slow.push({ ms, at: startedAt });
      slow.sort((a, b) => b.ms - a.ms);
      slow.length = Math.min(slow.length, SLOWEST_KEPT);
      this.slowest.set(type, slow);
    }
  }

  /** The slowest requests of a call type (when and how long), slowest first. */
  private slowestOf(type: string): readonly { ms: number; at: number }[] {
    return this.slowest.get(type) ?? [];
  }

  error(type: string, detail: string): void {
    this.errorCounts.set(type, (this.errorCounts.get(type) ?? 0) + 1);
    if (this.errorExamples.length < 10) this.errorExamples.push(`${type}: ${detail}`);
  }

  inKillWindow(at: number): boolean {
    return this.killWindow !== null && at >= this.killWindow.from && at <= this.killWindow.to;
  }

  errors(): number {
    let total = 0;
    for (const n of this.errorCounts.values()) total += n;
    return total;
  }

  /** Per call type: count, p50, p99 and max (ms). */
  table(): { type: string; count: number; p50: number; p99: number; max: number; slowestAt: number[] }[] {
    return [...this.latencies.entries()]
      .map(([type, values]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return {
          type,
          count: sorted.length,
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
          max: sorted.at(-1) ?? 0,
          slowestAt: this.slowestOf(type).map((slow) => slow.at),
        };
      })
      .sort((a, b) => a.type.localeCompare(b.type));
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
}

/**
 * A client's call as the web app makes it: sent again a second later after no answer or a cut (the
 * instance went away), any other failure an error. Records the time from the first try to the
 * answer; returns the answer, or undefined after an error. `onLost` hears of each try whose answer
 * was lost: the server may have done it all the same (a sign-in's session).
 */
export async function answered(
  recorder: Recorder,
  type: string,
  send: () => Promise<Answer>,
  onLost?: () => void,
): Promise<Answer | undefined> {
  const startedAt = Date.now();
  const started = performance.now();
  for (;;) {
    const answer = await send().catch(() => undefined);
    if (answer && answer.status >= 200 && answer.status < 300) {
      recorder.record(type, performance.now() - started, startedAt);
      return answer;
    }
    if (answer && answer.headers['x-balancer'] !== 'cut') {
      recorder.error(type, `${answer.status} ${answer.body.slice(0, 160)}`);
      return undefined;
    }
    recorder.interrupted += 1;
    onLost?.();
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
