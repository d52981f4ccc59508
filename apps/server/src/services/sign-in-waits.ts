/**
 * Sign-ins that wait for attempts in flight on their Account ID or address (ADR 0061): an attempt
 * the settled failures admit but the attempts in flight would refuse, were they all to fail, waits
 * here, on this instance, without a connection, until they settle. The waiting attempts of one key
 * queue in order and only the first asks the database again: at once when an attempt of this
 * instance settles, else after a pause that doubles (another instance's attempts settle unseen).
 * A queue moves at the pace of the password checks, so an attempt is refused only when nothing has
 * moved for the wait given: no attempt of this instance settled and none left the queue.
 */

const FIRST_PAUSE_MS = 25;
const LONGEST_PAUSE_MS = 400;

interface Waiting {
  /** The first of its queue: it asks the database. */
  first: boolean;
  /** Ends the current pause of a waiting attempt that is not first. */
  nudge: () => void;
}

/** Per key, the waiting attempts in order: the first is asking. */
const queues = new Map<string, Waiting[]>();
/** Pausing attempts, woken early when an attempt of this instance settles. */
const sleepers = new Set<() => void>();
/** When an attempt of this instance last settled or left a queue (Date.now()). */
let lastMoved = 0;

/** An attempt of this instance settled (failed, succeeded or was forgotten): the first waiting ones ask again. */
export function wakeWaitingSignIns(): void {
  lastMoved = Date.now();
  for (const wake of [...sleepers]) wake();
}

/** Resolves after `ms` or at a wake-up, whichever is first. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      sleepers.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    sleepers.add(done);
  });
}

/**
 * Runs `ask` and, while it answers `wait`, queues behind the key's other waiting attempts and asks
 * again. Returns the first other answer, or `null` when nothing moved for `waitMs` or the client
 * went away (`gone`: its answer would be read by nobody, and a client that gave up sends it again).
 */
export async function askUntilSettled<T>(
  key: string,
  options: { waitMs: number; gone?: AbortSignal | undefined },
  ask: () => Promise<T | 'wait'>,
): Promise<T | null> {
  const first = await ask();
  if (first !== 'wait') return first;
  const since = Date.now();
  const stalled = () => options.gone?.aborted === true || Date.now() - Math.max(since, lastMoved) >= options.waitMs;
  const queue = queues.get(key) ?? [];
  queues.set(key, queue);
  const me: Waiting = { first: queue.length === 0, nudge: () => {} };
  queue.push(me);
  try {
    let wait = FIRST_PAUSE_MS;
    for (;;) {
      if (stalled()) return null;
      if (!me.first) {
        // Its turn, or a look at the time now and then.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, LONGEST_PAUSE_MS);
          me.nudge = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        continue;
      }
      await pause(wait);
      wait = Math.min(2 * wait, LONGEST_PAUSE_MS);
      const answer = await ask();
      if (answer !== 'wait') {
        // The queue moved (a refusal or an admission, not a wait given up).
        lastMoved = Date.now();
        return answer;
      }
    }
  } finally {
    queue.splice(queue.indexOf(me), 1);
    const next = queue[0];
    if (me.first && next) {
      next.first = true;
      next.nudge();
    }
    if (queue.length === 0 && queues.get(key) === queue) queues.delete(key);
  }
}
