/** The call events table: one row per call, replaced by a later COPY of the same call. */
import { getTableColumns, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { callEvents } from '../db/schema.ts';

export type NewCallEventRow = typeof callEvents.$inferInsert;

/** On a conflict, every column but the call id and the practice takes the new row's value. */
const REPLACED = Object.fromEntries(
  Object.entries(getTableColumns(callEvents))
    .filter(([key]) => key !== 'callId' && key !== 'practiceId')
    .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
);

/**
 * Inserts the events (distinct call ids), each replacing the stored one of the same call id when
 * it belongs to the same practice; returns the call ids written. A call id taken by another
 * practice's event is not written.
 */
export async function upsertCallEvents(db: Database, rows: NewCallEventRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const written = await db
    .insert(callEvents)
    .values(rows)
    .onConflictDoUpdate({
      target: callEvents.callId,
      set: REPLACED,
      setWhere: sql`${callEvents.practiceId} = excluded.practice_id`,
    })
    .returning({ callId: callEvents.callId });
  return new Set(written.map((row) => row.callId));
}

/** Deletes call events copied before `before`; returns how many. */
export async function purgeCallEvents(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(callEvents)
    .where(lt(callEvents.copiedAt, before))
    .returning({ callId: callEvents.callId });
  return rows.length;
}
