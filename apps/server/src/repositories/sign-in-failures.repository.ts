/** Failed sign-ins, shared by every server instance, for the brute-force limits. */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInFailures } from '../db/schema.ts';

export interface FailureRow {
  at: Date;
  /** The Account ID as typed, lower-cased. */
  practiceId: string;
}

export interface AttemptWindow {
  ip: string;
  key: string;
  since: Date;
  now: Date;
}

/**
 * Decides one attempt atomically for every instance: under a transaction-scoped advisory lock on
 * the IP, reads the IP's failures in the window and, when `decide` allows it, records the attempt
 * as a failure before the password is even checked (a success later forgets it). Concurrent
 * attempts from one IP are therefore counted one after another: never more than the limit checked.
 * Returns the recorded row's id, or the refusal `decide` returned.
 */
export async function reserveAttempt<R>(
  db: Database,
  window: AttemptWindow,
  limit: number,
  decide: (failures: FailureRow[]) => R | null,
): Promise<{ id: number } | { refused: R }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${window.ip}`}, 0))`);
    const failures = await tx
      .select({ at: signInFailures.at, practiceId: signInFailures.practiceId })
      .from(signInFailures)
      .where(and(eq(signInFailures.ip, window.ip), gt(signInFailures.at, window.since)))
      .orderBy(asc(signInFailures.at))
      .limit(limit);
    const refused = decide(failures);
    if (refused !== null) return { refused };
    const [row] = await tx
      .insert(signInFailures)
      .values({ at: window.now, ip: window.ip, practiceId: window.key })
      .returning({ id: signInFailures.id });
    if (!row) throw new Error('The sign-in attempt was not recorded');
    return { id: row.id };
  });
}

/** Forgets one recorded attempt (the credentials were right, but the sign-in was refused otherwise). */
export async function forgetAttempt(db: Database, id: number): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.id, id));
}

/** Forgets an (IP, Account ID) pair's failures after a successful sign-in. */
export async function clearFailures(db: Database, ip: string, practiceId: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.ip, ip), eq(signInFailures.practiceId, practiceId)));
}

export async function purgeFailures(db: Database, before: Date): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.at, before));
}
