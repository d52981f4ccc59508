/** Failed sign-ins, shared by every server instance, for the brute-force limits. */
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInFailures } from '../db/schema.ts';

export interface FailureRow {
  at: Date;
  /** The Account ID as typed, lower-cased. */
  practiceId: string;
}

/** Failures from an IP since `since`, oldest first (at most `limit`). */
export async function recentFailures(db: Database, ip: string, since: Date, limit: number): Promise<FailureRow[]> {
  return db
    .select({ at: signInFailures.at, practiceId: signInFailures.practiceId })
    .from(signInFailures)
    .where(and(eq(signInFailures.ip, ip), gt(signInFailures.at, since)))
    .orderBy(asc(signInFailures.at))
    .limit(limit);
}

export async function recordFailure(
  db: Database,
  failure: { at: Date; ip: string; practiceId: string },
): Promise<void> {
  await db.insert(signInFailures).values(failure);
}

/** Forgets an (IP, Account ID) pair's failures after a successful sign-in. */
export async function clearFailures(db: Database, ip: string, practiceId: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.ip, ip), eq(signInFailures.practiceId, practiceId)));
}

export async function purgeFailures(db: Database, before: Date): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.at, before));
}
