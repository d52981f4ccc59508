/** The call events table: one row per call, replaced by a later COPY of the same call. */
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { callEvents } from '../db/schema.ts';

export type NewCallEventRow = typeof callEvents.$inferInsert;

/**
 * Inserts the event, or replaces the stored one of the same call id when it belongs to the same
 * practice. False when the call id is taken by another practice's event (nothing written).
 */
export async function upsertCallEvent(db: Database, row: NewCallEventRow): Promise<boolean> {
  const { callId: _callId, practiceId: _practiceId, ...changes } = row;
  const written = await db
    .insert(callEvents)
    .values(row)
    .onConflictDoUpdate({
      target: callEvents.callId,
      set: changes,
      setWhere: sql`${callEvents.practiceId} = excluded.practice_id`,
    })
    .returning({ callId: callEvents.callId });
  return written.length === 1;
}

/** Deletes call events copied before `before`; returns how many. */
export async function purgeCallEvents(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(callEvents)
    .where(lt(callEvents.copiedAt, before))
    .returning({ callId: callEvents.callId });
  return rows.length;
}
