/**
 * The call events waiting to reach the server, kept in encrypted local storage (ADR 0002) so that
 * an event recorded offline, or while the server is down, is sent later. One entry per call id: a
 * later COPY of the same call replaces the waiting event. Each event remembers the practice and
 * first name it was recorded under and is sent only from a session of the same ones (the server
 * takes both from the session). Events older than the server accepts are dropped.
 */
import { CallEvent } from '@triage/contracts';
import { z } from 'zod';
import { encryptedStorage, STORAGE_KEYS } from '../../lib/storage/index.ts';

/** The server refuses COPY times older than 30 days; they are not kept longer. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** At most this many calls wait (the oldest go first). */
const MAX_WAITING = 500;

const WaitingEvent = z.object({ event: CallEvent, practiceId: z.string(), firstName: z.string() });
export type WaitingEvent = z.infer<typeof WaitingEvent>;

const Outbox = z.object({
  /** When the open call's first protocol was selected (its duration starts there). */
  start: z.object({ callId: z.string(), at: z.number() }).nullable(),
  waiting: z.array(WaitingEvent),
});
type Outbox = z.infer<typeof Outbox>;

const EMPTY: Outbox = { start: null, waiting: [] };

let queue: Promise<unknown> = Promise.resolve();

/** Reads, changes and writes the outbox, one change at a time. */
function changeOutbox<T>(change: (outbox: Outbox) => { outbox: Outbox; result: T }): Promise<T> {
  const next = queue.then(async () => {
    const stored = await encryptedStorage.getJson(STORAGE_KEYS.callEvents, (v) => Outbox.safeParse(v).success);
    const { outbox, result } = change(stored === null ? EMPTY : Outbox.parse(stored));
    await encryptedStorage.setJson(STORAGE_KEYS.callEvents, outbox);
    return result;
  });
  queue = next.catch(() => undefined);
  return next;
}

/** Adds a call's event, replacing the waiting one of the same call. */
export function keepEvent(waiting: WaitingEvent, now: number): Promise<void> {
  return changeOutbox((outbox) => {
    const others = outbox.waiting.filter(
      (w) => w.event.callId !== waiting.event.callId && now - Date.parse(w.event.copiedAt) < MAX_AGE_MS,
    );
    return { outbox: { ...outbox, waiting: [...others, waiting].slice(-MAX_WAITING) }, result: undefined };
  });
}

/** The waiting events (a copy). */
export function waitingEvents(): Promise<WaitingEvent[]> {
  return changeOutbox((outbox) => ({ outbox, result: [...outbox.waiting] }));
}

/** Drops a call's waiting event once the server has it (unless a newer COPY replaced it meanwhile). */
export function dropEvent(sent: CallEvent): Promise<void> {
  return changeOutbox((outbox) => ({
    outbox: { ...outbox, waiting: outbox.waiting.filter((w) => !isSame(w.event, sent)) },
    result: undefined,
  }));
}

function isSame(a: CallEvent, b: CallEvent): boolean {
  return a.callId === b.callId && a.copiedAt === b.copiedAt;
}

/** Notes when a call's first protocol was selected (kept until another call starts). */
export function noteCallStart(callId: string, at: number): Promise<void> {
  return changeOutbox((outbox) =>
    outbox.start?.callId === callId
      ? { outbox, result: undefined }
      : { outbox: { ...outbox, start: { callId, at } }, result: undefined },
  );
}

/** When the call's first protocol was selected, or null when unknown. */
export function callStart(callId: string): Promise<number | null> {
  return changeOutbox((outbox) => ({ outbox, result: outbox.start?.callId === callId ? outbox.start.at : null }));
}
