/** The call events table: one row per call, replaced by a later COPY of the same call. */
import { getTableColumns, lt, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { callEvents } from '../db/schema.ts';

export type NewCallEventRow = typeof callEvents.$inferInsert;

const COLUMNS = Object.entries(getTableColumns(callEvents));

/** On a conflict, every column but the call id and the practice takes the new row's value. */
const REPLACED = sql.raw(
  COLUMNS.filter(([key]) => key !== 'callId' && key !== 'practiceId')
    .map(([, column]) => `${column.name} = excluded.${column.name}`)
    .join(', '),
);
const NAMES = sql.raw(COLUMNS.map(([, column]) => column.name).join(', '));
/** The batch's rows as a record set of the table's own columns and types. */
const RECORD = sql.raw(COLUMNS.map(([, column]) => `${column.name} ${column.getSQLType()}`).join(', '));

/**
 * Inserts the events (distinct call ids), each replacing the stored one of the same call id when
 * it belongs to the same practice; returns the call ids written. A column left out takes its default. A call id taken by another
 * practice's event is not written. The batch travels as one JSON parameter read back with
 * `jsonb_to_recordset`: building a multi-row INSERT with a parameter per value was a third of the
 * server's time per event under load (the reports benchmark's ingestion, ADR 0021).
 */
export async function upsertCallEvents(db: Database, rows: NewCallEventRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const records = rows.map((row) =>
    Object.fromEntries(
      COLUMNS.map(([key, column]) => [column.name, row[key as keyof NewCallEventRow] ?? column.default ?? null]),
    ),
  );
  const written = await queryRows<{ call_id: string }>(
    db,
    sql`insert into call_events (${NAMES})
        select ${NAMES} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${RECORD})
        on conflict (call_id) do update set ${REPLACED}
          where call_events.practice_id = excluded.practice_id
        returning call_id`,
  );
  return new Set(written.map((row) => row.call_id));
}

/** Deletes call events copied before `before`; returns how many. */
export async function purgeCallEvents(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(callEvents)
    .where(lt(callEvents.copiedAt, before))
    .returning({ callId: callEvents.callId });
  return rows.length;
}
