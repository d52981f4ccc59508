/** Saved versions of what administrators edit per practice (conflict detection and history). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { practiceRevisions, practices } from '../db/schema.ts';

export type PracticeRevisionRow = typeof practiceRevisions.$inferSelect;

export async function latestRevision(
  db: Database,
  practiceId: number,
  subject: string,
): Promise<PracticeRevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(practiceRevisions)
    .where(and(eq(practiceRevisions.practiceId, practiceId), eq(practiceRevisions.subject, subject)))
    .orderBy(desc(practiceRevisions.version))
    .limit(1);
  return row;
}

export async function insertRevision(db: Database, values: typeof practiceRevisions.$inferInsert): Promise<void> {
  await db.insert(practiceRevisions).values(values);
}

/** Locks the practice row until the transaction ends: saves of one practice happen one after another. */
export async function lockPractice(db: Database, practiceId: number): Promise<void> {
  await db.execute(sql`select id from ${practices} where id = ${practiceId} for update`);
}

/** Every saved version of a subject, newest first (without the values). */
export async function listRevisions(
  db: Database,
  practiceId: number,
  subject: string,
): Promise<Pick<PracticeRevisionRow, 'version' | 'adminEmail' | 'at'>[]> {
  return db
    .select({ version: practiceRevisions.version, adminEmail: practiceRevisions.adminEmail, at: practiceRevisions.at })
    .from(practiceRevisions)
    .where(and(eq(practiceRevisions.practiceId, practiceId), eq(practiceRevisions.subject, subject)))
    .orderBy(desc(practiceRevisions.version));
}

/** One saved version of a subject. */
export async function findRevision(
  db: Database,
  practiceId: number,
  subject: string,
  version: number,
): Promise<PracticeRevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(practiceRevisions)
    .where(
      and(
        eq(practiceRevisions.practiceId, practiceId),
        eq(practiceRevisions.subject, subject),
        eq(practiceRevisions.version, version),
      ),
    )
    .limit(1);
  return row;
}
