/** The dispositions list: global rows (location_id null) and locations' own. */
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { dispositions } from '../db/schema.ts';

export interface DispositionRow {
  id: number;
  locationId: number | null;
  data: unknown;
}

/** The global rows, plus a location's own when `locationId` is given. */
export async function listDispositionRows(db: Database, locationId: number | null): Promise<DispositionRow[]> {
  const where =
    locationId === null
      ? isNull(dispositions.locationId)
      : or(isNull(dispositions.locationId), eq(dispositions.locationId, locationId));
  return db
    .select({ id: dispositions.id, locationId: dispositions.locationId, data: dispositions.data })
    .from(dispositions)
    .where(where)
    .orderBy(asc(dispositions.id));
}

export async function upsertDisposition(db: Database, row: DispositionRow, at: Date): Promise<void> {
  await db
    .insert(dispositions)
    .values({ ...row, updatedAt: at })
    .onConflictDoUpdate({
      target: dispositions.id,
      set: { locationId: row.locationId, data: row.data, updatedAt: at },
    });
}
