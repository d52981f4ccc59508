/** Client crash reports (scrubbed and size-capped before they get here). */
import { gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clientErrors } from '../db/schema.ts';

export async function insertClientError(
  db: Database,
  row: { at: Date; practiceId: number | null; payload: unknown },
): Promise<void> {
  await db.insert(clientErrors).values(row);
}

export async function countClientErrorsSince(db: Database, since: Date): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(clientErrors).where(gt(clientErrors.at, since));
  return Number(row?.n ?? 0);
}

/** Deletes crash reports older than `before`; returns how many. */
export async function purgeClientErrors(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(clientErrors).where(lt(clientErrors.at, before)).returning({ id: clientErrors.id });
  return rows.length;
}
