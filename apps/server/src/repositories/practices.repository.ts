/** Practice accounts. The Account ID (practice_id) is matched without regard to case. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { practices } from '../db/schema.ts';

export type PracticeRow = typeof practices.$inferSelect;
export type NewPractice = typeof practices.$inferInsert;

const byAccountId = (accountId: string) => sql`lower(${practices.practiceId}) = lower(${accountId})`;

/** A live (not deleted) practice by the Account ID users type. */
export async function findPracticeByAccountId(db: Database, accountId: string): Promise<PracticeRow | undefined> {
  const [row] = await db
    .select()
    .from(practices)
    .where(and(byAccountId(accountId), isNull(practices.deletedAt)));
  return row;
}

/** A practice by Account ID, deleted or not (admin tools). */
export async function findAnyPracticeByAccountId(db: Database, accountId: string): Promise<PracticeRow | undefined> {
  const [row] = await db.select().from(practices).where(byAccountId(accountId));
  return row;
}

export async function insertPractice(db: Database, values: NewPractice): Promise<PracticeRow> {
  const [row] = await db.insert(practices).values(values).returning();
  if (!row) throw new Error('The practice was not created');
  return row;
}

export async function updatePractice(db: Database, id: number, values: Partial<NewPractice>): Promise<PracticeRow> {
  const [row] = await db.update(practices).set(values).where(eq(practices.id, id)).returning();
  if (!row) throw new Error(`No practice with id ${id}`);
  return row;
}

export async function listPractices(db: Database): Promise<PracticeRow[]> {
  return db.select().from(practices).orderBy(asc(practices.practiceId));
}

export async function findPracticeById(db: Database, id: number): Promise<PracticeRow | undefined> {
  const [row] = await db.select().from(practices).where(eq(practices.id, id));
  return row;
}
