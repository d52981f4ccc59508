/**
 * Writes call events in batches: while one INSERT is on its way, the events that arrive wait and
 * go together in the next one (one statement and one commit for many events, instead of one each).
 * Every request is answered only once its event is written (or refused): nothing is held that a
 * stopped instance could lose. Two events of one call in a batch: the later one is written, and
 * both requests get its outcome.
 */
import type { Database } from '../db/client.ts';
import { type NewCallEventRow, upsertCallEvents } from '../repositories/call-events.repository.ts';

const MAX_BATCH = 500;

interface Waiting {
  row: NewCallEventRow;
  resolve: (written: boolean) => void;
  reject: (error: unknown) => void;
}

class CallEventWriter {
  private waiting: Waiting[] = [];
  private isWriting = false;

  constructor(private readonly db: Database) {}

  /** Resolves true when the event was written, false when its call id is another practice's. */
  write(row: NewCallEventRow): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, resolve, reject });
      if (!this.isWriting) void this.writeWaiting();
    });
  }

  private async writeWaiting(): Promise<void> {
    this.isWriting = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      const latest = new Map<string, NewCallEventRow>();
      for (const { row } of batch) latest.set(row.callId, row);
      try {
        const written = await upsertCallEvents(this.db, [...latest.values()]);
        for (const entry of batch) entry.resolve(written.has(entry.row.callId));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.isWriting = false;
  }
}

const writers = new WeakMap<Database, CallEventWriter>();

/** The writer of a database (one per database handle, so per server instance). */
export function callEventWriter(db: Database): CallEventWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new CallEventWriter(db);
    writers.set(db, writer);
  }
  return writer;
}
